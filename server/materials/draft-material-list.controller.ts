import { Controller, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { Language } from '@boxify/design/locale';
import { CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  MaterialListDetailDto,
  materialListSchema,
  materialListsSchema,
  PreviewMaterialListDto,
} from './dto/library.dto';
import { LibrarySearchService } from './library-search.service';

// Material lists (spec §3): the library's products, each with its pages.
@ApiTags('MaterialList')
@Controller('uxa-center/draft/MaterialList')
export class DraftMaterialListController {
  constructor(private readonly library: LibrarySearchService) {}

  @Post('previewMaterialList')
  @Operation({
    access: 'public',
    summary: 'Products by id, in the order asked (unknown ids left out); withDetail adds their pages',
    response: materialListsSchema,
  })
  previewMaterialList(
    @ZodBody(PreviewMaterialListDto) body: PreviewMaterialListDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.previewLists(
      body.encryptedMaterialListIds,
      body.withDetail,
      { userId: user?.id, ip },
      language,
    );
  }

  @Post('queryMaterialListDetail')
  @Operation({
    access: 'public',
    summary: 'One product with its pages and its tabs (the functions of its pages)',
    response: materialListSchema,
    errors: [ErrorCode.NotFound],
  })
  queryMaterialListDetail(
    @ZodBody(MaterialListDetailDto) body: MaterialListDetailDto,
    @CurrentUser() user: CurrentUserInfo | undefined,
    @Ip() ip: string,
    @CallerLanguage() language: Language,
  ) {
    return this.library.listDetail(body.encryptedMaterialListId, { userId: user?.id, ip }, language);
  }
}
