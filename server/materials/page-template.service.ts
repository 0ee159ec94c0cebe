import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { relativeLuminance, parseColor } from '@boxify/design/color';

import { MaterialType } from './catalogue/build-catalogue';
import type { PageMaterialDto } from './dto/material.dto';
import { materialItem } from './material-views';
import { MaterialRepository } from './material.repository';
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
  constructor(private readonly materials: MaterialRepository) {}

  async page(body: PageMaterialDto, language: Language) {
    const q = body.query?.toLowerCase();
    const all = (await starterTemplates(language)).filter(
      (t) => !q || t.title.toLowerCase().includes(q) || t.tags.some((tag) => tag.toLowerCase().includes(q)),
    );
    const start = (body.page - 1) * body.pageSize;
    return { items: all.slice(start, start + body.pageSize).map(item), total: all.length };
  }

  // A starter template, else a page template of the library (the workbench opens both by `templateId`).
  async detail(encryptedId: string, language: Language) {
    const template = (await starterTemplates(language)).find((t) => t.encryptedId === encryptedId);
    if (template) return { ...item(template), content: template.panel };
    const row = await this.materials.byEncryptedId(encryptedId);
    if (!row || row.type !== MaterialType.template) throw new TemplateNotFound();
    const { title, component, personal, tags, encryptedData } = materialItem(row, language, new Set());
    const content = (await this.materials.content(row.id, language)) as Record<string, unknown>;
    return {
      encryptedId,
      title,
      component: { ...component, width: row.width ?? 0, height: row.height ?? 0 },
      personal,
      tags,
      encryptedData,
      content,
    };
  }
}
