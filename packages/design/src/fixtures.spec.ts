import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { runChecks } from './checks';
import { type LayoutEngine } from './layout';
import { loadNodeLayoutEngine } from './render/shared-engine';
import { indexPanel } from './operations/tree';
import { PanelSchema, type Panel } from './schema';

// The shared design fixtures (test/fixtures/designs/*.json, written by generate.ts) used by the renderers' tests.
const dir = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'designs');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const panels: [string, Panel][] = files.map((f) => [
  f,
  PanelSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))),
]);

let engine: LayoutEngine;
beforeAll(async () => {
  engine = await loadNodeLayoutEngine();
});

describe('design fixtures', () => {
  it('has at least 15 documents covering the model', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    const all = panels.flatMap(([, p]) => [...indexPanel(p).nodes.values()]);
    const json = JSON.stringify(panels.map(([, p]) => p));
    const has = (predicate: (n: (typeof all)[number]) => boolean) => all.some(predicate);
    expect(has((n) => n.fills.some((f) => f.type === 'linear-gradient'))).toBe(true);
    expect(has((n) => n.fills.some((f) => f.type === 'image'))).toBe(true);
    expect(has((n) => n.effects.some((e) => e.type === 'drop-shadow'))).toBe(true);
    expect(has((n) => n.effects.some((e) => e.type === 'inner-shadow'))).toBe(true);
    for (const align of ['inside', 'center', 'outside']) {
      expect(has((n) => n.strokes.length > 0 && n.strokeAlign === align)).toBe(true);
    }
    expect(has((n) => Array.isArray(n.radius) && new Set(n.radius).size > 1)).toBe(true);
    for (const type of ['icon', 'image', 'vector', 'group', 'ellipse', 'rect', 'text', 'frame']) {
      expect(has((n) => n.type === type)).toBe(true);
    }
    expect(has((n) => n.absolute)).toBe(true);
    expect(has((n) => n.type === 'frame' && n.layout.wrap)).toBe(true);
    expect(has((n) => n.sizing.horizontal === 'fill')).toBe(true);
    expect(has((n) => n.sizing.vertical === 'hug')).toBe(true);
    expect(has((n) => n.type === 'text' && /[\u4e00-\u9fff]/.test(n.characters) && /[a-z]/i.test(n.characters))).toBe(
      true,
    );
    expect(has((n) => n.type === 'text' && n.autoResize === 'height')).toBe(true);
    expect(json).toContain('data:image/png;base64,');
    const widths = panels.map(([, p]) => p.width);
    expect(widths).toEqual(expect.arrayContaining([375, 390, 1440]));
  });

  it.each(files.map((f, i) => [f, i]))('%s parses, has unique ids and lays out without NaN', (_file, i) => {
    const panel = panels[i as number][1];
    const { nodes } = indexPanel(panel);
    let count = 0;
    const ids = new Set<string>([panel.id]);
    const visit = (list: Panel['children']) => {
      for (const n of list) {
        count++;
        ids.add(n.id);
        if (n.type === 'frame' || n.type === 'group') visit(n.children);
      }
    };
    visit(panel.children);
    expect(ids.size).toBe(count + 1);
    const layout = engine.layout(panel);
    expect(layout.boxes.size).toBe(nodes.size);
    for (const [id, box] of layout.boxes) {
      expect([id, Number.isFinite(box.x + box.y + box.width + box.height)]).toEqual([id, true]);
    }
    expect(() => runChecks(panel, layout)).not.toThrow();
  });
});
