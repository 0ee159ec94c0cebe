import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { AllTokenDto, tokenListSchema } from './dto/library.dto';
import { LibraryComponentsService } from './library-components.service';

// The design-system namespace's token table of a library (DesignSystemDraft service).
@ApiTags('DesignSystemDraft')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemDraft')
export class DesignSystemDraftController {
  constructor(private readonly components: LibraryComponentsService) {}

  @Post('queryAllToken')
  @Operation({
    access: 'owner',
    summary: "A library's flat token table for one theme (color.*, space.*, radius.*, font.family, type.*)",
    description: 'Default: the selected library, light theme.',
    response: tokenListSchema,
    errors: OWNED_ERRORS,
  })
  queryAllToken(@CurrentUser() user: CurrentUserInfo, @ZodBody(AllTokenDto) body: AllTokenDto) {
    return this.components.tokens(user.id, body);
  }
}
