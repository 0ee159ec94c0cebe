import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { type Language } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { materialPageSchema, PageMaterialDto } from './dto/library.dto';
import { libraryMaterials, sectionMaterials } from './library-kit';
import { LibraryService } from './library.service';

// The design-system namespace's library components: swatches, type styles, buttons, radii, spacing (DesignSystemQuery service).
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
    errors: OWNED_ERRORS,
  })
  async pageQueryMaterial(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(PageMaterialDto) body: PageMaterialDto,
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
