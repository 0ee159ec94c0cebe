import { z } from 'zod';

import { PANEL_MIN_HEIGHT, PANEL_MIN_WIDTH } from '@boxify/design/schema';
import { DESIGN_PANEL } from '@server/common/openapi/document';
import { DB_INT_MAX, productText } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';
import { SHARED_PANEL_ACCESS } from '@server/accounts/entities/plan-tier.entity';
import { VERSION_KINDS } from '@server/panels/entities/panel-version.entity';
import { PANEL_TEXTS, VERSION_TEXTS } from '@server/panels/panels.texts';
import { panelSummarySchema } from '@server/projects/dto/project.dto';

const id = z.uuid();
const shareToken = z.string().regex(/^[\w-]{16,64}$/);

const panelName = z
  .string({ error: productText(PANEL_TEXTS.nameRequired) })
  .trim()
  .min(1, productText(PANEL_TEXTS.nameRequired))
  .max(100);
const panelWidth = z
  .number({ error: productText(PANEL_TEXTS.widthRequired) })
  .int()
  .min(PANEL_MIN_WIDTH, productText(PANEL_TEXTS.widthTooSmall))
  .max(10000);
const panelHeight = z
  .number({ error: productText(PANEL_TEXTS.heightRequired) })
  .int()
  .min(PANEL_MIN_HEIGHT, productText(PANEL_TEXTS.heightTooSmall))
  .max(100000);
const background = z.string().regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a colour such as #ffffff');

// Where a new panel goes: a folder, or a project (its first folder).
const placement = { flowId: id.optional(), projectId: id.optional() };

export const createPanelSchema = z
  .strictObject({
    ...placement,
    name: panelName,
    width: panelWidth,
    height: panelHeight,
    background: background.optional(),
    children: z.array(z.unknown()).max(20000).optional().describe('initial nodes of the design document'),
  })
  .refine((body) => body.flowId || body.projectId, { message: 'flowId or projectId is required', path: ['flowId'] });

export const updatePanelSchema = z.strictObject({
  panelId: id,
  name: panelName.optional(),
  width: panelWidth.optional(),
  height: panelHeight.optional(),
  background: background.optional(),
  flowId: id.optional().describe('move the panel to this folder of the same project'),
  sort: z.number().int().min(0).max(DB_INT_MAX).optional(),
});

export const panelIdSchema = z.strictObject({ panelId: id });

export const pagePanelSchema = z
  .strictObject({
    ...placement,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(200).default(50),
  })
  .refine((body) => body.flowId || body.projectId, { message: 'flowId or projectId is required', path: ['flowId'] });

export const modifyPanelContentSchema = z.strictObject({
  panelId: id,
  version: z.number().int().min(1).max(DB_INT_MAX).describe('the version the client read; a stale one gets 40900002'),
  content: z
    .record(z.string(), z.unknown())
    .meta({ ...DESIGN_PANEL, description: 'the whole design document (the DesignPanel schema)' }),
});

export const modifyPanelStructureSchema = z.strictObject({
  panelId: id,
  version: z.number().int().min(1).max(DB_INT_MAX),
  operations: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .max(1000)
    .describe('kernel operations, applied in order'),
});

export const batchAddWireframeSchema = z
  .strictObject({
    ...placement,
    panels: z
      .array(
        z.strictObject({
          name: panelName,
          width: panelWidth,
          height: panelHeight,
          background: background.optional(),
          children: z.array(z.unknown()).max(20000).optional(),
        }),
      )
      .min(1)
      .max(50),
  })
  .refine((body) => body.flowId || body.projectId, { message: 'flowId or projectId is required', path: ['flowId'] });

export const importPanelSchema = z
  .strictObject({
    ...placement,
    fileName: z.string().trim().min(1).max(255).describe('the uploaded file name; only .json files are accepted'),
    json: z.string().min(1).describe('the file text: one panel, several panels, or a node tree'),
  })
  .refine((body) => body.flowId || body.projectId, { message: 'flowId or projectId is required', path: ['flowId'] });

