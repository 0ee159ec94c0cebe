// Figma nodes as a Boxify panel (the selection sent back as a new panel). Pure: reads only the nodes it is
// given. Layers the plugin built carry their Boxify id, type and what Figma cannot say in plugin data; layers
// drawn in Figma are read from Figma's own properties.
import type {
  AutoLayout,
  AutoLayoutInput,
  DesignNodeInput,
  Effect,
  Paint,
  PanelInput,
  SizingMode,
} from '@boxify/design/schema';

import { designEffect, designPaint, type ImageSrcOf } from './figma-paints';
import {
  ALIGN,
  AUTO_RESIZE,
  CASES,
  DECORATIONS,
  hexOf,
  JUSTIFY,
  keyOf,
  PLUGIN_DATA_KEY,
  STROKE_ALIGN,
  TEXT_ALIGN,
  VERTICAL_ALIGN,
  weightOfStyle,
} from './figma-vocabulary';
import { readExtras, type Extras } from './plugin-data';

export type ReadOptions = {
  /** The address of a Figma image the plugin did not place (its bytes as a data URL). */
  imageSrc: ImageSrcOf;
};

type Origin = { x: number; y: number };

/** One selected frame becomes the panel; anything else is wrapped in a panel the size of its bounds. */
export async function panelFromFigma(nodes: readonly SceneNode[], options: ReadOptions): Promise<PanelInput> {
  const only = nodes.length === 1 ? nodes[0]! : undefined;
  if (only && (only.type === 'FRAME' || only.type === 'COMPONENT')) {
    const extras = readExtras(only.getPluginData(PLUGIN_DATA_KEY));
    const fill = (only.fills as readonly Paint_[]).find((p) => p.type === 'SOLID' && p.visible !== false);
    return {
      id: typeof extras.panelId === 'string' ? extras.panelId : only.id,
      name: only.name || 'Figma',
      width: only.width,
      height: only.height,
      background: fill && fill.type === 'SOLID' ? hexOf({ ...fill.color, a: fill.opacity ?? 1 }) : '#ffffff',
      children: await readChildren(
        only,
        { x: 0, y: 0 },
        options,
        (only.layoutMode ?? 'NONE') !== 'NONE',
        only.layoutMode === 'HORIZONTAL',
      ),
    };
  }
  const left = Math.min(...nodes.map((n) => n.x));
  const top = Math.min(...nodes.map((n) => n.y));
  const right = Math.max(...nodes.map((n) => n.x + n.width));
  const bottom = Math.max(...nodes.map((n) => n.y + n.height));
  const children: DesignNodeInput[] = [];
  for (const n of nodes) children.push(await designNodeFromFigma(n, { x: left, y: top }, options, false));
  return {
    id: nodes[0]?.id ?? 'figma',
    name: nodes[0]?.name || 'Figma',
    width: Math.max(right - left, 375),
    height: Math.max(bottom - top, 100),
    children,
  };
}
type Paint_ = globalThis.Paint;

async function readChildren(
  node: ChildrenMixin,
  origin: Origin,
  options: ReadOptions,
  flow: boolean,
  parentRow?: boolean,
) {
  const out: DesignNodeInput[] = [];
  for (const child of node.children) out.push(await designNodeFromFigma(child, origin, options, flow, parentRow));
  return out;
}

async function paintsOf(list: readonly Paint_[] | symbol | undefined, extras: Extras, options: ReadOptions) {
  if (!Array.isArray(list)) return [];
  const images = (extras.images ?? {}) as Record<string, string>;
  const imageSrc: ImageSrcOf = async (hash) => images[hash] ?? options.imageSrc(hash);
  const out: Paint[] = [];
  for (const p of list as readonly Paint_[]) {
    const read = await designPaint(p, imageSrc);
    if (read) out.push(read);
  }
  return out;
}

/** x, y (the unrotated box's corner in the parent) and clockwise degrees, from the node's transform. */
function placement(node: SceneNode, origin: Origin) {
  const t = node.relativeTransform as Transform | undefined;
  if (!t || (t[0][0] === 1 && t[1][0] === 0))
    return { x: (node.x ?? 0) - origin.x, y: (node.y ?? 0) - origin.y, rotation: 0 };
  const [cos, sin] = [t[0][0], t[1][0]];
  const cx = t[0][2] + (cos * node.width) / 2 - (sin * node.height) / 2;
  const cy = t[1][2] + (sin * node.width) / 2 + (cos * node.height) / 2;
  const rotation = Math.round(((Math.atan2(sin, cos) * 180) / Math.PI) * 1000) / 1000;
  return { x: cx - node.width / 2 - origin.x, y: cy - node.height / 2 - origin.y, rotation };
}

