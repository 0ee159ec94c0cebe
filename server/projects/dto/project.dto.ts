import { z } from 'zod';

import { productText } from '@server/common/validation/zod';
import { createZodDto } from '@server/common/validation/zod-dto';
import { PROJECT_TEXTS } from '@server/projects/projects.texts';

export const PROJECT_NAME_MAX = 20;

export const projectNameSchema = z
  .string({ error: productText(PROJECT_TEXTS.nameRequired) })
  .trim()
  .min(1, productText(PROJECT_TEXTS.nameRequired))
  .max(PROJECT_NAME_MAX, productText(PROJECT_TEXTS.nameTooLong));

const flowNameSchema = z.string().trim().min(1, productText(PROJECT_TEXTS.folderNameEmpty)).max(100);

const id = z.uuid();

export const addProjectSchema = z.strictObject({ name: projectNameSchema });
export const projectIdSchema = z.strictObject({ projectId: id });
export const copyProjectSchema = z.strictObject({ projectId: id, name: projectNameSchema.optional() });
export const updateProjectSchema = z.strictObject({ projectId: id, name: projectNameSchema });
export const pageProjectSchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(100).optional(),
});
export const hitAddProjectSchema = z.strictObject({});
export const saveFlowSchema = z.strictObject({ projectId: id, flowId: id.optional(), name: flowNameSchema.optional() });
export const sortFlowSchema = z.strictObject({ projectId: id, flowIds: z.array(id).min(1).max(500) });
export const deleteFlowSchema = z.strictObject({ flowId: id });

export const panelSummarySchema = z.object({
  panelId: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  background: z.string(),
  version: z.number(),
  previewUrl: z.string().nullable(),
  updatedAt: z.string(),
});

export const flowSchema = z.object({
  flowId: z.string(),
  projectId: z.string(),
  name: z.string(),
  sort: z.number(),
  pageCount: z.number(),
});

export const projectSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  flowCount: z.number(),
  pageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string().describe('last edited time'),
});

export const projectDetailSchema = projectSchema.extend({
  flows: z.array(flowSchema.extend({ panels: z.array(panelSummarySchema) })),
});

export const projectPageSchema = z.object({ items: z.array(projectSchema), total: z.number() });
export const hitAddProjectResultSchema = z.object({
  allowed: z.boolean(),
  used: z.number(),
  limit: z.number().nullable().describe('null: unlimited on this plan'),
});
export const deletedSchema = z.object({ deleted: z.literal(true) });

export type ProjectView = z.infer<typeof projectSchema>;
export type FlowView = z.infer<typeof flowSchema>;
export type PanelSummary = z.infer<typeof panelSummarySchema>;
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class AddProjectDto extends createZodDto(addProjectSchema) {}
export class CopyProjectDto extends createZodDto(copyProjectSchema) {}
export class DeleteFlowDto extends createZodDto(deleteFlowSchema) {}
export class HitAddProjectDto extends createZodDto(hitAddProjectSchema) {}
export class PageProjectDto extends createZodDto(pageProjectSchema) {}
export class ProjectIdDto extends createZodDto(projectIdSchema) {}
export class SaveFlowDto extends createZodDto(saveFlowSchema) {}
export class SortFlowDto extends createZodDto(sortFlowSchema) {}
export class UpdateProjectDto extends createZodDto(updateProjectSchema) {}
