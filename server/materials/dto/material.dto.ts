import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

export const pageMaterialSchema = z.strictObject({
  type: z.literal(3).default(3).describe('material type (spec §3): 3 page template'),
  query: z.string().trim().max(100).optional().describe('words in the title or tags'),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(200).default(20),
});

export const materialIdSchema = z.strictObject({ encryptedId: z.string().trim().min(1).max(64) });

const materialItem = z.object({
  encryptedId: z.string(),
  title: z.string(),
  component: z.object({
    preview: z.string().nullable().describe('an image address, when one is rendered'),
    width: z.number(),
    height: z.number(),
    bgTheme: z.enum(['light', 'dark']),
  }),
  personal: z.object({ collected: z.boolean() }),
  tags: z.array(z.string()),
  encryptedData: z.array(z.string()),
});

export const materialPageSchema = z.object({ items: z.array(materialItem), total: z.number() });
export const materialDetailSchema = materialItem.extend({
  content: z.record(z.string(), z.unknown()).describe('the template panel (the DesignPanel schema)'),
});

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class MaterialIdDto extends createZodDto(materialIdSchema) {}
export class PageMaterialDto extends createZodDto(pageMaterialSchema) {}
