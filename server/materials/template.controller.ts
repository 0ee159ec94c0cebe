import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';

import type { Language } from '@boxify/design/locale';
import { ErrorCode } from '@server/common/errors/error-codes';
import { CallerLanguage } from '@server/common/i18n/caller-language.decorator';
import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';
import { relativeLuminance, parseColor } from '@boxify/design/color';

import { TemplateNotFound } from './materials.exception';
import { starterTemplates, type StarterTemplate } from './starter-templates';
import { materialDetailSchema, materialIdSchema, materialPageSchema, pageMaterialSchema } from './template.dto';

type Body<T extends z.ZodType> = z.infer<T>;

function item(template: StarterTemplate) {
  const { panel } = template;
  return {
    encryptedId: template.encryptedId,
    title: template.title,
    component: {
      preview: null,
      width: panel.width,
      height: panel.height,
      bgTheme: relativeLuminance(parseColor(panel.background)) < 0.4 ? ('dark' as const) : ('light' as const),
    },
    personal: { collected: false },
    tags: template.tags,
    encryptedData: [template.encryptedId],
  };
}

// Page templates (material type 3): the seeded set the section kit composes; anyone may browse them.
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class TemplateController {
  @Post('pageMaterial')
  @Operation({
    summary: 'Page templates, paged (the seeded templates in the caller language)',
    response: materialPageSchema,
  })
  async pageMaterial(
    @ZodBody(pageMaterialSchema) body: Body<typeof pageMaterialSchema>,
    @CallerLanguage() language: Language,
  ) {
    const q = body.query?.toLowerCase();
    const all = (await starterTemplates(language)).filter(
      (t) => !q || t.title.toLowerCase().includes(q) || t.tags.some((tag) => tag.toLowerCase().includes(q)),
    );
    const start = (body.page - 1) * body.pageSize;
    return { items: all.slice(start, start + body.pageSize).map(item), total: all.length };
  }

  @Post('fetchMaterialById')
  @Operation({
    summary: 'One page template with its document',
    response: materialDetailSchema,
    errors: [ErrorCode.NotFound],
  })
  async fetchMaterialById(
    @ZodBody(materialIdSchema) body: Body<typeof materialIdSchema>,
    @CallerLanguage() language: Language,
  ) {
    const template = (await starterTemplates(language)).find((t) => t.encryptedId === body.encryptedId);
    if (!template) throw new TemplateNotFound();
    return { ...item(template), content: template.panel };
  }
}
