import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated, CurrentUser } from '@server/common/auth/auth.decorators';
import type { CurrentUserInfo } from '@server/common/auth/session.service';
import type { Language } from '@boxify/design/locale';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { OWNED_ERRORS } from '@server/common/openapi/error-lists';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { materialPageSchema, PageMaterialDto } from './dto/library.dto';
import { LibraryComponentsService } from './library-components.service';

// The design-system namespace's library components (DesignSystemQuery service).
@ApiTags('DesignSystemQuery')
@Authenticated()
@Controller('uxa-center/design-system/DesignSystemQuery')
export class DesignSystemQueryController {
  constructor(private readonly components: LibraryComponentsService) {}

  @Post('pageQueryMaterial')
  @Operation({
    access: 'owner',
    summary: "A page of the library's components: colour swatches, type styles, buttons, radii and spacing",
    description: 'Each is a design node drawn with the theme and bound to its tokens.',
    response: materialPageSchema,
    errors: OWNED_ERRORS,
  })
  pageQueryMaterial(
    @CurrentUser() user: CurrentUserInfo,
    @ZodBody(PageMaterialDto) body: PageMaterialDto,
    @CallerLanguage() language: Language,
  ) {
    return this.components.components(user.id, body, language);
  }
}
