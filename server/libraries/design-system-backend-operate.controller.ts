import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { libraryDetailSchema, LibraryIdDto } from './dto/library.dto';
import { LibraryService } from './library.service';

// The design-system namespace's library detail (BackendOperate service).
@ApiTags('BackendOperate')
@Authenticated()
@Controller('uxa-center/design-system/BackendOperate')
export class BackendOperateController {
  constructor(private readonly libraries: LibraryService) {}

  @Post('queryDraftLibraryDetail')
  @Operation({
    access: 'owner',
    summary: 'A library with its themes, by id',
    response: libraryDetailSchema,
    errors: OWNED_ERRORS,
  })
  queryDraftLibraryDetail(@CurrentUser() user: CurrentUserInfo, @ZodBody(LibraryIdDto) body: LibraryIdDto) {
    return this.libraries.detail(user.id, body.libraryId);
  }
}
