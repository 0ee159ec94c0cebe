import type { z } from 'zod';

/** The dotted path (`children.2.fills.0.color`) and message of the first issue of a zod error. */
export function zodErrorPath(error: z.ZodError): [string, string] {
  const issue = error.issues[0];
  const path = issue.path.map(String).join('.');
  return [path === '' ? '(root)' : path, issue.message];
}
