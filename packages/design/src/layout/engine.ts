import type { Node as YogaNode, Yoga } from 'yoga-layout/load';

import { FontSet, type FontBytesLoader } from '../fonts/font-set';
import { fontFiles } from '../fonts/font-files';
import type { Box } from '../operations/geometry';
import type { DesignNode, FrameNode, SizingMode, TextNode } from '../schema/node';
import type { Panel } from '../schema/panel';
import { measureText, type TextMeasure } from '../text/measure-text';
import type { LayoutResult, TextLayout } from './types';
import { effectiveSizing } from './sizing';

export { effectiveSizing } from './sizing';

type YogaModule = typeof import('yoga-layout/load');

export type LayoutEngine = {
  /** Computes every node's box (sync, once the engine is loaded). */
  layout(panel: Panel): LayoutResult;
  /** Measures a text node's characters at a width (undefined: no wrapping). */
  measureText(node: Pick<TextNode, 'characters' | 'style'>, maxWidth?: number): TextMeasure;
  readonly fonts: FontSet;
};

export type LayoutEngineOptions = {
  /**
   * Already loaded fonts (shared between engines), or a loader for the shipped font files. The default reads
   * them from node_modules (server); a browser passes a loader that fetches the same .ttf files.
   */
  fonts?: FontSet;
  loadFont?: FontBytesLoader;
};

let yogaModule: Promise<{ module: YogaModule; yoga: Yoga }> | undefined;
let defaultFonts: Promise<FontSet> | undefined;

// yoga-layout 3 is ESM with a wasm payload: it is imported on first use, never at module load (STACK.md trap 8).
function loadYogaOnce(): Promise<{ module: YogaModule; yoga: Yoga }> {
  yogaModule ??= import('yoga-layout/load').then(async (module) => ({ module, yoga: await module.loadYoga() }));
  return yogaModule;
}

/** Drops the loaded Yoga (after a trap left its memory unusable): the next engine loads a fresh instance. */
export function forgetYoga(): void {
  yogaModule = undefined;
}

async function loadDefaultFonts(): Promise<FontSet> {
  defaultFonts ??= FontSet.load(async (face) => fontFiles().read(face));
  return defaultFonts;
}

/** Loads Yoga and the shipped fonts once; returns a synchronous layout function. */
export async function loadLayoutEngine(options: LayoutEngineOptions = {}): Promise<LayoutEngine> {
  const [{ module, yoga }, fonts] = await Promise.all([
    loadYogaOnce(),
    options.fonts
      ? Promise.resolve(options.fonts)
      : options.loadFont
        ? FontSet.load(options.loadFont)
        : loadDefaultFonts(),
  ]);
  return createLayoutEngine(module, yoga, fonts);
}

// Widths a browser computes for content are LayoutUnits (1/64 px), rounded up.
const ceilLayoutUnit = (value: number) => Math.ceil(value * 64 - 1e-6) / 64;

