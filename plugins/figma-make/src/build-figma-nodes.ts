// A panel as Figma nodes. Pure: the `figma` global comes in as a parameter (tests pass figma-api-stub). Figma
// wants its steps in order: a node joins its parent before it is sized in the parent's auto layout, a frame's
// layoutMode comes before its padding and sizing, a text's font is loaded before its characters are set.
import type { DesignNode, FrameNode as DesignFrame, Panel, TextNode as DesignText } from '@boxify/design/schema';
import { effectiveSizing } from '@boxify/design/sizing';
import type { Box } from '@boxify/design/operations';

import { figmaEffect, figmaPaint, type ImageHashOf } from './figma-paints';
import { figmaSvg } from './figma-svg';
import {
  ALIGN,
  AUTO_RESIZE,
  CASES,
  DECORATIONS,
  fontStyleFor,
  JUSTIFY,
  figLayerName,
  PLUGIN_DATA_KEY,
  STROKE_ALIGN,
  TEXT_ALIGN,
  VERTICAL_ALIGN,
} from './figma-vocabulary';
import { extrasOf } from './plugin-data';

export type BuildOptions = {
  /** A node's laid-out box in panel coordinates (the kernel's layout); without it, the document's own size. */
  box?: (node: DesignNode) => Box | undefined;
  /** The bytes of a picture (null: the layer keeps its other fills). */
  imageBytes: (src: string) => Promise<Uint8Array | null>;
};

type Built = SceneNode & ChildrenMixin;

/** Builds the panel as one top-level frame on the current page, at `at`. */
export async function buildPanel(
  figma: PluginAPI,
  panel: Panel,
  options: BuildOptions,
  at: { x: number; y: number } = { x: 0, y: 0 },
): Promise<FrameNode> {
  const fonts = await loadFonts(figma, panel.children);
  const hashes = new Map<string, Promise<string | null>>();
  const imageHash: ImageHashOf = (src) => {
    if (!hashes.has(src))
      hashes.set(
        src,
        options.imageBytes(src).then((bytes) => (bytes ? figma.createImage(bytes).hash : null)),
      );
    return hashes.get(src)!;
  };
  const root = figma.createFrame();
  root.name = panel.name;
  root.setPluginData(PLUGIN_DATA_KEY, JSON.stringify({ panelId: panel.id }));
  root.resize(panel.width, panel.height);
  root.x = at.x;
  root.y = at.y;
  root.clipsContent = true;
  root.fills = [(await figmaPaint({ type: 'solid', color: panel.background, opacity: 1, visible: true }, imageHash))!];
  const ctx: Context = { figma, options, fonts, imageHash };
  const panelBox = { x: 0, y: 0, width: panel.width, height: panel.height };
  for (const child of kept(panel.children)) await buildNode(ctx, child, root, panelBox, undefined);
  return root;
}

type Context = {
  figma: PluginAPI;
  options: BuildOptions;
  fonts: Map<string, FontName>;
  imageHash: ImageHashOf;
};

// Figma cannot hold an empty text layer.
const kept = (nodes: readonly DesignNode[]) => nodes.filter((n) => n.type !== 'text' || n.characters.length > 0);

const fontKey = (family: string, weight: number) => `${family}|${weight}`;

/** Loads every font the texts use (a family Figma lacks falls back to Inter at the same weight). */
async function loadFonts(figma: PluginAPI, nodes: readonly DesignNode[]): Promise<Map<string, FontName>> {
  const wanted = new Map<string, DesignText['style']>();
  const walk = (list: readonly DesignNode[]) =>
    list.forEach((n) => {
      if (n.type === 'text') wanted.set(fontKey(n.style.fontFamily, n.style.fontWeight), n.style);
      if (n.type === 'frame' || n.type === 'group') walk(n.children);
    });
  walk(nodes);
  const available = await figma.listAvailableFontsAsync();
  const styles = (family: string) => available.filter((f) => f.fontName.family === family).map((f) => f.fontName.style);
  const fonts = new Map<string, FontName>();
  for (const [key, style] of wanted) {
    const family = styles(style.fontFamily).length ? style.fontFamily : 'Inter';
    const font = { family, style: fontStyleFor(style.fontWeight, styles(family)) };
    try {
      await figma.loadFontAsync(font);
      fonts.set(key, font);
    } catch {
      const fallback = { family: 'Inter', style: 'Regular' };
      await figma.loadFontAsync(fallback);
      fonts.set(key, fallback);
    }
  }
  return fonts;
}

