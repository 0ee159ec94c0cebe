// Which image addresses the server-side renderer draws. satori fetches web addresses itself (refusing private
// ones) and throws on anything else: a relative path, `javascript:`, a blocked host or a broken data URL would
// fail the whole drawing. Those images are drawn as a placeholder instead.
import type { DesignNode } from '../schema/node';
import type { Paint } from '../schema/paint';
import type { Panel } from '../schema/panel';
import { base64OfText } from './base64';

/** A grey picture frame with a mountain and a sun: what an image the renderer cannot draw looks like. */
export const IMAGE_PLACEHOLDER = `data:image/svg+xml;base64,${base64OfText(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" preserveAspectRatio="xMidYMid slice">' +
    '<rect width="96" height="96" fill="#e5e7eb"/><circle cx="64" cy="32" r="8" fill="#9ca3af"/>' +
    '<path d="M16 76 40 44l16 20 10-12 14 24z" fill="#9ca3af"/></svg>',
)}`;

const EMBEDDED = /^data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,]/i;
const WEB = /^https?:\/\/[^/?#\s]/i;

/** An embedded picture, or an absolute web address (satori fetches it, refusing private addresses). */
export function isDrawableImageSrc(src: string): boolean {
  return EMBEDDED.test(src) || WEB.test(src);
}

/** Every image the renderer may not draw replaced by the placeholder; `all` replaces every image. */
export function withDrawableImages(panel: Panel, all = false): Panel {
  return withImagesKept(panel, (src) => !all && isDrawableImageSrc(src));
}

/** Every image whose address `keep` refuses replaced by the placeholder. */
export function withImagesKept(panel: Panel, keep: (src: string) => boolean): Panel {
  const paints = (list: Paint[]) =>
    list.map((p) => (p.type === 'image' && !keep(p.src) ? { ...p, src: IMAGE_PLACEHOLDER } : p));
  const node = (n: DesignNode): DesignNode => {
    const next = { ...n, fills: paints(n.fills), strokes: paints(n.strokes) } as DesignNode;
    if (next.type === 'image' && next.src !== undefined && !keep(next.src)) next.src = IMAGE_PLACEHOLDER;
    if (next.type === 'frame' || next.type === 'group') next.children = next.children.map(node);
    return next;
  };
  return { ...panel, children: panel.children.map(node) };
}

/** Whether a panel has any image to draw. */
export function hasImages(panel: Panel): boolean {
  const stack: DesignNode[] = [...panel.children];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if ((n.type === 'image' && n.src) || n.fills.some((p) => p.type === 'image')) return true;
    if (n.type === 'frame' || n.type === 'group') stack.push(...n.children);
  }
  return false;
}
