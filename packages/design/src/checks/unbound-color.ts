import { indexPanel } from '../operations/tree';
import type { DesignNode } from '../schema/node';
import type { Paint } from '../schema/paint';
import type { Check, Finding } from './types';

/** The property paths of every colour a node paints with (`fills.0.color`, `strokes.1.stops.0.color`…). */
export function colorPaths(node: DesignNode): string[] {
  const paths: string[] = [];
  const paints = (key: 'fills' | 'strokes', list: Paint[]) =>
    list.forEach((paint, i) => {
      if (!paint.visible) return;
      if (paint.type === 'solid') paths.push(`${key}.${i}.color`);
      else if (paint.type === 'linear-gradient')
        paint.stops.forEach((_s, j) => paths.push(`${key}.${i}.stops.${j}.color`));
    });
  paints('fills', node.fills);
  if (node.strokeWidth > 0) paints('strokes', node.strokes);
  node.effects.forEach((effect, i) => {
    if (effect.visible && (effect.type === 'drop-shadow' || effect.type === 'inner-shadow'))
      paths.push(`effects.${i}.color`);
  });
  return paths;
}

/** Colours not bound to a design-system token (one finding per node, listing the properties). */
export const checkUnboundColors: Check = (panel) => {
  const findings: Finding[] = [];
  for (const node of indexPanel(panel).nodes.values()) {
    if (!node.visible) continue;
    const unbound = colorPaths(node).filter((path) => !node.tokens?.[path]);
    if (unbound.length === 0) continue;
    const list = unbound.join(', ');
    findings.push({
      check: 'unbound-color',
      nodeIds: [node.id],
      message: { en: `Colours not bound to a token: ${list}`, zh: `颜色未绑定设计令牌：${list}` },
    });
  }
  return findings;
};
