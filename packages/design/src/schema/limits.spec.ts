import { importDesignJson } from '../import';
import { applyOperations } from '../operations';
import { DOCUMENT_LIMITS, DocumentLimitError, findLimitViolation, LIMIT_MESSAGES, PanelSchema } from './index';

type RawNode = { id: string; type: string; children?: RawNode[]; [key: string]: unknown };

/** A frame nesting `depth` frames inside it (the outer one included), a rect at the bottom. */
function nested(depth: number, prefix = 'f'): RawNode {
  let node: RawNode = { id: `${prefix}-leaf`, type: 'rect' };
  for (let i = 0; i < depth; i++) node = { id: `${prefix}${i}`, type: 'frame', children: [node] };
  return node;
}

const panelOf = (children: unknown[]) => ({ id: 'p', name: 'Limits', width: 375, height: 800, children });

describe('document limits', () => {
  it('answers a panel nested 1,500 frames deep with the depth limit instead of overflowing the stack', () => {
    const violation = findLimitViolation([nested(1500)]);
    expect(violation).toMatchObject({ limit: 'depth', max: 64 });
    expect(violation!.path.split('.children.0').length - 1).toBe(64);
  });

  it('takes 64 levels and refuses the 65th', () => {
    // nested(63) is 63 frames and a rect: 64 levels.
    expect(findLimitViolation([nested(63)])).toBeUndefined();
    expect(findLimitViolation([nested(64)])?.limit).toBe('depth');
  });

  it('counts nodes at every depth', () => {
    const rects = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, type: 'rect' }));
    expect(findLimitViolation([{ id: 'f', type: 'frame', children: rects(19_999) }])).toBeUndefined();
    expect(findLimitViolation([{ id: 'f', type: 'frame', children: rects(20_000) }])).toMatchObject({
      limit: 'nodes',
      path: 'children.0.children.19999',
    });
  });

  it('counts a text in characters as a person does', () => {
    const text = (characters: string) => [{ id: 't', type: 'text', characters }];
    expect(findLimitViolation(text('😀'.repeat(10_000)))).toBeUndefined();
    expect(findLimitViolation(text('a'.repeat(10_001)))).toMatchObject({
      limit: 'textLength',
      path: 'children.0.characters',
    });
  });

  it('bounds embedded images at 5 MB, as an image node or an image fill', () => {
    const base64 = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;
    const image = (src: string) => [{ id: 'i', type: 'image', src }];
    expect(findLimitViolation(image(base64(DOCUMENT_LIMITS.imageBytes - 10)))).toBeUndefined();
    expect(findLimitViolation(image(base64(DOCUMENT_LIMITS.imageBytes + 10)))?.limit).toBe('imageBytes');
    const fill = [{ id: 'r', type: 'rect', fills: [{ type: 'image', src: base64(6 * 1024 * 1024) }] }];
    expect(findLimitViolation(fill)?.limit).toBe('imageBytes');
  });

  it('has a message in English and Chinese for each limit', () => {
    for (const limit of Object.keys(DOCUMENT_LIMITS) as (keyof typeof DOCUMENT_LIMITS)[]) {
      expect(LIMIT_MESSAGES[limit].en).toMatch(/\d/);
      expect(LIMIT_MESSAGES[limit].zh).toMatch(/\d/);
    }
  });

  it('refuses an import nested 500 deep with the limit, naming where', () => {
    const result = importDesignJson('deep.json', JSON.stringify(panelOf([nested(500)])));
    expect(result).toMatchObject({ ok: false, code: 'over-limit', limit: 'depth' });
    expect(!result.ok && result.message).toEqual(LIMIT_MESSAGES.depth);
    const tree = importDesignJson('tree.json', JSON.stringify(nested(500)));
    expect(!tree.ok && tree.path).toMatch(/^children\.0\.children/);
  });

  it('refuses operations that would nest deeper than the limit', () => {
    const panel = PanelSchema.parse(panelOf([nested(60)]));
    const insert = (node: unknown) => [{ type: 'insert', parentId: null, node }];
    expect(() => applyOperations(panel, insert(nested(1500, 'g')))).toThrow(DocumentLimitError);
    // Small enough on its own, too deep where it goes: inside the 60th frame.
    const deepInside = [{ type: 'insert', parentId: 'f0', node: nested(5, 'h') }];
    expect(() => applyOperations(panel, deepInside)).toThrow(DocumentLimitError);
    expect(applyOperations(panel, insert(nested(5, 'h'))).children).toHaveLength(2);
  });
});
