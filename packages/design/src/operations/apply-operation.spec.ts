import {
  OperationSchema,
  applyOperation,
  operationJsonSchema,
  applyOperations,
  findNode,
  sequentialIds,
} from './index';
import { deepFreeze, panelOf } from '../testing/builders';

const panel = deepFreeze(
  panelOf([
    {
      id: 'f',
      type: 'frame',
      width: 300,
      height: 300,
      children: [{ id: 'a', type: 'rect', x: 10, y: 10, width: 10, height: 10 }],
    },
    { id: 'b', type: 'rect', x: 100, y: 100, width: 10, height: 10 },
  ]),
);

describe('applyOperation', () => {
  it('applies a sequence of descriptors as the editor and the API send them', () => {
    const next = applyOperations(
      panel,
      [
        { type: 'insert', parentId: 'f', index: 0, node: { id: 'n', type: 'text', characters: 'New' } },
        { type: 'move', ids: ['b'], dx: 10, dy: 0 },
        { type: 'move-to', ids: ['a'], x: 20, y: 20 },
        { type: 'set-properties', id: 'n', patch: { style: { fontSize: 24 } } },
        { type: 'set-auto-layout', id: 'f', layout: { mode: 'vertical', gap: 8 } },
        { type: 'set-sizing', id: 'n', sizing: { horizontal: 'fill' } },
        { type: 'reorder', id: 'n', direction: 'front' },
        { type: 'reparent', id: 'b', parentId: 'f' },
        { type: 'group', ids: ['a', 'n'] },
        { type: 'apply-tokens', tokens: {} },
      ],
      { ids: sequentialIds('g') },
    );
    const frame = findNode(next, 'f');
    expect(frame?.type === 'frame' && frame.children.map((c) => c.id)).toEqual(['g1', 'b']);
    expect(findNode(next, 'n')).toMatchObject({ style: { fontSize: 24 }, autoResize: 'height' });
    const ungrouped = applyOperation(next, { type: 'ungroup', id: 'g1' });
    const deleted = applyOperation(ungrouped, { type: 'delete', ids: ['a'] });
    expect(findNode(deleted, 'a')).toBeUndefined();
  });

  it('validates descriptors', () => {
    expect(OperationSchema.safeParse({ type: 'explode', id: 'a' }).success).toBe(false);
    expect(OperationSchema.safeParse({ type: 'delete', ids: [] }).success).toBe(false);
    expect(() => applyOperations(panel, [{ type: 'move', ids: ['a'], dx: 'far', dy: 0 }])).toThrow();
  });

  it('exports the descriptors as JSON Schema', () => {
    const schema = JSON.stringify(operationJsonSchema('openapi-3.0'));
    for (const type of ['insert', 'delete', 'reparent', 'group', 'set-auto-layout', 'apply-tokens']) {
      expect(schema).toContain(`"${type}"`);
    }
  });
});
