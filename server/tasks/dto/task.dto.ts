import { z } from 'zod';

import { TASK_STATUSES } from '@server/common/jobs/task.entity';
import { createZodDto } from '@server/common/validation/zod-dto';

export const taskListQuerySchema = z.strictObject({
  kind: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const taskQuerySchema = z.strictObject({ taskId: z.uuid() });
export const downloadQuerySchema = z.strictObject({
  taskId: z.uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

export const taskViewSchema = z.object({
  taskId: z.string(),
  kind: z.string(),
  status: z.enum(TASK_STATUSES).describe('not-ready | initialized | in-progress | completed | failed'),
  progress: z.number(),
  error: z.string().nullable(),
  result: z.unknown().nullable(),
  download: z
    .object({
      fileName: z.string(),
      size: z.number(),
      url: z.string().describe("temporary link: the API's signed route (local disk) or the store's presigned GET (S3)"),
      expiresAt: z.string(),
      expired: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TaskViewDto = z.infer<typeof taskViewSchema>;

// Request DTOs: the types of the controllers' parameters, validated by their zod schemas.
export class DownloadQueryDto extends createZodDto(downloadQuerySchema) {}
export class TaskListQueryDto extends createZodDto(taskListQuerySchema) {}
export class TaskQueryDto extends createZodDto(taskQuerySchema) {}
