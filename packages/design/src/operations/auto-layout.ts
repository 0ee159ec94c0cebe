import { isAutoLayoutFrame, type AutoLayout, type DesignNode, type FrameNode, type Sizing } from '../schema/node';
import type { Panel } from '../schema/panel';
import { DesignOperationError } from './errors';
import type { BoxLookup } from './geometry';
import { applyPatch } from './set-properties';
import { getNode, parentOf, replaceNode, isPanel } from './tree';

/**
 * Sets a frame's auto layout (mode, gap, padding, align, justify, wrap). Turning it off does what Figma does:
 * children that filled it and the frame's own hugging become fixed sizes (from `layout` boxes when given).
 */
export function setAutoLayout(panel: Panel, frameId: string, patch: Partial<AutoLayout>, layout?: BoxLookup): Panel {
  const node = getNode(panel, frameId);
  if (node.type !== 'frame') throw new DesignOperationError('not-a-container', `Node ${frameId} is not a frame`);
  let frame = applyPatch(node, { layout: patch }) as FrameNode;
  if (frame.layout.mode === 'none') {
    const fix = (n: DesignNode): DesignNode => {
      const box = layout?.get(n.id);
      const h = n.sizing.horizontal === 'fill' || (n === frame && n.sizing.horizontal === 'hug');
      const v = n.sizing.vertical === 'fill' || (n === frame && n.sizing.vertical === 'hug');
      if (!h && !v) return n;
      return {
        ...n,
        width: h && box ? box.width : n.width,
        height: v && box ? box.height : n.height,
        sizing: { horizontal: h ? 'fixed' : n.sizing.horizontal, vertical: v ? 'fixed' : n.sizing.vertical },
      };
    };
    frame = { ...(fix(frame) as FrameNode), children: frame.children.map(fix) };
  }
  return replaceNode(panel, frameId, frame);
}

/**
 * Sets how a node sizes on each axis. `fill` needs an auto-layout parent (and a node in its flow); `hug` needs
 * content to hug: an auto-layout frame, a group or a text (whose auto-resize follows, as in Figma).
 */
export function setSizing(panel: Panel, id: string, sizing: Partial<Sizing>): Panel {
  const node = getNode(panel, id);
  const parent = parentOf(panel, id)!;
  // A text's current sizing follows its auto-resize (Figma keeps the two as one setting).
  const current: Sizing =
    node.type === 'text'
      ? {
          horizontal: node.autoResize === 'width-and-height' ? 'hug' : node.sizing.horizontal,
          vertical: node.autoResize !== 'none' && node.sizing.vertical !== 'fill' ? 'hug' : node.sizing.vertical,
        }
      : node.sizing;
  const next: Sizing = { ...current, ...sizing };
  const canFill = !isPanel(parent) && isAutoLayoutFrame(parent) && !node.absolute;
  const canHug = node.type === 'text' || node.type === 'group' || isAutoLayoutFrame(node);
  for (const axis of ['horizontal', 'vertical'] as const) {
    if (next[axis] === 'fill' && !canFill) {
      throw new DesignOperationError('invalid-sizing', `Fill container needs an auto-layout parent (${id})`, axis);
    }
    if (next[axis] === 'hug' && !canHug) {
      throw new DesignOperationError('invalid-sizing', `Fit content needs auto layout or text (${id})`, axis);
    }
  }
  if (node.type === 'text') {
    const autoResize =
      next.horizontal === 'hug' ? 'width-and-height' : next.vertical === 'hug' ? 'height' : ('none' as const);
    return replaceNode(panel, id, { ...node, sizing: next, autoResize });
  }
  return replaceNode(panel, id, { ...node, sizing: next });
}
