import { importDesignJson, IMPORT_MESSAGES } from './index';
import { sequentialIds } from '../operations/ids';
import { subtreeNodes } from '../operations/tree';

const panel = { id: 'p1', name: 'Sign in', width: 390, height: 844, children: [{ id: 'a', type: 'rect' }] };

describe('importDesignJson', () => {
  it('imports one panel, several panels, one node or a node array', () => {
    const one = importDesignJson('design.json', JSON.stringify(panel));
    expect(one.ok && one.panels.map((p) => p.name)).toEqual(['Sign in']);
    const two = importDesignJson('design.JSON', JSON.stringify([panel, { ...panel, id: 'p2', name: 'Home' }]));
    expect(two.ok && two.panels.length).toBe(2);
    const node = importDesignJson('card.json', JSON.stringify({ id: 'n', type: 'frame', width: 500, height: 50 }));
    expect(node.ok && node.panels[0]).toMatchObject({ name: 'card', width: 500, height: 100, version: 1 });
    const nodes = importDesignJson(
      'bits.json',
      JSON.stringify([
        { id: 'x', type: 'rect' },
        { id: 'y', type: 'text', characters: 'Hi' },
      ]),
    );
    expect(nodes.ok && nodes.panels[0].children.map((c) => c.type)).toEqual(['rect', 'text']);
  });

  it('accepts a panel file without an id', () => {
    const { id: _id, ...withoutId } = panel;
    const result = importDesignJson('home.json', JSON.stringify(withoutId));
    expect(result.ok && result.panels.map((p) => [p.name, p.children.length])).toEqual([['Sign in', 1]]);
  });

  it('migrates legacy documents before validating', () => {
    const legacy = importDesignJson(
      'old.json',
      JSON.stringify({ ...panel, version: 0, children: [{ id: 'r', type: 'rectangle', style: { color: '#ff0000' } }] }),
    );
    expect(legacy.ok && legacy.panels[0].children[0]).toMatchObject({ type: 'rect', fills: [{ color: '#ff0000' }] });
    const future = importDesignJson('new.json', JSON.stringify({ ...panel, version: 42 }));
    expect(future).toMatchObject({ ok: false, code: 'unsupported-version' });
  });

  it('refuses other extensions and reports parse failures with the spec texts', () => {
    expect(importDesignJson('design.txt', '{}')).toEqual({
      ok: false,
      code: 'not-json',
      message: IMPORT_MESSAGES.notJson,
    });
    expect(importDesignJson('design.json', '{"id": ')).toEqual({
      ok: false,
      code: 'parse-failed',
      message: { en: 'JSON file parse failed, please check the format', zh: 'JSON 文件解析失败，请检查格式' },
    });
    expect(IMPORT_MESSAGES.notJson).toEqual({ en: 'Only .json files are supported', zh: '仅支持 .json 文件' });
    expect(importDesignJson('design.json', '[]')).toMatchObject({ ok: false, code: 'empty' });
  });

  it('names the path of the first bad field in both languages', () => {
    const bad = {
      ...panel,
      children: [
        { id: 'a', type: 'rect' },
        { id: 'b', type: 'rect' },
        { id: 'c', type: 'rect', fills: [{ type: 'solid', color: 'blue' }] },
      ],
    };
    const result = importDesignJson('bad.json', JSON.stringify(bad));
    expect(result).toMatchObject({ ok: false, code: 'invalid', path: 'children.2.fills.0.color' });
    if (result.ok) throw new Error('expected a failure');
    expect(result.message.en).toMatch(/^children\.2\.fills\.0\.color: /);
    expect(result.message.zh).toMatch(/^children\.2\.fills\.0\.color：颜色无效/);
    const narrow = importDesignJson('bad.json', JSON.stringify({ ...panel, width: 100 }));
    expect(narrow).toMatchObject({ path: 'width' });
    if (!narrow.ok) expect(narrow.message.zh).toMatch(/^width：/);
    const inArray = importDesignJson(
      'bad.json',
      JSON.stringify([
        { id: 'x', type: 'rect' },
        { id: 'y', type: 'rect', opacity: 5 },
      ]),
    );
    expect(inArray).toMatchObject({ path: '1.opacity' });
    const inPanels = importDesignJson('bad.json', JSON.stringify([panel, { ...panel, name: '' }]));
    expect(inPanels).toMatchObject({ path: '1.name' });
  });

  it('regenerates colliding ids', () => {
    const dup = {
      ...panel,
      children: [
        { id: 'a', type: 'rect' },
        { id: 'a', type: 'frame', children: [{ id: 'p1', type: 'rect' }] },
      ],
    };
    const result = importDesignJson('dup.json', JSON.stringify(dup), {
      existingIds: ['p1'],
      ids: sequentialIds('new-'),
    });
    if (!result.ok) throw new Error(result.message.en);
    const [imported] = result.panels;
    const all = [imported.id, ...imported.children.flatMap(subtreeNodes).map((n) => n.id)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(['new-1', 'a', 'new-2', 'new-3']);
  });
});
