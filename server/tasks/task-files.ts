import { z } from 'zod';

// A task that produces a file (an export zip, a .fig) puts this in its result.
export const taskFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

export function taskFileOf(result: unknown): TaskFile | undefined {
  const file = (result as { file?: unknown } | null)?.file;
  const parsed = taskFileSchema.safeParse(file);
  return parsed.success ? parsed.data : undefined;
}
