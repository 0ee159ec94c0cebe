import { z } from 'zod';

import { LibraryThemeSchema } from '@boxify/designer/libraries';
import { productText } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';
import { LIBRARY_TEXTS } from '@server/libraries/libraries.texts';

const libraryId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe('a built-in library id (e.g. neutral) or a custom library id');
const projectId = z.uuid().optional().describe('the project whose selection to use (else the account-wide one)');
const name = z
  .string({ error: productText(LIBRARY_TEXTS.nameRequired) })
  .trim()
  .min(1, productText(LIBRARY_TEXTS.nameRequired))
  .max(40);
const description = z.string().trim().max(200);

export const addLibrarySchema = z.strictObject({
  name,
  description: description.optional(),
  basedOn: libraryId.optional().describe('the built-in library whose themes it starts from (default: the default one)'),
  light: LibraryThemeSchema.optional(),
  dark: LibraryThemeSchema.optional(),
});

export const updateLibrarySchema = z.strictObject({
  libraryId,
  name: name.optional(),
  description: description.optional(),
  light: LibraryThemeSchema.optional(),
  dark: LibraryThemeSchema.optional(),
});

export const libraryIdSchema = z.strictObject({ libraryId });
export const selectLibrarySchema = z.strictObject({ libraryId, projectId });
export const listLibrarySchema = z.strictObject({ projectId });
export const libraryScopeSchema = z.strictObject({
  libraryId: libraryId.optional().describe('default: the selected library'),
  projectId,
});
export const THEMES = ['light', 'dark'] as const;
export const allTokenSchema = libraryScopeSchema.extend({ theme: z.enum(THEMES).default('light') });

export const MATERIAL_KINDS = ['section', 'color', 'typography', 'button', 'radius', 'space'] as const;
export const pageMaterialSchema = libraryScopeSchema.extend({
  theme: z.enum(THEMES).default('light'),
  kind: z.enum(MATERIAL_KINDS).optional(),
  platform: z.enum(['mobile', 'desktop']).default('desktop').describe('the width sections are built for (390 or 1440)'),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});

const localized = z.object({ en: z.string(), zh: z.string() });
const theme = z.record(z.string(), z.unknown()).describe('a theme: color, space, radius, font, typography');

export const libraryViewSchema = z.object({
  libraryId: z.string(),
  name: localized,
  description: localized,
  builtIn: z.boolean(),
  mine: z.boolean(),
  added: z.boolean().describe('in my libraries: built-in ones come with every account, custom ones are mine'),
  selected: z.boolean(),
  basedOn: z.string().nullable(),
  cover: z.object({ primary: z.string(), background: z.string(), surface: z.string(), text: z.string() }),
  updatedAt: z.string().nullable(),
});

export const libraryDetailSchema = libraryViewSchema.extend({ light: theme, dark: theme });
export const personalLibrariesSchema = z.object({ items: z.array(libraryViewSchema), total: z.int() });
export const libraryListSchema = z.object({ items: z.array(libraryViewSchema), selectedLibraryId: z.string() });
export const selectionSchema = z.object({ libraryId: z.string(), projectId: z.string().nullable() });
export const removedLibrarySchema = z.object({ deleted: z.literal(true), selectedLibraryId: z.string() });

const tokenTable = z.record(z.string(), z.union([z.string(), z.number()]));
export const globalStyleSchema = z.object({
  libraryId: z.string(),
  name: localized,
  light: tokenTable,
  dark: tokenTable,
});

export const tokenListSchema = z.object({
  libraryId: z.string(),
  theme: z.enum(THEMES),
  items: z.array(z.object({ name: z.string(), group: z.string(), value: z.union([z.string(), z.number()]) })),
  total: z.int(),
});

export const designRuleSchema = z.object({
  libraryId: z.string(),
  rules: z.array(
    z.object({
      id: z.string(),
      title: localized,
      text: localized,
      value: z.record(z.string(), z.unknown()),
    }),
  ),
});

export const materialPageSchema = z.object({
  libraryId: z.string(),
  theme: z.enum(THEMES),
  items: z.array(
    z.object({
      materialId: z.string(),
      kind: z.enum(MATERIAL_KINDS),
      name: localized,
      tokens: z.record(z.string(), z.string()).describe('node property → token name'),
      node: z.record(z.string(), z.unknown()).describe('a design node drawn with the theme (kernel schema)'),
    }),
  ),
  total: z.int(),
});

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class AddLibraryDto extends createZodDto(addLibrarySchema) {}
export class AllTokenDto extends createZodDto(allTokenSchema) {}
export class LibraryIdDto extends createZodDto(libraryIdSchema) {}
export class LibraryScopeDto extends createZodDto(libraryScopeSchema) {}
export class ListLibraryDto extends createZodDto(listLibrarySchema) {}
export class PageMaterialDto extends createZodDto(pageMaterialSchema) {}
export class SelectLibraryDto extends createZodDto(selectLibrarySchema) {}
export class UpdateLibraryDto extends createZodDto(updateLibrarySchema) {}
