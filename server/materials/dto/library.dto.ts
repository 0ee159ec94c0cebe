import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

import { TAG_NAMES } from '../catalogue/tags';

const encryptedId = z.string().trim().min(1).max(64);
const materialType = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
  .describe('material type (spec §3): 1 icon, 2 component, 3 page template, 4 product, 5 library');
const query = z.string().trim().max(100).optional().describe('words in English or Chinese; typos are tolerated');
const page = z.int().min(1).max(1000).default(1);
const pageSize = z.int().min(1).max(200).default(20);
const tagValue = z
  .string()
  .max(80)
  .regex(/^[A-Z_]+:[\w-]+$/, 'a tag value such as FUNCTION:pricing');

export const searchMaterialSchema = z.strictObject({
  type: materialType.default(3),
  query,
  andTags: z.array(tagValue).max(10).optional().describe('tag values every result carries (from expandedOptions)'),
  encryptedIds: z.array(encryptedId).max(200).optional().describe('only these materials'),
  page,
  pageSize,
});

export const aggregateTagSchema = z.strictObject({
  type: materialType.default(3),
  query,
  andTags: z.array(tagValue).max(10).optional(),
  aggregateTags: z.array(z.enum(TAG_NAMES)).min(1).max(2).describe('PRODUCT_TYPE for products; both for pages'),
});

export const personalSearchSchema = z.strictObject({ type: materialType.default(3), query, page, pageSize });
export const personalTypesSchema = z.strictObject({ query });
export const tagValueQuerySchema = z.strictObject({ type: materialType.default(3), tag: z.enum(TAG_NAMES) });
export const nestedTagQuerySchema = z.strictObject({
  type: materialType.default(3),
  tags: z
    .tuple([z.enum(TAG_NAMES), z.enum(TAG_NAMES)])
    .default(['PRODUCT_TYPE', 'FUNCTION'])
    .describe('the outer tag, then the inner one'),
});

export const previewMaterialListSchema = z.strictObject({
  encryptedMaterialListIds: z.array(encryptedId).min(1).max(50),
  withDetail: z.boolean().default(false).describe('with each product page list (materials)'),
});
export const materialListDetailSchema = z.strictObject({ encryptedMaterialListId: encryptedId });

export const pageMaterialV3Schema = z.strictObject({
  type: materialType.default(3),
  query,
  tags: z.array(tagValue).max(10).optional(),
  encryptedMaterialListId: encryptedId.optional().describe("one product's pages and components"),
  page,
  pageSize,
});

export const useMaterialSchema = z.strictObject({
  encryptedId,
  panelId: z.uuid(),
  mode: z
    .enum(['replace', 'new-page'])
    .describe('replace: the panel becomes the template; new-page: a new panel in the same folder'),
  version: z.int().min(1).optional().describe('replace only: the panel version the caller saw (else the current)'),
});
export const materialIdSchema = z.strictObject({ encryptedId });
export const collectMaterialSchema = z.strictObject({ encryptedId, collected: z.boolean() });
export const suggestionSchema = z.strictObject({
  query: z.string().trim().min(1).max(100),
  type: materialType.default(3),
  size: z.int().min(1).max(20).default(8),
});
export const feedbackSchema = z.strictObject({
  content: z.string().trim().min(1).max(2000),
  encryptedId: encryptedId.optional().describe('the material it is about'),
  query: z.string().trim().max(100).optional().describe('the search it is about'),
});
export const resourceContentSchema = z.strictObject({
  pagePath: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w/-]+$/),
  product: z.int().min(1).max(1000),
});

// Answers.
const option = z.object({ label: z.string(), value: z.string(), count: z.number().optional() });
const expandedOption = option.extend({ children: z.array(option).optional() });
export const expandedOptionsSchema = z.object({ expandedOptions: z.array(expandedOption) });
export const tagOptionsSchema = z.object({ options: z.array(option) });

export const materialItemSchema = z.object({
  encryptedId: z.string(),
  type: z.number(),
  title: z.string(),
  description: z.string(),
  component: z.object({
    preview: z.string().nullable().describe('an image address, when one is rendered'),
    width: z.number().nullable(),
    height: z.number().nullable(),
    bgTheme: z.enum(['light', 'dark']),
  }),
  personal: z.object({ collected: z.boolean() }),
  tags: z.array(z.string()).describe('tag labels in the caller language'),
  tagValues: z.array(z.string()),
  endCode: z.number().nullable().describe('1 mobile, 3 tablet, else desktop'),
  encryptedMaterialListId: z.string().nullable().describe('the product it belongs to'),
  encryptedData: z.array(z.string()),
});
export const materialListSchema = z.object({
  encryptedId: z.string(),
  title: z.string(),
  description: z.string().describe('bullet lines split at "- "'),
  image: z.string().nullable().describe('the logo'),
  industry: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  endCode: z.number().nullable(),
  encryptedData: z.array(z.string()).describe("the product's page ids"),
  encryptedMaterialId: z.string().nullable().describe('its first page'),
  materials: z.array(materialItemSchema),
  collected: z.boolean(),
  tagSelect: z.object({ options: z.array(option) }),
});
export const searchResultSchema = z.object({
  items: z.array(z.union([materialItemSchema, materialListSchema])),
  total: z.number(),
});
export const materialPageV3Schema = z.object({ items: z.array(materialItemSchema), total: z.number() });
export const materialListsSchema = z.array(materialListSchema);
export const usedMaterialSchema = z.object({
  encryptedId: z.string(),
  type: z.number(),
  title: z.string(),
  content: z.unknown().describe('the design document: a panel (3), a section node (2), tokens (5), none (1, 4)'),
});
export const useMaterialResultSchema = z.object({
  panelId: z.string(),
  mode: z.enum(['replace', 'new-page']),
  version: z.number(),
});
export const suggestionResultSchema = z.object({ suggestions: z.array(z.string()) });
export const feedbackResultSchema = z.object({ id: z.string(), createdAt: z.string() });
export const resourceContentResultSchema = z.object({
  contents: z.array(z.object({ positionKey: z.string(), contentType: z.string(), content: z.string() })),
});

export class SearchMaterialDto extends createZodDto(searchMaterialSchema) {}
export class AggregateTagDto extends createZodDto(aggregateTagSchema) {}
export class PersonalSearchDto extends createZodDto(personalSearchSchema) {}
export class PersonalTypesDto extends createZodDto(personalTypesSchema) {}
export class TagValueQueryDto extends createZodDto(tagValueQuerySchema) {}
export class NestedTagQueryDto extends createZodDto(nestedTagQuerySchema) {}
export class PreviewMaterialListDto extends createZodDto(previewMaterialListSchema) {}
export class MaterialListDetailDto extends createZodDto(materialListDetailSchema) {}
export class PageMaterialV3Dto extends createZodDto(pageMaterialV3Schema) {}
export class UseMaterialDto extends createZodDto(useMaterialSchema) {}
export class LibraryMaterialIdDto extends createZodDto(materialIdSchema) {}
export class CollectMaterialDto extends createZodDto(collectMaterialSchema) {}
export class SuggestionDto extends createZodDto(suggestionSchema) {}
export class MaterialFeedbackDto extends createZodDto(feedbackSchema) {}
export class ResourceContentDto extends createZodDto(resourceContentSchema) {}
