import { z } from 'zod';

import { createZodDto } from '@server/common/validation/zod-dto';

import { ASSET_FORMATS, CODE_FORMATS, DESIGN_FILE_FORMATS } from '@boxify/design/node';

const id = z.uuid();

export const exportCodeSchema = z.strictObject({
  panelId: id,
  framework: z.enum(CODE_FORMATS).describe('html: one HTML/CSS file; react: TSX + CSS module; vue: a Vue 3 SFC'),
});

export const exportAssetsSchema = z.strictObject({
  panelId: id,
  format: z.enum(ASSET_FORMATS),
  scales: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .min(1)
    .max(3)
    .optional()
    .describe('1×, 2×, 3× (default all three; SVG is always 1×)'),
  nodeIds: z.array(z.string().min(1)).max(50).optional().describe('export these layers instead of the whole panel'),
});

export const exportFigmaSchema = z.strictObject({ panelId: id });

export type ExportJobPayload = {
  panelId: string;
  format: (typeof CODE_FORMATS)[number] | (typeof ASSET_FORMATS)[number] | (typeof DESIGN_FILE_FORMATS)[number];
  scales?: (1 | 2 | 3)[];
  nodeIds?: string[];
};

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class ExportAssetsDto extends createZodDto(exportAssetsSchema) {}
export class ExportCodeDto extends createZodDto(exportCodeSchema) {}
export class ExportFigmaDto extends createZodDto(exportFigmaSchema) {}