function typeOf(node: SceneNode, extras: Extras): DesignNodeInput['type'] {
  if (extras.type) return extras.type;
  switch (node.type) {
    case 'TEXT':
      return 'text';
    case 'ELLIPSE':
      return 'ellipse';
    case 'GROUP':
      return 'group';
    case 'RECTANGLE':
      return Array.isArray(node.fills) && (node.fills as Paint_[]).some((p) => p.type === 'IMAGE') ? 'image' : 'rect';
    case 'VECTOR':
    case 'BOOLEAN_OPERATION':
    case 'STAR':
    case 'POLYGON':
    case 'LINE':
      return 'vector';
    default:
      return 'frame';
  }
}

/** How the node sizes in its parent's auto layout (`flow`) and by its own. */
function sizingOf(
  node: SceneNode,
  flow: boolean,
  parentRow: boolean | undefined,
): { horizontal: SizingMode; vertical: SizingMode } {
  const frame = node as FrameNode;
  const own = (axis: 'horizontal' | 'vertical'): SizingMode => {
    if (node.type !== 'FRAME' || frame.layoutMode === 'NONE') return 'fixed';
    const main = (frame.layoutMode === 'HORIZONTAL') === (axis === 'horizontal');
    return (main ? frame.primaryAxisSizingMode : frame.counterAxisSizingMode) === 'AUTO' ? 'hug' : 'fixed';
  };
  const fills = (axis: 'horizontal' | 'vertical') => {
    if (!flow || frame.layoutPositioning === 'ABSOLUTE') return false;
    const main = parentRow === (axis === 'horizontal');
    return main ? frame.layoutGrow === 1 : frame.layoutAlign === 'STRETCH';
  };
  return {
    horizontal: fills('horizontal') ? 'fill' : own('horizontal'),
    vertical: fills('vertical') ? 'fill' : own('vertical'),
  };
}