function create(ctx: Context, node: DesignNode): SceneNode {
  const { figma } = ctx;
  switch (node.type) {
    case 'frame':
    case 'group':
      return figma.createFrame();
    case 'text':
      return figma.createText();
    case 'rect':
    case 'image':
      return figma.createRectangle();
    case 'ellipse':
      return figma.createEllipse();
    case 'icon':
    case 'vector':
      return figma.createNodeFromSvg(figmaSvg(node));
  }
}

async function buildNode(
  ctx: Context,
  node: DesignNode,
  parent: Built,
  parentBox: Box,
  flowParent: DesignFrame | undefined,
): Promise<void> {
  const box = ctx.options.box?.(node) ?? {
    x: parentBox.x + node.x,
    y: parentBox.y + node.y,
    width: node.width,
    height: node.height,
  };
  const made = create(ctx, node);
  parent.appendChild(made);
  made.name = figLayerName(node);
  const extras: Record<string, unknown> = { id: node.id, type: node.type, ...extrasOf(node) };
  made.setPluginData(PLUGIN_DATA_KEY, JSON.stringify(extras));

  if (node.type === 'frame' && made.type === 'FRAME') autoLayout(made, node);
  if (node.type === 'text' && made.type === 'TEXT') text(ctx, made, node);
  (made as FrameNode).resize(Math.max(box.width, 0.01), Math.max(box.height, 0.01));

  const inFlow = !!flowParent && !node.absolute;
  if (flowParent && node.absolute) (made as FrameNode).layoutPositioning = 'ABSOLUTE';
  place(made, box.x - parentBox.x, box.y - parentBox.y, box.width, box.height, node.rotation);
  if (flowParent) childSizing(made, node, flowParent, inFlow);
  // Last: sizing a text in auto layout changes its auto-resize; the document's says how it grows.
  if (node.type === 'text' && made.type === 'TEXT') made.textAutoResize = AUTO_RESIZE[node.autoResize];

  await paint(ctx, made, node);
  // Pictures keep their address: a panel sent back refers to the same files.
  const images = await imageAddresses(ctx, node);
  if (Object.keys(images).length) made.setPluginData(PLUGIN_DATA_KEY, JSON.stringify({ ...extras, images }));
  made.visible = node.visible;
  made.locked = node.locked;
  (made as FrameNode).opacity = node.opacity;

  if ((node.type === 'frame' || node.type === 'group') && made.type === 'FRAME') {
    for (const child of kept(node.children))
      await buildNode(ctx, child, made, box, node.type === 'frame' && node.layout.mode !== 'none' ? node : undefined);
    // A frame hugs its content once the content is there (a hug set before would hug nothing).
    if (node.type === 'frame') hug(made, node, inFlow);
  }
}

function autoLayout(frame: FrameNode, node: DesignFrame) {
  frame.clipsContent = node.clip;
  radius(frame, node.radius);
  const l = node.layout;
  if (l.mode === 'none') return;
  frame.layoutMode = l.mode === 'horizontal' ? 'HORIZONTAL' : 'VERTICAL';
  [frame.paddingTop, frame.paddingRight, frame.paddingBottom, frame.paddingLeft] = l.padding;
  frame.itemSpacing = l.gap;
  frame.primaryAxisAlignItems = JUSTIFY[l.justify];
  frame.counterAxisAlignItems = ALIGN[l.align];
  if (l.wrap) {
    frame.layoutWrap = 'WRAP';
    frame.counterAxisSpacing = l.wrapGap ?? l.gap;
  }
  frame.primaryAxisSizingMode = 'FIXED';
  frame.counterAxisSizingMode = 'FIXED';
}

function hug(frame: FrameNode, node: DesignFrame, inFlow: boolean) {
  const l = node.layout;
  if (l.mode === 'none') return;
  const sizing = effectiveSizing(node, inFlow);
  const [main, cross] =
    l.mode === 'horizontal' ? [sizing.horizontal, sizing.vertical] : [sizing.vertical, sizing.horizontal];
  if (main === 'hug') frame.primaryAxisSizingMode = 'AUTO';
  if (cross === 'hug') frame.counterAxisSizingMode = 'AUTO';
}

