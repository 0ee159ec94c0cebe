import { z } from 'zod';

import { AutoLayoutSchema, DesignNodeSchema, SizingModeSchema } from '../schema/node';
import { designSchemaNames } from '../schema/json-schema';
import { assertWithinLimits, DocumentLimitError, findLimitViolation } from '../schema/limits';
import type { Panel } from '../schema/panel';
import { setAutoLayout, setSizing } from './auto-layout';
import { deleteNodes } from './delete';
import type { BoxLookup } from './geometry';
import { groupNodes, ungroupNode } from './group';
import { randomIds, type IdGenerator } from './ids';
import { insertNode } from './insert';
import { moveNodes, moveNodesTo } from './move';
import { reorderNode } from './reorder';
import { reparentNode } from './reparent';
import { setNodeProperties } from './set-properties';
import { applyTokens } from './tokens';
import { collectIds } from './tree';

const id = z.string().min(1);
const ids = z.array(id).min(1);
/** `null` (or the panel's id) is the panel's root. */
const parentId = id.nullable();

export const OperationSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('insert'),
    parentId,
    index: z.number().int().min(0).optional(),
    node: z.lazy(() => DesignNodeSchema),
  }),
  z.strictObject({ type: z.literal('delete'), ids }),
  z.strictObject({ type: z.literal('move'), ids, dx: z.number().finite(), dy: z.number().finite() }),
  z.strictObject({ type: z.literal('move-to'), ids, x: z.number().finite(), y: z.number().finite() }),
  z.strictObject({ type: z.literal('reparent'), id, parentId, index: z.number().int().min(0).optional() }),
  z.strictObject({ type: z.literal('reorder'), id, direction: z.enum(['forward', 'backward', 'front', 'back']) }),
  z.strictObject({ type: z.literal('group'), ids, groupId: id.optional(), name: z.string().optional() }),
  z.strictObject({ type: z.literal('ungroup'), id }),
  z.strictObject({ type: z.literal('set-properties'), id, patch: z.record(z.string(), z.unknown()) }),
  z.strictObject({ type: z.literal('set-auto-layout'), id, layout: AutoLayoutSchema.partial() }),
  z.strictObject({
    type: z.literal('set-sizing'),
    id,
    sizing: z.strictObject({ horizontal: SizingModeSchema.optional(), vertical: SizingModeSchema.optional() }),
  }),
  z.strictObject({
    type: z.literal('apply-tokens'),
    tokens: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
]);

/** The JSON Schema of an operation descriptor (modifyPanelStructure's body items, for the OpenAPI file). */
export function operationJsonSchema(target: 'draft-2020-12' | 'draft-07' | 'openapi-3.0' = 'draft-2020-12') {
  return z.toJSONSchema(OperationSchema, { target, io: 'input', metadata: designSchemaNames });
}

/** An operation descriptor, as the editor and the API's modifyPanelStructure send them. */
export type Operation = z.infer<typeof OperationSchema>;
export type OperationInput = z.input<typeof OperationSchema>;

export type OperationContext = {
  /** Ids for new nodes (groups); defaults to random ids. */
  ids?: IdGenerator;
  /** Current layout boxes, so that re-parenting and grouping keep what is on screen. */
  layout?: BoxLookup;
};

/** Applies one operation descriptor (already validated, or validated here with `OperationSchema.parse`). */
export function applyOperation(panel: Panel, operation: Operation, context: OperationContext = {}): Panel {
  const op = operation;
  switch (op.type) {
    case 'insert':
      return insertNode(panel, op.parentId, op.node, op.index);
    case 'delete':
      return deleteNodes(panel, op.ids);
    case 'move':
      return moveNodes(panel, op.ids, op.dx, op.dy);
    case 'move-to':
      return moveNodesTo(panel, op.ids, op.x, op.y);
    case 'reparent':
      return reparentNode(panel, op.id, op.parentId, op.index, context.layout);
    case 'reorder':
      return reorderNode(panel, op.id, op.direction);
    case 'group': {
      const taken = collectIds(panel);
      let groupId = op.groupId;
      while (groupId === undefined || taken.has(groupId)) groupId = (context.ids ?? randomIds)();
      return groupNodes(panel, op.ids, { id: groupId, name: op.name, layout: context.layout });
    }
    case 'ungroup':
      return ungroupNode(panel, op.id, context.layout);
    case 'set-properties':
      return setNodeProperties(panel, op.id, op.patch);
    case 'set-auto-layout':
      return setAutoLayout(panel, op.id, op.layout, context.layout);
    case 'set-sizing':
      return setSizing(panel, op.id, op.sizing);
    case 'apply-tokens':
      return applyTokens(panel, op.tokens);
  }
}

/** Validates descriptors from outside (the API, the editor) and applies them in order; all or nothing. */
/** Throws `DocumentLimitError` when a node brought in, or the document after them, goes over a limit. */
export function applyOperations(panel: Panel, operations: unknown[], context: OperationContext = {}): Panel {
  // A node brought in is checked before the schema parses it (a deep one would overflow the parser).
  operations.forEach((op, index) => {
    const node = typeof op === 'object' && op !== null ? (op as { node?: unknown }).node : undefined;
    const violation = node === undefined ? undefined : findLimitViolation(node, { path: `${index}.node` });
    if (violation) throw new DocumentLimitError(violation);
  });
  const parsed = z.array(OperationSchema).parse(operations);
  const result = parsed.reduce((doc, op) => applyOperation(doc, op, context), panel);
  assertWithinLimits(result);
  return result;
}
