import type { Language } from '@boxify/design/locale';

import { MaterialType } from './catalogue/build-catalogue';
import { TYPE_LABELS } from './catalogue/library.texts';
import { tagLabel } from './catalogue/tags';

export { TYPE_LABELS };
import type { MaterialRow } from './material.repository';

const title = (row: MaterialRow, language: Language) => (language === 'zh' ? row.titleZh : row.titleEn);
const description = (row: MaterialRow, language: Language) =>
  language === 'zh' ? row.descriptionZh : row.descriptionEn;
const labels = (row: MaterialRow, language: Language) => row.tags.flatMap((value) => tagLabel(value, language) ?? []);

/** A material item (spec §3): a template, component, icon or library as tiles show it. */
export function materialItem(row: MaterialRow, language: Language, starred: Set<string>) {
  return {
    encryptedId: row.encryptedId,
    type: row.type,
    title: title(row, language),
    description: description(row, language),
    component: {
      preview: null,
      width: row.width,
      height: row.height,
      bgTheme: row.dark ? ('dark' as const) : ('light' as const),
    },
    personal: { collected: starred.has(row.id) },
    tags: labels(row, language),
    tagValues: row.tags,
    endCode: row.endCode,
    encryptedMaterialListId: row.parentId,
    encryptedData: row.type === MaterialType.product ? row.members : [row.encryptedId],
  };
}

/** A material list (spec §3): a product with its pages; the tabs are its pages' functions. */
export function materialList(row: MaterialRow, pages: MaterialRow[], language: Language, starred: Set<string>) {
  const productType = row.tags.find((tag) => tag.startsWith('PRODUCT_TYPE:')) ?? '';
  const functions = [...new Set(pages.flatMap((page) => page.tags.filter((tag) => tag.startsWith('FUNCTION:'))))];
  return {
    encryptedId: row.encryptedId,
    title: title(row, language),
    description: description(row, language),
    image: null,
    industry: tagLabel(productType, language) ?? '',
    productType,
    tags: labels(row, language),
    endCode: row.endCode,
    encryptedData: row.members,
    encryptedMaterialId: row.members[0] ?? null,
    materials: pages.map((page) => materialItem(page, language, starred)),
    collected: starred.has(row.id),
    tagSelect: { options: functions.map((value) => ({ value, label: tagLabel(value, language) ?? value })) },
  };
}
