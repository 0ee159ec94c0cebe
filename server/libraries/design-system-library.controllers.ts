import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';

import type { Language } from '@boxify/design/locale';
import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import {
  allTokenSchema,
  libraryDetailSchema,
  libraryIdSchema,
  materialPageSchema,
  pageMaterialSchema,
  tokenListSchema,
} from './dto/library.dto';
import { libraryMaterials, sectionMaterials, tokenRows } from './library-kit';
import { LibraryService } from './library.service';

type Body<T extends z.ZodType> = z.infer<T>;

const OWNED = [ErrorCode.Unauthenticated, ErrorCode.NotFound, ErrorCode.NoPermission];

// The design-system namespace's library reads: token table, detail, and the library's components.
@ApiTags('DesignSystemDraft')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemDraft')
export class DesignSystemDraftController {
  constructor(private readonly libraries: LibraryService) {}

  @Post('queryAllToken')
  @Operation({
    summary: "A library's flat token table for one theme (color.*, space.*, radius.*, font.family, type.*)",
    description: 'Default: the selected library, light theme.',
    response: tokenListSchema,
    errors: OWNED,
  })
  async queryAllToken(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(allTokenSchema) body: Body<typeof allTokenSchema>,
  ) {
    const { definition } = await this.libraries.resolve(user.id, body);
    const items = tokenRows(definition[body.theme]);
    return { libraryId: definition.id, theme: body.theme, items, total: items.length };
  }
}

@ApiTags('BackendOperate')
@Authenticated()
@Controller('uxa-center/design-system/BackendOperate')
export class BackendOperateController {
  constructor(private readonly libraries: LibraryService) {}

  @Post('queryDraftLibraryDetail')
  @Operation({ summary: 'A library with its themes, by id', response: libraryDetailSchema, errors: OWNED })
  queryDraftLibraryDetail(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(libraryIdSchema) body: Body<typeof libraryIdSchema>,
  ) {
    return this.libraries.detail(user.id, body.libraryId);
  }
}

@ApiTags('DesignSystemQuery')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemQuery')
export class DesignSystemQueryController {
  constructor(private readonly libraries: LibraryService) {}

  @Post('pageQueryMaterial')
  @Operation({
    summary: "A page of the library's components: colour swatches, type styles, buttons, radii and spacing",
    description: 'Each is a design node drawn with the theme and bound to its tokens.',
    response: materialPageSchema,
    errors: OWNED,
  })
  async pageQueryMaterial(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(pageMaterialSchema) body: Body<typeof pageMaterialSchema>,
    @CallerLanguage() language: Language,
  ) {
    const { definition } = await this.libraries.resolve(user.id, body);
    const theme = definition[body.theme];
    const all = [
      ...(await sectionMaterials(definition.id, body.theme, theme, language, body.platform)),
      ...libraryMaterials(theme),
    ].filter((item) => !body.kind || item.kind === body.kind);
    const start = (body.page - 1) * body.pageSize;
    return {
      libraryId: definition.id,
      theme: body.theme,
      items: all.slice(start, start + body.pageSize),
      total: all.length,
    };
  }
}
