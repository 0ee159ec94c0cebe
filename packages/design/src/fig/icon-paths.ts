// An icon's or a vector's drawing as path commands in the node's own box: what a .fig vector node holds.
import { sanitizeSvg, type SvgElement } from '../sanitize/svg';
import type { IconNode, VectorNode } from '../schema/node';
import { normalizePath, transformPath, type PathCommand } from './svg-path';

const num = (el: SvgElement, name: string) => Number(el.attrs[name] ?? 0) || 0;

/** The basic SVG shapes as path data (the icon sets draw with them beside paths). */
function shapeToPath(el: SvgElement): string | undefined {
  switch (el.tag) {
    case 'path':
      return el.attrs.d;
    case 'line':
      return `M${num(el, 'x1')} ${num(el, 'y1')}L${num(el, 'x2')} ${num(el, 'y2')}`;
    case 'polyline':
    case 'polygon': {
      const points = (el.attrs.points ?? '').trim();
      if (!points) return undefined;
      return `M${points}${el.tag === 'polygon' ? 'Z' : ''}`;
    }
    case 'circle':
    case 'ellipse': {
      const cx = num(el, 'cx');
      const cy = num(el, 'cy');
      const rx = el.tag === 'circle' ? num(el, 'r') : num(el, 'rx');
      const ry = el.tag === 'circle' ? num(el, 'r') : num(el, 'ry');
      if (rx <= 0 || ry <= 0) return undefined;
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
    }
    case 'rect': {
      const x = num(el, 'x');
      const y = num(el, 'y');
      const w = num(el, 'width');
      const h = num(el, 'height');
      if (w <= 0 || h <= 0) return undefined;
      const r = Math.min(num(el, 'rx') || num(el, 'ry'), w / 2, h / 2);
      if (r <= 0) return `M${x} ${y}h${w}v${h}h${-w}Z`;
      return (
        `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}` +
        `h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`
      );
    }
    default:
      return undefined;
  }
}

function collect(elements: readonly SvgElement[], out: string[]): void {
  for (const el of elements) {
    const d = shapeToPath(el);
    if (d) out.push(d);
    collect(el.children, out);
  }
}

const parseViewBox = (value: string | undefined): [number, number, number, number] | undefined => {
  const parts = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return parts.length === 4 && parts.every(Number.isFinite) && parts[2]! > 0 && parts[3]! > 0
    ? (parts as [number, number, number, number])
    : undefined;
};

export type Winding = 'NONZERO' | 'ODD';
export type FittedPath = { commands: PathCommand[]; winding: Winding };

function fitted(
  paths: readonly { d: string; winding: Winding }[],
  box: readonly [number, number, number, number],
  width: number,
  height: number,
): FittedPath[] {
  const [vx, vy, vw, vh] = box;
  const sx = width / vw;
  const sy = height / vh;
  return paths.flatMap(({ d, winding }) => {
    try {
      return [{ commands: transformPath(normalizePath(d), sx, sy, -vx * sx, -vy * sy), winding }];
    } catch {
      // A path an SVG renderer also skips.
      return [];
    }
  });
}

/** An icon's drawing at its size; outline icons are strokes (Tabler's 2 px on a 24 grid, scaled). */
export function iconPaths(
  node: IconNode,
  width: number,
  height: number,
): { paths: FittedPath[]; outline: boolean; strokeWidth: number } {
  const svg = node.svg?.trim() ?? '';
  let sources: string[] = [];
  let box: [number, number, number, number] = [0, 0, 24, 24];
  if (svg.startsWith('<')) {
    const safe = sanitizeSvg(svg);
    box = parseViewBox(safe?.viewBox) ?? box;
    collect(safe?.children ?? [], sources);
  } else if (svg) sources = [svg];
  const outline = node.style === 'outline';
  const paths = fitted(
    sources.map((d) => ({ d, winding: 'NONZERO' as const })),
    box,
    width,
    height,
  );
  return { paths, outline, strokeWidth: outline ? (2 * width) / box[2] : 0 };
}

/** A vector's paths in its box (its viewBox stretched onto the box, like the renderers' preserveAspectRatio none). */
export function vectorPaths(node: VectorNode, width: number, height: number): FittedPath[] {
  return fitted(
    node.paths.map((p) => ({ d: p.d, winding: p.fillRule === 'evenodd' ? ('ODD' as const) : ('NONZERO' as const) })),
    node.viewBox ?? [0, 0, node.width || 1, node.height || 1],
    width,
    height,
  );
}
