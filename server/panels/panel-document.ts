import { z, ZodError } from 'zod';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { DB_INT_MAX, ZodPipeError } from '@server/common/validation/zod';
import { applyOperations, DesignOperationError } from '@boxify/design/operations';
import {
  DocumentLimitError,
  DocumentVersionError,
  migrate,
  type Panel,
  panelLimitViolation,
  PanelSchema,
} from '@boxify/design/schema';
// The schema cleans inline SVG with a DOM: on the server, jsdom, which the kernel's Node half registers.
import '@boxify/design/node';

import { DesignOverLimit } from './panels.exception';

// A design document from outside (a save, an import) made current and valid, or the validation
// code naming its first bad field (`content.children.2.fills.0.color`). The limits come first: the
// migration and the schema walk the tree recursively, and a tree nested thousands deep overflows them.
export function readDocument(raw: unknown, panelId: string): Panel {
  const violation = panelLimitViolation(raw);
  if (violation) throw new DesignOverLimit(violation);
  let migrated: unknown;
  try {
    migrated = migrate(raw);
  } catch (error) {
    if (error instanceof DocumentVersionError) {
      throw new AppException(ErrorCode.ValidationFailed, { field: 'content.version', reason: error.message });
    }
    throw error;
  }
  const withId = { ...(migrated as Record<string, unknown>), id: panelId };
  const parsed = PanelSchema.safeParse(withId);
  if (!parsed.success) throw new ZodPipeError(PanelSchema, withId, 'content');
  return parsed.data;
}

// The panel row keeps the document's name (100 characters) and its size as whole numbers in integer columns:
// a document past them is refused like any invalid one.
const StoredPanelSchema = z.object({
  name: z.string().max(100),
  width: z.number().max(DB_INT_MAX),
  height: z.number().max(DB_INT_MAX),
});

export function assertStorable(document: Panel): void {
  const row = { name: document.name, width: Math.round(document.width), height: Math.round(document.height) };
  if (!StoredPanelSchema.safeParse(row).success) throw new ZodPipeError(StoredPanelSchema, row, 'content');
}

export function emptyDocument(
  panelId: string,
  meta: { name: string; width: number; height: number; background?: string },
  children: unknown[] = [],
): Panel {
  return readDocument({ ...meta, id: panelId, children, version: 1 }, panelId);
}

// Kernel operations on a stored document; an impossible one is refused with its reason.
export function applyStructure(document: Panel, operations: unknown[]): Panel {
  try {
    return applyOperations(document, operations);
  } catch (error) {
    if (error instanceof DesignOperationError) {
      throw new AppException(
        ErrorCode.DesignChangeRefused,
        { reason: error.message },
        { data: { code: error.code, path: error.path ?? null } },
      );
    }
    if (error instanceof DocumentLimitError) throw new DesignOverLimit(error.violation, 'operations');
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      throw new AppException(ErrorCode.ValidationFailed, {
        field: ['operations', ...issue.path].join('.'),
        reason: issue.message,
      });
    }
    throw error;
  }
}