export async function designNodeFromFigma(
  node: SceneNode,
  origin: Origin,
  options: ReadOptions,
  flow: boolean,
  parentRow?: boolean,
): Promise<DesignNodeInput> {
  const extras = readExtras(node.getPluginData(PLUGIN_DATA_KEY));
  const type = typeOf(node, extras);
  const at = placement(node, origin);
  const geometry = node as SceneNode & MinimalFillsMixin & MinimalStrokesMixin & BlendMixin;
  const base = {
    id: extras.id ?? node.id,
    name: node.name,
    visible: node.visible ?? true,
    locked: node.locked ?? false,
    opacity: (node as FrameNode).opacity ?? 1,
    rotation: at.rotation,
    x: at.x,
    y: at.y,
    width: node.width,
    height: node.height,
    sizing: (extras.sizing as { horizontal: SizingMode; vertical: SizingMode }) ?? sizingOf(node, flow, parentRow),
    fills: await paintsOf(geometry.fills, extras, options),
    strokes: await paintsOf(geometry.strokes, extras, options),
    strokeWidth: typeof geometry.strokeWeight === 'number' ? geometry.strokeWeight : 1,
    strokeAlign: keyOf(STROKE_ALIGN, geometry.strokeAlign, 'inside'),
    effects: (geometry.effects ?? []).map(designEffect).filter((e): e is Effect => e !== null),
    absolute: flow && (node as FrameNode).layoutPositioning === 'ABSOLUTE',
    ...(extras.role ? { role: extras.role as never } : {}),
    ...(extras.tokens ? { tokens: extras.tokens as Record<string, string> } : {}),
    ...(extras.lockRatio !== undefined ? { lockRatio: extras.lockRatio as boolean } : {}),
  };
  const radius = radiusOf(node);
  switch (type) {
    case 'frame': {
      const f = node as FrameNode;
      const mode: AutoLayout['mode'] =
        f.layoutMode === 'HORIZONTAL' ? 'horizontal' : f.layoutMode === 'VERTICAL' ? 'vertical' : 'none';
      const layout: AutoLayoutInput =
        mode === 'none'
          ? { mode }
          : {
              mode,
              gap: f.itemSpacing,
              padding: [f.paddingTop, f.paddingRight, f.paddingBottom, f.paddingLeft] as [
                number,
                number,
                number,
                number,
              ],
              justify: keyOf(JUSTIFY, f.primaryAxisAlignItems, 'start'),
              align: (extras.align as 'stretch' | undefined) ?? keyOf(ALIGN, f.counterAxisAlignItems, 'start'),
              wrap: f.layoutWrap === 'WRAP',
              ...(f.layoutWrap === 'WRAP' && f.counterAxisSpacing !== f.itemSpacing
                ? { wrapGap: f.counterAxisSpacing ?? f.itemSpacing }
                : {}),
            };
      return {
        ...base,
        type,
        radius,
        layout,
        clip: f.clipsContent,
        children: await readChildren(f, { x: 0, y: 0 }, options, mode !== 'none', mode === 'horizontal'),
      };
    }
    case 'group': {
      // A Figma group places its children in its parent's space; ours places them in its own.
      const g = node as FrameNode | GroupNode;
      const inner = g.type === 'GROUP' ? { x: g.x, y: g.y } : { x: 0, y: 0 };
      return { ...base, type, fills: [], strokes: [], children: await readChildren(g, inner, options, false) };
    }
    case 'text': {
      const t = node as TextNode;
      const font = t.fontName as FontName;
      const lh = t.lineHeight as LineHeight;
      const ls = t.letterSpacing as LetterSpacing;
      const size = t.fontSize as number;
      return {
        ...base,
        type,
        characters: t.characters,
        autoResize: keyOf(AUTO_RESIZE, t.textAutoResize as 'NONE', 'none'),
        style: {
          fontFamily: font.family,
          fontWeight: weightOfStyle(font.style),
          fontSize: size,
          lineHeight: lh.unit === 'AUTO' ? 'auto' : lh.unit === 'PIXELS' ? lh.value : (lh.value * size) / 100,
          letterSpacing: ls.unit === 'PIXELS' ? ls.value : (ls.value * size) / 100,
          textAlign: keyOf(TEXT_ALIGN, t.textAlignHorizontal, 'left'),
          verticalAlign: keyOf(VERTICAL_ALIGN, t.textAlignVertical, 'top'),
          textTransform: keyOf(CASES, t.textCase as 'ORIGINAL', 'none'),
          textDecoration: keyOf(DECORATIONS, t.textDecoration as 'NONE', 'none'),
        },
      };
    }
    case 'rect':
    case 'ellipse':
      return type === 'rect' ? { ...base, type, radius } : { ...base, type };
    case 'image': {
      if (extras.type === 'image')
        return {
          ...base,
          type,
          radius,
          fills: (extras.fills as Paint[]) ?? [],
          ...(extras.src ? { src: extras.src as string } : {}),
          fit: (extras.fit as 'fill') ?? 'fill',
          ...(extras.alt ? { alt: extras.alt as string } : {}),
        };
      const [picture, ...rest] = base.fills;
      return picture?.type === 'image'
        ? { ...base, type, radius, src: picture.src, fit: picture.fit, fills: rest }
        : { ...base, type, radius };
    }
    case 'icon':
      return {
        ...base,
        type,
        library: (extras.library as string) ?? 'tabler',
        icon: (extras.icon as string) ?? node.name,
        style: (extras.style as 'outline') ?? 'outline',
        ...(extras.svg ? { svg: extras.svg as string } : {}),
        ...strokeExtras(extras, base),
      };
    case 'vector': {
      if (extras.type === 'vector')
        return {
          ...base,
          type,
          paths: extras.paths as { d: string; fillRule: 'nonzero' | 'evenodd' }[],
          ...(extras.viewBox ? { viewBox: extras.viewBox as [number, number, number, number] } : {}),
          ...strokeExtras(extras, base),
        };
      const v = node as VectorNode;
      const paths = (v.vectorPaths ?? []).map((p) => ({
        d: p.data,
        fillRule: p.windingRule === 'EVENODD' ? ('evenodd' as const) : ('nonzero' as const),
      }));
      return { ...base, type, paths, viewBox: [0, 0, Math.max(node.width, 1), Math.max(node.height, 1)] };
    }
  }
}

/** An icon's or a vector's colours live in the SVG Figma drew: the ones it was made with come back. */
function strokeExtras(extras: Extras, base: { fills: Paint[]; strokes: Paint[]; strokeWidth: number }) {
  return {
    fills: (extras.fills as Paint[]) ?? base.fills,
    strokes: (extras.strokes as Paint[]) ?? base.strokes,
    strokeWidth: (extras.strokeWidth as number) ?? base.strokeWidth,
    strokeAlign: (extras.strokeAlign as 'inside') ?? 'inside',
  };
}

function radiusOf(node: SceneNode): number | [number, number, number, number] {
  const r = node as RectangleNode;
  if (typeof r.cornerRadius === 'number') return r.cornerRadius;
  if (r.topLeftRadius === undefined) return 0;
  return [r.topLeftRadius, r.topRightRadius, r.bottomRightRadius, r.bottomLeftRadius];
}