function createLayoutEngine(Y: YogaModule, yoga: Yoga, fonts: FontSet): LayoutEngine {
  const config = yoga.Config.create();
  // Browsers do not snap boxes to whole pixels: neither do we.
  config.setPointScaleFactor(0);

  // Text rarely changes between two layouts of a document being edited: keep measures across layouts.
  const cache = new Map<string, TextMeasure>();
  const measure = (node: Pick<TextNode, 'characters' | 'style'>, maxWidth?: number): TextMeasure => {
    const s = node.style;
    const key = `${s.fontWeight}|${s.fontSize}|${s.lineHeight}|${s.letterSpacing}|${s.textTransform}|${maxWidth ?? ''}|${node.characters}`;
    let m = cache.get(key);
    if (!m) {
      m = measureText(fonts, node.characters, s, maxWidth);
      if (cache.size >= 20_000) cache.clear();
      cache.set(key, m);
    }
    return m;
  };

  const layout = (panel: Panel): LayoutResult => {
    const yogaNodes = new Map<string, YogaNode>();
    const measureNode = measure;
    // Where a group's box starts relative to its own x, y (its children's top-left corner).
    const groupOffsets = new Map<string, { x: number; y: number }>();
    const hugTexts = new Set<string>();

    const alignOf = (align: FrameNode['layout']['align']) =>
      align === 'center'
        ? Y.Align.Center
        : align === 'end'
          ? Y.Align.FlexEnd
          : align === 'stretch'
            ? Y.Align.Stretch
            : align === 'baseline'
              ? Y.Align.Baseline
              : Y.Align.FlexStart;
    const justifyOf = (justify: FrameNode['layout']['justify']) =>
      justify === 'center'
        ? Y.Justify.Center
        : justify === 'end'
          ? Y.Justify.FlexEnd
          : justify === 'space-between'
            ? Y.Justify.SpaceBetween
            : Y.Justify.FlexStart;

    const build = (node: DesignNode, parent: FrameNode | null): YogaNode => {
      const yn = yoga.Node.create(config);
      yogaNodes.set(node.id, yn);
      const inFlow = parent !== null && parent.layout.mode !== 'none' && !node.absolute && node.visible;
      const row = parent?.layout.mode === 'horizontal';
      const { horizontal, vertical } = effectiveSizing(node, inFlow);
      yn.setFlexShrink(0);

      const applyAxis = (mode: SizingMode, axis: 'horizontal' | 'vertical') => {
        const size = axis === 'horizontal' ? node.width : node.height;
        const main = inFlow && (axis === 'horizontal') === row;
        if (mode === 'fixed') {
          if (axis === 'horizontal') yn.setWidth(size);
          else yn.setHeight(size);
        } else if (mode === 'fill') {
          if (main) {
            yn.setFlexGrow(1);
            yn.setFlexShrink(1);
            yn.setFlexBasis(0);
          } else {
            yn.setAlignSelf(Y.Align.Stretch);
          }
        }
      };
      applyAxis(horizontal, 'horizontal');
      applyAxis(vertical, 'vertical');

      if (node.type === 'text') {
        const hugWidth = horizontal === 'hug';
        if (hugWidth) hugTexts.add(node.id);
        yn.setMeasureFunc((width, widthMode) => {
          const max = hugWidth || widthMode === Y.MeasureMode.Undefined ? undefined : width;
          const m = measureNode(node, max);
          return { width: hugWidth ? ceilLayoutUnit(m.width) : width, height: m.height };
        });
      } else if (node.type === 'frame') {
        const { layout: l } = node;
        if (l.mode !== 'none') {
          const isRow = l.mode === 'horizontal';
          yn.setFlexDirection(isRow ? Y.FlexDirection.Row : Y.FlexDirection.Column);
          yn.setPadding(Y.Edge.Top, l.padding[0]);
          yn.setPadding(Y.Edge.Right, l.padding[1]);
          yn.setPadding(Y.Edge.Bottom, l.padding[2]);
          yn.setPadding(Y.Edge.Left, l.padding[3]);
          yn.setGap(isRow ? Y.Gutter.Column : Y.Gutter.Row, l.gap);
          if (l.wrap) {
            yn.setFlexWrap(Y.Wrap.Wrap);
            yn.setGap(isRow ? Y.Gutter.Row : Y.Gutter.Column, l.wrapGap ?? l.gap);
            yn.setAlignContent(Y.Align.FlexStart);
          }
          // Column flexboxes fall back to start for baseline; rows align first baselines via margins below.
          yn.setAlignItems(l.align === 'baseline' ? Y.Align.FlexStart : alignOf(l.align));
          yn.setJustifyContent(justifyOf(l.justify));
        }
        node.children.forEach((child, i) => yn.insertChild(build(child, node), i));
        if (l.mode === 'horizontal' && l.align === 'baseline') alignBaselines(node, yn);
      } else if (node.type === 'group') {
        node.children.forEach((child, i) => yn.insertChild(build(child, null), i));
        // A group hugs its children: lay them out on their own first (nothing in them depends on the group).
        yn.calculateLayout(undefined, undefined, Y.Direction.LTR);
        let minX = Infinity;
        let minY = Infinity;
        let maxX = -Infinity;
        let maxY = -Infinity;
        for (let i = 0; i < node.children.length; i++) {
          const c = yn.getChild(i).getComputedLayout();
          minX = Math.min(minX, c.left);
          minY = Math.min(minY, c.top);
          maxX = Math.max(maxX, c.left + c.width);
          maxY = Math.max(maxY, c.top + c.height);
        }
        if (node.children.length === 0) minX = minY = maxX = maxY = 0;
        node.children.forEach((child, i) => {
          const c = yn.getChild(i);
          c.setPosition(Y.Edge.Left, child.x - minX);
          c.setPosition(Y.Edge.Top, child.y - minY);
        });
        yn.setWidth(maxX - minX);
        yn.setHeight(maxY - minY);
        groupOffsets.set(node.id, { x: minX, y: minY });
      }

      if (!inFlow) {
        const offset = groupOffsets.get(node.id) ?? { x: 0, y: 0 };
        yn.setPositionType(Y.PositionType.Absolute);
        yn.setPosition(Y.Edge.Left, node.x + offset.x);
        yn.setPosition(Y.Edge.Top, node.y + offset.y);
      }
      return yn;
    };

    // Yoga's JS binding has no baseline function: give each flow item a top margin that puts its first
    // baseline on the row's (CSS align-items: baseline; items without a baseline use their bottom edge).
    const baselineOf = (node: DesignNode): number | undefined => {
      if (!node.visible) return undefined;
      if (node.type === 'text') {
        const hug = node.autoResize === 'width-and-height';
        const first = measureNode(node, hug ? undefined : node.width).lines[0];
        return first?.baseline;
      }
      if (node.type === 'frame' && node.layout.mode !== 'none') {
        const first = node.children.find((c) => c.visible && !c.absolute);
        const inner = first ? baselineOf(first) : undefined;
        if (inner !== undefined) return node.layout.padding[0] + inner;
      }
      return node.sizing.vertical === 'fixed' || node.type !== 'frame' ? node.height : undefined;
    };
    const alignBaselines = (frame: FrameNode, yn: YogaNode) => {
      const items = frame.children
        .map((child, i) => ({ child, i, baseline: child.absolute ? undefined : baselineOf(child) }))
        .filter((item): item is { child: DesignNode; i: number; baseline: number } => item.baseline !== undefined);
      const top = Math.max(...items.map((item) => item.baseline));
      for (const item of items) yn.getChild(item.i).setMargin(Y.Edge.Top, top - item.baseline);
    };

    const root = yoga.Node.create(config);
    root.setWidth(panel.width);
    root.setHeight(panel.height);
    panel.children.forEach((child, i) => root.insertChild(build(child, null), i));
    root.calculateLayout(panel.width, panel.height, Y.Direction.LTR);

    const boxes = new Map<string, Box>();
    const text = new Map<string, TextLayout>();
    const read = (nodes: DesignNode[], originX: number, originY: number) => {
      for (const node of nodes) {
        const l = yogaNodes.get(node.id)!.getComputedLayout();
        const box = { x: originX + l.left, y: originY + l.top, width: l.width, height: l.height };
        boxes.set(node.id, box);
        if (node.type === 'frame' || node.type === 'group') read(node.children, box.x, box.y);
        else if (node.type === 'text') {
          const m = measureNode(node, hugTexts.has(node.id) ? undefined : box.width);
          const free = box.height - m.height;
          const offsetY =
            node.style.verticalAlign === 'middle' ? free / 2 : node.style.verticalAlign === 'bottom' ? free : 0;
          text.set(node.id, { ...m, offsetY });
        }
      }
    };
    read(panel.children, 0, 0);
    root.freeRecursive();
    return { boxes, text, groups: groupOffsets, panel: { x: 0, y: 0, width: panel.width, height: panel.height } };
  };

  return { layout, measureText: measure, fonts };
}
