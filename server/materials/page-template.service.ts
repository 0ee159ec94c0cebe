import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { relativeLuminance, parseColor } from '@boxify/design/color';

import type { PageMaterialDto } from './dto/material.dto';
import { TemplateNotFound } from './materials.exception';
import { starterTemplates, type StarterTemplate } from './starter-templates';

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

// Page templates (material type 3): the seeded set the section kit composes, in the caller's language.
@Injectable()
export class PageTemplateService {
  async page(body: PageMaterialDto, language: Language) {
    const q = body.query?.toLowerCase();
    const all = (await starterTemplates(language)).filter(
      (t) => !q || t.title.toLowerCase().includes(q) || t.tags.some((tag) => tag.toLowerCase().includes(q)),
    );
    const start = (body.page - 1) * body.pageSize;
    return { items: all.slice(start, start + body.pageSize).map(item), total: all.length };
  }

  async detail(encryptedId: string, language: Language) {
    const template = (await starterTemplates(language)).find((t) => t.encryptedId === encryptedId);
    if (!template) throw new TemplateNotFound();
    return { ...item(template), content: template.panel };
  }
}
