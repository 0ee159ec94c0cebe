// What Figma cannot say about a layer rides along in its plugin data, so a panel comes back as it went:
// the Boxify id and type, an icon's library name, a vector's paths, a picture's address, roles and tokens.
import type { DesignNode } from '@boxify/design/schema';
import { effectiveSizing } from '@boxify/design/sizing';

export type Extras = Record<string, unknown> & { id?: string; type?: DesignNode['type'] };

export function extrasOf(node: DesignNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (node.role) out.role = node.role;
  if (node.tokens) out.tokens = node.tokens;
  if (node.lockRatio !== undefined) out.lockRatio = node.lockRatio;
  // Sizing Figma cannot express here (a hug on a rectangle, a fill outside auto layout) is kept as written.
  const effective = effectiveSizing(node, true);
  if (
    node.type !== 'text' &&
    (effective.horizontal !== node.sizing.horizontal || effective.vertical !== node.sizing.vertical)
  )
    out.sizing = node.sizing;
  if (node.type === 'text') out.sizing = node.sizing;
  switch (node.type) {
    case 'frame':
      if (node.layout.align === 'stretch') out.align = 'stretch';
      break;
    case 'image':
      Object.assign(out, { src: node.src, fit: node.fit, alt: node.alt, fills: node.fills });
      break;
    case 'icon':
      Object.assign(out, {
        library: node.library,
        icon: node.icon,
        style: node.style,
        svg: node.svg,
        fills: node.fills,
      });
      Object.assign(out, { strokes: node.strokes, strokeWidth: node.strokeWidth, strokeAlign: node.strokeAlign });
      break;
    case 'vector':
      Object.assign(out, { paths: node.paths, viewBox: node.viewBox, fills: node.fills });
      Object.assign(out, { strokes: node.strokes, strokeWidth: node.strokeWidth, strokeAlign: node.strokeAlign });
      break;
    case 'group':
    case 'text':
    case 'rect':
    case 'ellipse':
      break;
  }
  return out;
}

export function readExtras(raw: string): Extras {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Extras) : {};
  } catch {
    return {};
  }
}
