// The .fig export (issue 20): every design fixture, the renderer's edge cases and a panel of Figma extras are
// written as .fig and read back with an independent reader (fflate + fzstd + kiwi-schema); the node tree must
// equal the panel as the kernel lays it out — types, names, sizes, positions, colours, stack fields, texts and
// fonts — and the file must hold its invariants (unique guids, parents exist, no empty text, every image there).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { LayoutEngine, LayoutResult } from '@boxify/design/layout';
import { figFile, loadNodeLayoutEngine } from '@boxify/design/node';
import type { Box } from '@boxify/design/operations';
import { PanelSchema, type DesignNode, type Paint, type Panel } from '@boxify/design/schema';
import { EDGE_CASES } from '../fidelity/render-edge-cases';
import { FIG_EXTRAS } from './fig-extras';
import { boxOf, guidKey, hexOf, readFig, type FigRead, type FigReadNode, type FigReadPaint } from './fig-reader';

const FIXTURES = join(__dirname, '..', 'fixtures', 'designs');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => f.replace(/\.json$/, ''));
const extra: Record<string, Panel> = { [EDGE_CASES.id]: EDGE_CASES, [FIG_EXTRAS.id]: FIG_EXTRAS };
const loadPanel = (name: string): Panel =>
  extra[name] ?? PanelSchema.parse(JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')));

// What each kernel type becomes in Figma (images are rectangles painted with the picture; groups are frames
// that resize to fit).
const FIG_TYPES: Record<DesignNode['type'], string> = {
  frame: 'FRAME',
  group: 'FRAME',
  text: 'TEXT',
  rect: 'RECTANGLE',
  ellipse: 'ELLIPSE',
  image: 'RECTANGLE',
  icon: 'VECTOR',
  vector: 'VECTOR',
};
// Figma's name for an unnamed layer: the type's name (a rectangle spelled out).
const unnamed = (type: DesignNode['type']) => (type === 'rect' ? 'Rectangle' : type[0]!.toUpperCase() + type.slice(1));
const STYLES: Record<number, string> = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold' };
const HUG = 'RESIZE_TO_FIT_WITH_IMPLICIT_SIZE';
const TOLERANCE = 0.01;

type Check = (what: string, actual: unknown, expected: unknown) => void;

function paintsEqual(check: Check, read: FigRead, what: string, actual: FigReadPaint[] | undefined, expected: Paint[]) {
  check(`${what} count`, actual?.length ?? 0, expected.length);
  expected.forEach((paint, i) => {
    const fig = actual?.[i];
    if (!fig) return;
    check(`${what}[${i}] visible`, fig.visible, paint.visible);
    switch (paint.type) {
      case 'solid': {
        const want = hexOf({ ...hexColor(paint.color), a: hexColor(paint.color).a }, paint.opacity);
        check(`${what}[${i}]`, fig.color && hexOf(fig.color, fig.opacity), want);
        break;
      }
      case 'linear-gradient':
        check(`${what}[${i}] type`, fig.type, 'GRADIENT_LINEAR');
        check(
          `${what}[${i}] stops`,
          (fig.stops ?? []).map((s) => [hexOf(s.color).hex, Math.round(s.position * 100) / 100]),
          paint.stops.map((s) => [s.color.slice(0, 7).toLowerCase(), s.position]),
        );
        break;
      case 'image':
        check(`${what}[${i}] type`, fig.type, 'IMAGE');
        check(`${what}[${i}] image file`, !!fig.image && `images/${hashHex(fig.image.hash)}` in read.files, true);
        break;
    }
  });
}

const hashHex = (hash: Uint8Array) => Buffer.from(hash).toString('hex');

function hexColor(hex: string) {
  const v = hex.slice(1);
  const c = (i: number) => parseInt(v.slice(i, i + 2), 16) / 255;
  return { r: c(0), g: c(2), b: c(4), a: v.length === 8 ? c(6) : 1 };
}

function compareNode(
  node: DesignNode,
  fig: FigReadNode,
  parentBox: Box,
  parent: DesignNode | undefined,
  layout: LayoutResult,
  read: FigRead,
  problems: string[],
) {
  const check: Check = (what, actual, expected) => {
    const same =
      typeof expected === 'number' && typeof actual === 'number'
        ? Math.abs(actual - expected) <= TOLERANCE
        : JSON.stringify(actual) === JSON.stringify(expected);
    if (!same) problems.push(`${node.id} ${what}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
  };
  check('type', fig.type, FIG_TYPES[node.type]);
  check('name', fig.name, node.name || (node.type === 'text' ? node.characters.slice(0, 40) : unnamed(node.type)));
  check('visible', fig.visible, node.visible);
  check('locked', fig.locked, node.locked);
  check('opacity', fig.opacity, node.opacity);
  const box = layout.boxes.get(node.id)!;
  const at = boxOf(fig);
  check('x', at.x, box.x - parentBox.x);
  check('y', at.y, box.y - parentBox.y);
  check('width', at.width, box.width);
  check('height', at.height, box.height);
  check('rotation', Math.round(at.rotation * 100) / 100, node.rotation);

  const outlineIcon = node.type === 'icon' && node.style === 'outline';
  const fills = node.type === 'image' && node.src ? [imagePaint(node.src), ...node.fills] : node.fills;
  if (node.type !== 'group') {
    paintsEqual(check, read, 'fills', fig.fillPaints, outlineIcon ? [] : fills);
    paintsEqual(check, read, 'strokes', fig.strokePaints, outlineIcon ? node.fills : node.strokes);
    if (!outlineIcon) check('stroke weight', fig.strokeWeight, node.strokeWidth);
  }
  check(
    'effects',
    (fig.effects ?? []).map((e) => [e.type, e.color ? hexOf(e.color).hex : null, e.radius]),
    node.effects.map((e) =>
      e.type === 'drop-shadow' || e.type === 'inner-shadow'
        ? [e.type === 'drop-shadow' ? 'DROP_SHADOW' : 'INNER_SHADOW', e.color.slice(0, 7).toLowerCase(), e.blur]
        : [e.type === 'layer-blur' ? 'FOREGROUND_BLUR' : 'BACKGROUND_BLUR', null, e.radius],
    ),
  );
  if (node.type === 'frame' || node.type === 'rect' || node.type === 'image') {
    const r = node.radius;
    if (typeof r === 'number' || r.every((v) => v === r[0]))
      check('radius', fig.cornerRadius, typeof r === 'number' ? r : r[0]);
    else
      check(
        'radii',
        [
          fig.rectangleTopLeftCornerRadius,
          fig.rectangleTopRightCornerRadius,
          fig.rectangleBottomRightCornerRadius,
          fig.rectangleBottomLeftCornerRadius,
        ],
        r,
      );
  }
  if (node.type === 'group') check('resizes to fit', fig.resizeToFit, true);
  if (node.type === 'frame') {
    check('clips', !fig.frameMaskDisabled, node.clip);
    const l = node.layout;
    if (l.mode === 'none') check('stack mode', fig.stackMode ?? 'NONE', 'NONE');
    else {
      const row = l.mode === 'horizontal';
      check('stack mode', fig.stackMode, row ? 'HORIZONTAL' : 'VERTICAL');
      check('spacing', fig.stackSpacing, l.gap);
      check(
        'padding',
        [fig.stackVerticalPadding, fig.stackPaddingRight, fig.stackPaddingBottom, fig.stackHorizontalPadding],
        l.padding,
      );
      check(
        'primary align',
        fig.stackPrimaryAlignItems,
        { start: 'MIN', center: 'CENTER', end: 'MAX', 'space-between': 'SPACE_BETWEEN' }[l.justify],
      );
      check(
        'counter align',
        fig.stackCounterAlignItems,
        { start: 'MIN', center: 'CENTER', end: 'MAX', stretch: 'MIN', baseline: 'BASELINE' }[l.align],
      );
      const [main, cross] = row
        ? [node.sizing.horizontal, node.sizing.vertical]
        : [node.sizing.vertical, node.sizing.horizontal];
      check('primary sizing', fig.stackPrimarySizing, main === 'hug' ? HUG : 'FIXED');
      check('counter sizing', fig.stackCounterSizing, cross === 'hug' ? HUG : 'FIXED');
      if (l.wrap) check('wrap gap', fig.stackCounterSpacing, l.wrapGap ?? l.gap);
    }
  }
  if (parent?.type === 'frame' && parent.layout.mode !== 'none') {
    check('positioning', fig.stackPositioning, node.absolute ? 'ABSOLUTE' : 'AUTO');
    const mainAxis = parent.layout.mode === 'horizontal' ? 'horizontal' : 'vertical';
    if (!node.absolute && node.type !== 'text' && node.sizing[mainAxis] === 'fill')
      check('grows', fig.stackChildPrimaryGrow, 1);
  }
  if (node.type === 'text') {
    const s = node.style;
    check('characters', fig.textData?.characters, node.characters);
    check(
      'font',
      [fig.fontName?.family, fig.fontName?.style],
      [s.fontFamily, STYLES[s.fontWeight] ?? fig.fontName?.style],
    );
    check('font size', fig.fontSize, s.fontSize);
    check(
      'line height',
      [fig.lineHeight?.units, fig.lineHeight?.value],
      s.lineHeight === 'auto' ? ['PERCENT', 100] : ['PIXELS', s.lineHeight],
    );
    check('letter spacing', fig.letterSpacing?.value, s.letterSpacing);
    check(
      'text align',
      fig.textAlignHorizontal,
      { left: 'LEFT', center: 'CENTER', right: 'RIGHT', justify: 'JUSTIFIED' }[s.textAlign],
    );
  }
  if (node.type === 'icon' || node.type === 'vector') {
    const blob = read.blobs[fig.vectorData?.vectorNetworkBlob ?? -1];
    check('vector network', (blob?.bytes.length ?? 0) > 12, true);
    for (const g of fig.fillGeometry ?? []) check('geometry blob', read.blobs[g.commandsBlob] !== undefined, true);
  }
  if (node.type === 'frame' || node.type === 'group') {
    compareChildren(node.children, fig, box, node, layout, read, problems);
  }
}

const imagePaint = (src: string): Paint => ({ type: 'image', src, fit: 'fill', opacity: 1, visible: true });

function compareChildren(
  children: readonly DesignNode[],
  fig: FigReadNode,
  box: Box,
  parent: DesignNode | undefined,
  layout: LayoutResult,
  read: FigRead,
  problems: string[],
) {
  // Figma has no empty text layer: the export leaves them out.
  const kept = children.filter((c) => c.type !== 'text' || c.characters !== '');
  const figChildren = read.childrenOf(fig);
  if (figChildren.length !== kept.length) {
    problems.push(`${fig.name}: ${figChildren.length} children ≠ ${kept.length}`);
    return;
  }
  kept.forEach((child, i) => compareNode(child, figChildren[i]!, box, parent, layout, read, problems));
}

function invariants(read: FigRead): string[] {
  const problems: string[] = [];
  const keys = read.nodes.map((n) => guidKey(n.guid));
  if (new Set(keys).size !== keys.length) problems.push('guids are not unique');
  for (const n of read.nodes) {
    if (n.parentIndex && !read.byId.has(guidKey(n.parentIndex.guid))) problems.push(`${n.name}: no parent`);
    if (n.type === 'TEXT' && !n.textData?.characters) problems.push(`${n.name}: empty text`);
    for (const paint of [...(n.fillPaints ?? []), ...(n.strokePaints ?? [])]) {
      if (paint.type !== 'IMAGE') continue;
      if (!paint.image) {
        problems.push(`${n.name}: an image paint without its image`);
        continue;
      }
      const hex = hashHex(paint.image.hash);
      const file = read.files[`images/${hex}`];
      if (!file) problems.push(`${n.name}: image ${hex} missing`);
      else if (createHash('sha1').update(file).digest('hex') !== hex)
        problems.push(`${n.name}: image ${hex} is not its SHA-1`);
    }
  }
  return problems;
}

describe('.fig export', () => {
  let engine: LayoutEngine;

  beforeAll(async () => {
    engine = await loadNodeLayoutEngine();
  });

  it.each([...fixtures, EDGE_CASES.id, FIG_EXTRAS.id])('%s re-reads equal to the panel', async (name) => {
    const panel = loadPanel(name);
    const layout = engine.layout(panel);
    const read = readFig(await figFile(panel, { engine }));

    expect(read.prelude).toBe('fig-kiwi');
    expect(read.messageMagic).toEqual([0x28, 0xb5, 0x2f, 0xfd]);
    expect(read.meta.file_name).toBe(panel.name);
    expect([...read.files['thumbnail.png']!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(invariants(read)).toEqual([]);

    const page = read.nodes.find((n) => n.type === 'CANVAS' && !n.internalOnly)!;
    const [frame, ...others] = read.childrenOf(page);
    expect(others).toHaveLength(0);
    expect(frame).toMatchObject({ type: 'FRAME', name: panel.name, size: { x: panel.width, y: panel.height } });
    expect(hexOf(frame!.fillPaints![0]!.color!).hex).toBe(panel.background.slice(0, 7).toLowerCase());
    const problems: string[] = [];
    compareChildren(panel.children, frame!, layout.panel, undefined, layout, read, problems);
    expect(problems).toEqual([]);
  });

  it('leaves out empty texts and paints a picture it cannot read as the placeholder', async () => {
    const read = readFig(await figFile(FIG_EXTRAS, { engine }));
    expect(read.nodes.filter((n) => n.name === 'Empty')).toHaveLength(0);
    const remote = read.nodes.find((n) => n.name === 'Remote picture')!;
    expect(remote.fillPaints![0]!.type).toBe('IMAGE');
    expect(read.nodes.find((n) => n.name === 'Locked backdrop')!.locked).toBe(true);
  });
});
