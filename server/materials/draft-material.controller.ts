import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import type { Language } from '@boxify/design/locale';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { materialDetailSchema, MaterialIdDto, materialPageSchema, PageMaterialDto } from './dto/material.dto';
import { PageTemplateService } from './page-template.service';

// Page templates (material type 3): the seeded set the section kit composes; anyone may browse them.
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class DraftMaterialController {
  constructor(private readonly templates: PageTemplateService) {}

  @Post('pageMaterial')
  @Operation({
    access: 'public',
    summary: 'Page templates, paged (the seeded templates in the caller language)',
    response: materialPageSchema,
  })
  pageMaterial(@ZodBody(PageMaterialDto) body: PageMaterialDto, @CallerLanguage() language: Language) {
    return this.templates.page(body, language);
  }

  @Post('fetchMaterialById')
  @Operation({
    access: 'public',
    summary: 'One page template with its document',
    response: materialDetailSchema,
    errors: [ErrorCode.NotFound],
  })
  fetchMaterialById(@ZodBody(MaterialIdDto) body: MaterialIdDto, @CallerLanguage() language: Language) {
    return this.templates.detail(body.encryptedId, language);
  }
}
