// The Figma plugin (issue 20): every design fixture is built as Figma nodes under figma-api-stub and read back
// with the reverse mapping; the panel that comes back equals the one that went (types, names, boxes, colours,
// auto layout, texts and fonts, Boxify ids). Then the plugin signs in by pairing against a real server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { effectiveSizing, type LayoutEngine, type LayoutResult } from '@boxify/design/layout';
import { loadNodeLayoutEngine } from '@boxify/design/node';
import type { Box } from '@boxify/design/operations';
import { PanelSchema, type DesignNode, type Effect, type Paint, type Panel } from '@boxify/design/schema';
import { buildPanel } from '../../plugins/figma-make/src/build-figma-nodes';
import { figLayerName, PLUGIN_DATA_KEY } from '../../plugins/figma-make/src/figma-vocabulary';
import { panelFromFigma } from '../../plugins/figma-make/src/read-figma-nodes';
import { EDGE_CASES } from '../fidelity/render-edge-cases';
import { FIG_EXTRAS } from '../fig/fig-extras';
import { stubFigma, type StubFigma } from './figma-stub';

const FIXTURES = join(__dirname, '..', 'fixtures', 'designs');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => f.replace(/\.json$/, ''));
const extra: Record<string, Panel> = { [EDGE_CASES.id]: EDGE_CASES, [FIG_EXTRAS.id]: FIG_EXTRAS };
const loadPanel = (name: string): Panel =>
  extra[name] ?? PanelSchema.parse(JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')));

// A 1×1 PNG stands in for every picture.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const TOLERANCE = 0.01;
const round = (v: number) => Math.round(v * 1000) / 1000;

/** A paint as the eye sees it: a colour's own alpha folded into the opacity (Figma keeps it so). */
function seen(paint: Paint): unknown {
  switch (paint.type) {
    case 'solid': {
      const alpha = paint.color.length === 9 ? parseInt(paint.color.slice(7), 16) / 255 : 1;
      return ['solid', paint.color.slice(0, 7).toLowerCase(), round(paint.opacity * alpha), paint.visible];
    }
    case 'linear-gradient':
      return [
        'gradient',
        round(((paint.angle % 360) + 360) % 360),
        paint.stops.map((s) => [s.position, s.color.toLowerCase()]),
        paint.opacity,
        paint.visible,
      ];
    case 'image':
      return ['image', paint.src, paint.fit, paint.opacity, paint.visible];
  }
}
const seenEffect = (e: Effect) => ('color' in e ? { ...e, color: e.color.toLowerCase() } : e);
const kept = (nodes: readonly DesignNode[]) => nodes.filter((n) => n.type !== 'text' || n.characters !== '');

function compare(
  went: DesignNode,
  came: DesignNode,
  parentBox: Box,
  flow: boolean,
  layout: LayoutResult,
  problems: string[],
) {
  const check = (what: string, actual: unknown, expected: unknown) => {
    const same =
      typeof expected === 'number' && typeof actual === 'number'
        ? Math.abs(actual - expected) <= TOLERANCE
        : JSON.stringify(actual) === JSON.stringify(expected);
    if (!same) problems.push(`${went.id} ${what}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
  };
  check('id', came.id, went.id);
  check('type', came.type, went.type);
  check('name', came.name, figLayerName(went));
  for (const key of ['visible', 'locked', 'opacity', 'rotation', 'absolute', 'role', 'tokens'] as const)
    check(key, came[key], went[key]);
  const box = layout.boxes.get(went.id)!;
  check('x', came.x, box.x - parentBox.x);
  check('y', came.y, box.y - parentBox.y);
  check('width', came.width, box.width);
  check('height', came.height, box.height);
  const inFlow = flow && !went.absolute;
  check('sizing', effectiveSizing(came, inFlow), effectiveSizing(went, inFlow));
  if (went.type !== 'group') {
    check('fills', came.fills.map(seen), went.fills.map(seen));
    check('strokes', came.strokes.map(seen), went.strokes.map(seen));
    check('stroke', [came.strokeWidth, came.strokeAlign], [went.strokeWidth, went.strokeAlign]);
    check('radius', came.radius, went.radius);
  }
  check('effects', came.effects.map(seenEffect), went.effects.map(seenEffect));
  if (went.type === 'frame' && came.type === 'frame') {
    const l = went.layout;
    check('layout', came.layout, l.wrap && l.wrapGap === l.gap ? { ...l, wrapGap: undefined } : l);
    check('clip', came.clip, went.clip);
  }
  if (went.type === 'text' && came.type === 'text') {
    check('characters', came.characters, went.characters);
    check('style', came.style, went.style);
    check('auto resize', came.autoResize, went.autoResize);
  }
  if (went.type === 'image' && came.type === 'image')
    check('picture', [came.src, came.fit, came.alt], [went.src, went.fit, went.alt]);
  if (went.type === 'icon' && came.type === 'icon')
    check('icon', [came.library, came.icon, came.style, came.svg], [went.library, went.icon, went.style, went.svg]);
  if (went.type === 'vector' && came.type === 'vector')
    check('paths', [came.paths, came.viewBox], [went.paths, went.viewBox]);
  if ((went.type === 'frame' || went.type === 'group') && (came.type === 'frame' || came.type === 'group')) {
    const children = kept(went.children);
    if (children.length !== came.children.length) {
      problems.push(`${went.id}: ${came.children.length} children ≠ ${children.length}`);
      return;
    }
    const childFlow = went.type === 'frame' && went.layout.mode !== 'none';
    children.forEach((c, i) => compare(c, came.children[i]!, box, childFlow, layout, problems));
  }
}

describe('Figma plugin: a panel as Figma nodes and back', () => {
  let engine: LayoutEngine;

  beforeAll(async () => {
    engine = await loadNodeLayoutEngine();
  });

  const build = async (figma: StubFigma, panel: Panel) => {
    const layout = engine.layout(panel);
    const frame = await buildPanel(figma, panel, {
      box: (node) => layout.boxes.get(node.id),
      imageBytes: async () => PNG,
    });
    return { frame, layout };
  };

  it.each([...fixtures, EDGE_CASES.id, FIG_EXTRAS.id])('%s comes back equal to the panel', async (name) => {
    const panel = loadPanel(name);
    const figma = stubFigma();
    const { frame, layout } = await build(figma, panel);

    expect(frame).toMatchObject({ type: 'FRAME', name: panel.name, width: panel.width, height: panel.height });
    expect(JSON.parse(frame.getPluginData(PLUGIN_DATA_KEY))).toEqual({ panelId: panel.id });
    const back = PanelSchema.parse(await panelFromFigma([frame], { imageSrc: async () => null }));
    expect([back.id, back.name, back.width, back.height]).toEqual([panel.id, panel.name, panel.width, panel.height]);
    expect(back.background.toLowerCase()).toBe(panel.background.slice(0, 7).toLowerCase());

    const problems: string[] = [];
    const children = kept(panel.children);
    expect(back.children).toHaveLength(children.length);
    children.forEach((c, i) => compare(c, back.children[i]!, layout.panel, false, layout, problems));
    expect(problems).toEqual([]);
  });

  it('loads every font (styles as Figma spells them) before texts, draws icons as SVG and pictures as image fills', async () => {
    const figma = stubFigma();
    const loaded: FontName[] = [];
    const load = figma.loadFontAsync.bind(figma);
    figma.loadFontAsync = async (font) => {
      loaded.push(font as FontName);
      return load(font);
    };
    const panel = loadPanel('sign-in-zh-mobile');
    const { frame } = await build(figma, panel);
    // Figma spells Noto Sans SC's and Inter's styles with spaces: the plugin asks for the ones Figma has.
    expect(loaded.every((f) => ['Inter', 'Noto Sans SC'].includes(f.family) && !/SemiBold/.test(f.style))).toBe(true);
    const texts = frame.findAll((n) => n.type === 'TEXT') as TextNode[];
    expect(texts.length).toBeGreaterThan(0);
    const families = new Set<string>();
    const walk = (nodes: readonly DesignNode[]): void =>
      nodes.forEach((n) =>
        n.type === 'text' ? families.add(n.style.fontFamily) : 'children' in n && walk(n.children),
      );
    walk(panel.children);
    expect(new Set(texts.map((t) => (t.fontName as FontName).family))).toEqual(families);

    const extras = stubFigma();
    const built = await build(extras, FIG_EXTRAS);
    const icons = built.frame.findAll((n) => JSON.parse(n.getPluginData(PLUGIN_DATA_KEY) || '{}').type === 'icon');
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(extras.svgOf(icon)).toMatch(/^<svg[^>]* width="[\d.]+" height="[\d.]+"/);
    const pictures = built.frame.findAll(
      (n) => n.type === 'RECTANGLE' && (n.fills as Paint_[]).some((p) => p.type === 'IMAGE'),
    );
    expect(pictures.length).toBeGreaterThan(0);
  });

  it('sets properties in the order Figma needs: layout mode first, child sizing once in the parent, text auto-resize last', async () => {
    const figma = stubFigma();
    type Event = { node: SceneNode; key: string; inParent: boolean };
    const events: Event[] = [];
    const WATCHED = [
      'layoutMode',
      'paddingTop',
      'itemSpacing',
      'primaryAxisSizingMode',
      'counterAxisSizingMode',
      'layoutSizingHorizontal',
      'layoutSizingVertical',
      'fontName',
      'characters',
      'textAutoResize',
    ];
    const watch = <T extends SceneNode>(node: T): T => {
      for (const key of WATCHED) {
        let proto: object | null = Object.getPrototypeOf(node);
        let inherited: PropertyDescriptor | undefined;
        while (proto && !inherited) {
          inherited = Object.getOwnPropertyDescriptor(proto, key);
          proto = Object.getPrototypeOf(proto);
        }
        let value: unknown;
        Object.defineProperty(node, key, {
          configurable: true,
          get() {
            return inherited?.get ? inherited.get.call(this) : value;
          },
          set(v: unknown) {
            events.push({ node, key, inParent: !!node.parent && node.parent.type !== 'PAGE' });
            if (inherited?.set) inherited.set.call(this, v);
            else value = v;
          },
        });
      }
      return node;
    };
    const createFrame = figma.createFrame.bind(figma);
    const createText = figma.createText.bind(figma);
    figma.createFrame = () => watch(createFrame());
    figma.createText = () => watch(createText());
    await build(figma, loadPanel('pricing-desktop'));

    const of = (node: SceneNode) => events.filter((e) => e.node === node).map((e) => e.key);
    const autoLayout = new Set(events.filter((e) => e.key === 'layoutMode').map((e) => e.node));
    expect(autoLayout.size).toBeGreaterThan(0);
    for (const frame of autoLayout) {
      const keys = of(frame);
      expect(keys.indexOf('layoutMode')).toBeLessThan(keys.indexOf('paddingTop'));
      expect(keys.indexOf('layoutMode')).toBeLessThan(keys.indexOf('primaryAxisSizingMode'));
    }
    const childSizing = events.filter((e) => e.key.startsWith('layoutSizing'));
    expect(childSizing.length).toBeGreaterThan(0);
    expect(childSizing.every((e) => e.inParent)).toBe(true);
    const texts = new Set(events.filter((e) => e.key === 'characters').map((e) => e.node));
    for (const text of texts) {
      const keys = of(text);
      expect(keys.indexOf('fontName')).toBeLessThan(keys.indexOf('characters'));
      expect(keys.lastIndexOf('textAutoResize')).toBe(keys.length - 1);
    }
  });

  it('reads layers drawn in Figma (no plugin data) as Boxify layers', async () => {
    const figma = stubFigma();
    const frame = figma.createFrame();
    frame.name = 'Drawn in Figma';
    frame.resize(400, 300);
    frame.fills = [{ type: 'SOLID', color: { r: 1, g: 1, b: 1 } }];
    frame.layoutMode = 'VERTICAL';
    frame.itemSpacing = 12;
    [frame.paddingTop, frame.paddingRight, frame.paddingBottom, frame.paddingLeft] = [16, 16, 16, 16];
    frame.primaryAxisAlignItems = 'CENTER';
    frame.counterAxisAlignItems = 'MIN';
    const text = figma.createText();
    frame.appendChild(text);
    text.fontName = { family: 'Inter', style: 'Semi Bold' };
    await figma.loadFontAsync(text.fontName);
    text.characters = 'Hello';
    text.fontSize = 20;
    text.lineHeight = { unit: 'PIXELS', value: 28 };
    text.letterSpacing = { unit: 'PERCENT', value: 10 };
    text.textAutoResize = 'WIDTH_AND_HEIGHT';
    text.fills = [{ type: 'SOLID', color: { r: 0.2, g: 0.4, b: 0.6 }, opacity: 0.5 }];
    const back = PanelSchema.parse(await panelFromFigma([frame], { imageSrc: async () => null }));
    expect(back).toMatchObject({ name: 'Drawn in Figma', width: 400, height: 300, background: '#ffffff' });
    const [child] = back.children;
    expect(child).toMatchObject({
      type: 'text',
      characters: 'Hello',
      style: { fontFamily: 'Inter', fontWeight: 600, fontSize: 20, lineHeight: 28, letterSpacing: 2 },
      fills: [{ type: 'solid', color: '#336699', opacity: 0.5 }],
    });
  });
});
type Paint_ = globalThis.Paint;