export const panelSchema = panelSummarySchema.extend({ projectId: z.string(), flowId: z.string() });
export const panelPageSchema = z.object({ items: z.array(panelSchema), total: z.number() });
export const panelContentSchema = z.object({
  panelId: z.string(),
  projectId: z.string(),
  flowId: z.string(),
  name: z.string(),
  version: z.number(),
  content: z.record(z.string(), z.unknown()).meta({ ...DESIGN_PANEL, description: 'the design document' }),
  updatedAt: z.string(),
});
export const savedVersionSchema = z.object({ panelId: z.string(), version: z.number(), updatedAt: z.string() });
export const structureResultSchema = savedVersionSchema.extend({
  content: z
    .record(z.string(), z.unknown())
    .meta({ ...DESIGN_PANEL, description: 'the design document after the operations' }),
});
const shareAccess = z.enum(SHARED_PANEL_ACCESS);
export const sharePanelSchema = z.strictObject({
  panelId: id,
  access: shareAccess
    .optional()
    .describe("what the link grants: view, or edit (and duplicate) for plans that allow it; unset keeps the link's"),
});
export const shareSchema = z.object({ shareUrl: z.string(), token: z.string(), access: shareAccess });
export const sharingStoppedSchema = z.object({ stopped: z.literal(true) });
export const panelLocationSchema = z.object({
  panelId: z.string(),
  project: z.object({ projectId: z.string(), name: z.string() }),
  flow: z.object({ flowId: z.string(), name: z.string() }),
});
export const shareTokenQuerySchema = z.strictObject({ token: shareToken });
export const duplicateSharedPanelSchema = z.strictObject({ token: shareToken });
export const modifySharedPanelContentSchema = modifyPanelContentSchema.omit({ panelId: true }).extend({
  token: shareToken,
});
export const sharedPanelSchema = z.object({
  access: shareAccess.describe('what the link grants; editing needs a plan that allows it too'),
  version: z.number().describe('the version to name when saving an edit'),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  content: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});

export type PanelView = z.infer<typeof panelSchema>;

export const previewQuerySchema = z.strictObject({
  key: z.string().regex(/^[0-9a-f-]{36}-[\w-]{22}$/, 'a preview key'),
});

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class BatchAddWireframeDto extends createZodDto(batchAddWireframeSchema) {}
export class CreatePanelDto extends createZodDto(createPanelSchema) {}
export class ImportPanelDto extends createZodDto(importPanelSchema) {}
export class ModifyPanelContentDto extends createZodDto(modifyPanelContentSchema) {}
export class ModifyPanelStructureDto extends createZodDto(modifyPanelStructureSchema) {}
export class PagePanelDto extends createZodDto(pagePanelSchema) {}
export class PanelIdDto extends createZodDto(panelIdSchema) {}
export class PreviewQueryDto extends createZodDto(previewQuerySchema) {}
export class ShareTokenQueryDto extends createZodDto(shareTokenQuerySchema) {}
export class SharePanelDto extends createZodDto(sharePanelSchema) {}
export class DuplicateSharedPanelDto extends createZodDto(duplicateSharedPanelSchema) {}
export class ModifySharedPanelContentDto extends createZodDto(modifySharedPanelContentSchema) {}
export class UpdatePanelDto extends createZodDto(updatePanelSchema) {}

// Version history (outside the spec's catalogue).
export const pagePanelVersionSchema = z.strictObject({
  panelId: id,
  page: z.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(30),
});
export const panelVersionIdSchema = z.strictObject({ panelId: id, versionId: id });
export const restorePanelVersionSchema = panelVersionIdSchema.extend({
  version: z.number().int().min(1).max(DB_INT_MAX).describe("the panel's version the client read (as for a save)"),
});
export const namePanelVersionSchema = panelVersionIdSchema.extend({
  name: z
    .string({ error: productText(VERSION_TEXTS.nameRequired) })
    .trim()
    .min(1, productText(VERSION_TEXTS.nameRequired))
    .max(100),
});
export const panelVersionSchema = z.object({
  versionId: z.string(),
  seq: z.number().describe('1 for the oldest version of the panel, counting up'),
  panelVersion: z.number().describe("the panel's saved version this one holds"),
  kind: z.enum(VERSION_KINDS),
  summary: z.string().describe('what made it, in the caller\'s language ("Edited: 17 changes")'),
  changes: z.number().describe('layers changed'),
  name: z.string().nullable().describe('set by namePanelVersion: a named version is kept for ever'),
  pinned: z.boolean(),
  current: z.boolean().describe("holds the panel's current document"),
  author: z.object({ userId: z.string(), name: z.string().nullable() }),
  previewUrl: z.string().nullable().describe('a thumbnail, once a preview was rendered at this version'),
  createdAt: z.string(),
  savedAt: z.string().describe('the last save it holds (edits within a minute are one version)'),
});
export const panelVersionPageSchema = z.object({ items: z.array(panelVersionSchema), total: z.number() });
export const panelVersionContentSchema = panelVersionSchema.extend({
  content: z
    .record(z.string(), z.unknown())
    .meta({ ...DESIGN_PANEL, description: 'the design document of this version' }),
});
export class PagePanelVersionDto extends createZodDto(pagePanelVersionSchema) {}
export class PanelVersionIdDto extends createZodDto(panelVersionIdSchema) {}
export class RestorePanelVersionDto extends createZodDto(restorePanelVersionSchema) {}
export class NamePanelVersionDto extends createZodDto(namePanelVersionSchema) {}
