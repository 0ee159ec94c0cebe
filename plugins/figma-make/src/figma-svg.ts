// Icons and vectors reach Figma as SVG markup (figma.createNodeFromSvg draws it as vector layers).
import type { IconNode, Paint, VectorNode } from '@boxify/design/schema';

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The first visible solid colour of a paint list, as an SVG colour with its opacity. */
function solid(paints: readonly Paint[]): { color: string; opacity: number } | undefined {
  const p = paints.find((x) => x.visible && x.type === 'solid');
  if (!p || p.type !== 'solid') return undefined;
  const alpha = p.color.length === 9 ? parseInt(p.color.slice(7), 16) / 255 : 1;
  return { color: p.color.slice(0, 7), opacity: Math.round(p.opacity * alpha * 1000) / 1000 };
}

export function figmaSvg(node: IconNode | VectorNode): string {
  const w = Math.max(node.width, 1);
  const h = Math.max(node.height, 1);
  if (node.type === 'vector') {
    const fill = solid(node.fills);
    const stroke = solid(node.strokes);
    const [vx, vy, vw, vh] = node.viewBox ?? [0, 0, w, h];
    const paths = node.paths
      .map((p) => {
        const attrs = [`d="${escape(p.d)}"`, `fill="${fill?.color ?? 'none'}"`];
        if (fill && fill.opacity < 1) attrs.push(`fill-opacity="${fill.opacity}"`);
        if (p.fillRule === 'evenodd') attrs.push('fill-rule="evenodd"');
        if (stroke && node.strokeWidth > 0)
          attrs.push(`stroke="${stroke.color}"`, `stroke-width="${node.strokeWidth}"`);
        return `<path ${attrs.join(' ')}/>`;
      })
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vx} ${vy} ${vw} ${vh}" preserveAspectRatio="none">${paths}</svg>`;
  }
  const color = solid(node.fills)?.color ?? '#000000';
  const svg = node.svg?.trim() ?? '';
  if (svg.startsWith('<')) {
    // Stored markup is already cleaned by the schema; it is sized to the layer and coloured by the fills.
    return svg.replace(/currentColor/g, color).replace(/<svg\b/, `<svg width="${w}" height="${h}"`);
  }
  const outline = node.style === 'outline';
  const paint = outline
    ? `fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="${color}"`;
  const body = svg ? `<path d="${escape(svg)}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 24 24" ${paint}>${body}</svg>`;
}