function text(ctx: Context, made: TextNode, node: DesignText) {
  const s = node.style;
  made.fontName = ctx.fonts.get(fontKey(s.fontFamily, s.fontWeight)) ?? { family: 'Inter', style: 'Regular' };
  made.characters = node.characters;
  made.fontSize = s.fontSize;
  made.lineHeight = s.lineHeight === 'auto' ? { unit: 'AUTO' } : { unit: 'PIXELS', value: s.lineHeight };
  made.letterSpacing = { unit: 'PIXELS', value: s.letterSpacing };
  made.textAlignHorizontal = TEXT_ALIGN[s.textAlign];
  made.textAlignVertical = VERTICAL_ALIGN[s.verticalAlign];
  made.textCase = CASES[s.textTransform];
  made.textDecoration = DECORATIONS[s.textDecoration];
}

function radius(made: FrameNode | RectangleNode, r: DesignNode['radius']) {
  if (typeof r === 'number') made.cornerRadius = r;
  else if (r.every((v) => v === r[0])) made.cornerRadius = r[0];
  else [made.topLeftRadius, made.topRightRadius, made.bottomRightRadius, made.bottomLeftRadius] = r;
}

/** At x, y in the parent, turned clockwise by `degrees` about the box's centre. */
function place(made: SceneNode, x: number, y: number, width: number, height: number, degrees: number) {
  if (!degrees) {
    made.x = x;
    made.y = y;
    return;
  }
  const rad = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const [cx, cy] = [x + width / 2, y + height / 2];
  made.relativeTransform = [
    [cos, -sin, cx - (cos * width) / 2 + (sin * height) / 2],
    [sin, cos, cy - (sin * width) / 2 - (cos * height) / 2],
  ];
}

function childSizing(built: SceneNode, node: DesignNode, parent: DesignFrame, inFlow: boolean) {
  if (!inFlow) return;
  const made = built as FrameNode;
  const sizing = effectiveSizing(node, true);
  // Figma hugs only texts and auto-layout frames (effectiveSizing says hug for no other).
  const figmaSizing = (mode: string) =>
    mode === 'fill' ? 'FILL' : mode === 'hug' && node.type !== 'group' ? 'HUG' : 'FIXED';
  made.layoutSizingHorizontal = figmaSizing(sizing.horizontal);
  made.layoutSizingVertical = figmaSizing(sizing.vertical);
  const row = parent.layout.mode === 'horizontal';
  const [main, cross] = row ? [sizing.horizontal, sizing.vertical] : [sizing.vertical, sizing.horizontal];
  made.layoutGrow = main === 'fill' ? 1 : 0;
  made.layoutAlign =
    cross === 'fill' || (parent.layout.align === 'stretch' && cross !== 'fixed') ? 'STRETCH' : 'INHERIT';
}

async function imageAddresses(ctx: Context, node: DesignNode): Promise<Record<string, string>> {
  const srcs = [...node.fills, ...node.strokes].flatMap((p) => (p.type === 'image' ? [p.src] : []));
  if (node.type === 'image' && node.src) srcs.push(node.src);
  const out: Record<string, string> = {};
  for (const src of srcs) {
    const hash = await ctx.imageHash(src);
    if (hash) out[hash] = src;
  }
  return out;
}

async function paints(ctx: Context, list: DesignNode['fills']): Promise<Paint[]> {
  const out = await Promise.all(list.map((p) => figmaPaint(p, ctx.imageHash)));
  return out.filter((p): p is Paint => p !== null);
}

async function paint(ctx: Context, built: SceneNode, node: DesignNode) {
  const made = built as FrameNode;
  made.effects = node.effects.map(figmaEffect);
  if (node.type === 'icon' || node.type === 'vector' || node.type === 'group') {
    // The SVG draws in the icon's colours; a group paints nothing and never clips.
    made.fills = [];
    if (made.type === 'FRAME') made.clipsContent = false;
    return;
  }
  const fills =
    node.type === 'image' && node.src
      ? [{ type: 'image' as const, src: node.src, fit: node.fit, opacity: 1, visible: true }, ...node.fills]
      : node.fills;
  made.fills = await paints(ctx, fills);
  made.strokes = await paints(ctx, node.strokes);
  made.strokeWeight = node.strokeWidth;
  made.strokeAlign = STROKE_ALIGN[node.strokeAlign];
  if (node.type === 'rect' || node.type === 'image') radius(made, node.radius);
}
