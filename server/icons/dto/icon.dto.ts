import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

import { ICON_LIBRARIES, ICON_STYLES } from '../icons/icon-sources';

const library = z.enum(ICON_LIBRARIES);
const style = z.enum(ICON_STYLES);

export const searchIconSchema = z.strictObject({
  query: z.string().max(100).optional().describe('English or Chinese words; blank lists every icon'),
  library: z.enum(['all', ...ICON_LIBRARIES]).default('all'),
  style: z
    .enum(['all', ...ICON_STYLES])
    .default('all')
    .describe('filled, outlined (outline) or both'),
  recentlyUsed: z
    .boolean()
    .default(false)
    .describe('only the icons this user used lately, newest first (needs a login)'),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(50),
});

export type SearchIconInput = z.infer<typeof searchIconSchema>;

// The plain keyword search: no filters beyond paging.
export const plainSearchIconSchema = searchIconSchema.pick({ query: true, page: true, pageSize: true });

export const iconSchema = z.object({
  library,
  name: z.string(),
  style,
  svg: z.string().describe('a whole <svg> in currentColor, 24 × 24'),
  keywords: z.array(z.string()),
  category: z.string(),
});

export const iconPageSchema = z.object({ items: z.array(iconSchema), total: z.int() });

const localized = z.object({ en: z.string(), zh: z.string() });

export const iconGroupsSchema = z.object({
  groups: z.array(z.object({ library, label: localized, items: z.array(iconSchema), total: z.int() })),
});

export const existIconSchema = z.strictObject({
  icons: z
    .array(
      z.strictObject({ library: z.string().min(1).max(50), name: z.string().min(1).max(100), style: style.optional() }),
    )
    .min(1)
    .max(500),
});

export const existIconResultSchema = z.object({
  icons: z.array(
    z.object({
      library: z.string(),
      name: z.string(),
      style: style.nullable().describe('the style asked for, if any'),
      exists: z.boolean(),
      styles: z.array(style).describe('the styles the icon exists in'),
    }),
  ),
});

export const iconLibrarySchema = z.object({
  id: library,
  name: localized,
  styles: z.array(style),
  count: z.int().describe('icons in every style'),
  counts: z.object({ outline: z.int(), filled: z.int() }),
  license: z.string(),
  homepage: z.string(),
  version: z.string(),
});

export const MATERIAL_TYPE = { icon: 1, material: 2, template: 3, product: 4, library: 5 } as const;

export const updateMaterialLastUsedSchema = z.strictObject({
  type: z.literal(MATERIAL_TYPE.icon).describe('material type (spec §3): 1 icon; other kinds are not tracked yet'),
  key: z
    .string()
    .max(200)
    .regex(/^[a-z]+:(outline|filled):[a-z0-9-]+$/, 'expected <library>:<style>:<name>')
    .describe('<library>:<style>:<name>, e.g. tabler:outline:home'),
});

export const lastUsedSchema = z.object({ type: z.int(), key: z.string(), usedAt: z.string() });

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class ExistIconDto extends createZodDto(existIconSchema) {}
export class PlainSearchIconDto extends createZodDto(plainSearchIconSchema) {}
export class SearchIconDto extends createZodDto(searchIconSchema) {}
export class UpdateMaterialLastUsedDto extends createZodDto(updateMaterialLastUsedSchema) {}
