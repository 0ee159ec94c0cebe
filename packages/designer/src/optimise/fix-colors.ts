import { parseColor } from '@boxify/design/color';
import { colorPaths } from '@boxify/design/checks';
import type { LayoutResult } from '@boxify/design/layout';
import { colorDistance } from './color-distance';
import { inkBackdrops, inkContrast, inkContrasts, lowered, pathRole, tokensFor } from './color-roles';
import type { ColorToken, DesignContext } from './context';
import { unchanged, type Fix } from './types';
import { getAtPath, setAtPath, indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

// Gradient stops and shadow colours are bound only when a token is this close (ΔE): binding them to a far
// token would visibly change the gradient or the shadow.
const NEAR = 10;

type Binding = { path: string; token: string; color: string };
/** One unbound colour and the tokens of its role it may take, nearest first. */
type Plan = { id: string; path: string; value: string; candidates: ColorToken[]; ink: boolean };

function plansOf(node: DesignNode, context: DesignContext): Plan[] {
  const out: Plan[] = [];
  for (const path of colorPaths(node)) {
    if (node.tokens?.[path]) continue;
    const value = getAtPath(node, path);
    if (typeof value !== 'string') continue;
    // Translucent colours (#rrggbbaa) would lose their alpha to an opaque token.
    if (parseColor(value).a < 1) continue;
    const solid = /^(fills|strokes)\.\d+\.color$/.test(path);
    const candidates = tokensFor(pathRole(node, path, value), context.colors)
      .map((t) => ({ t, d: colorDistance(value, t.color) }))
      .filter(({ d }) => solid || d <= NEAR)
      .sort((a, b) => a.d - b.d)
      .map(({ t }) => t);
    if (candidates.length === 0) continue;
    const ink = (node.type === 'text' || node.type === 'icon') && path.startsWith('fills.');
    out.push({ id: node.id, path, value, candidates, ink });
  }
  return out;
}

function apply(panel: Panel, bindings: ReadonlyMap<string, Binding[]>): Panel {
  if (bindings.size === 0) return panel;
  return updateNodes(panel, bindings.keys(), (node) => {
    let draft = node;
    const tokens = { ...node.tokens };
    for (const { path, token, color } of bindings.get(node.id)!) {
      draft = setAtPath(draft, path, color);
      tokens[path] = token;
    }
    return { ...draft, tokens };
  });
}

const add = (map: Map<string, Binding[]>, plan: Plan, token: ColorToken) =>
  map.set(plan.id, [...(map.get(plan.id) ?? []), { path: plan.path, token: token.name, color: token.color }]);

/**
 * Binds every unbound colour to the nearest token of the same role, without lowering any text's or icon's
 * contrast: fills and strokes first (a fill that would lower the contrast of what sits on it stays unbound), then
 * the inks on their new backdrops (the nearest token of their role that keeps their contrast, or none).
 */
function bindColors(panel: Panel, context: DesignContext, layout: LayoutResult) {
  const { nodes, parents } = indexPanel(panel);
  const plans = [...nodes.values()].filter((n) => n.visible).flatMap((n) => plansOf(n, context));
  if (plans.length === 0) return unchanged(panel);
  const before = inkContrasts(panel, layout);
  const shapes = new Map<string, Binding[]>();
  for (const plan of plans.filter((p) => !p.ink)) add(shapes, plan, plan.candidates[0]);
  let next = apply(panel, shapes);
  // A fill that lowers the contrast of an ink inside it (or behind it) is left as it was.
  for (let guard = 0; guard < 8; guard++) {
    const worse = lowered(before, inkContrasts(next, layout));
    if (worse.length === 0) break;
    for (const id of worse) for (let p: string | undefined = id; p; p = parents.get(p) ?? undefined) shapes.delete(p);
    next = apply(panel, shapes);
  }
  const backdrops = inkBackdrops(next, layout);
  const inks = new Map<string, Binding[]>();
  for (const plan of plans.filter((p) => p.ink)) {
    const on = backdrops.get(plan.id);
    const floor = before.get(plan.id) ?? 0;
    const pick = on ? plan.candidates.find((t) => inkContrast(t.color, on) >= floor - 1e-3) : plan.candidates[0];
    if (pick) add(inks, plan, pick);
  }
  const all = new Map(shapes);
  for (const [id, list] of inks) all.set(id, [...(all.get(id) ?? []), ...list]);
  next = apply(panel, all);
  return next === panel ? unchanged(panel) : { panel: next, changed: [...all.keys()] };
}

/** Unbound colours → the nearest colour token of the same role, bound and resolved. */
export const fixUnboundColors: Fix = {
  name: 'unbound-color',
  layout: true,
  changesLayout: false,
  run: (panel, context, layout) => bindColors(panel, context, layout!),
  describe: (n) => ({
    en: `Bound the colours of ${n} layers to the nearest library tokens of the same role`,
    zh: `已将 ${n} 个图层的颜色绑定到同一用途中最接近的设计令牌`,
  }),
};
