import { parseColor } from '@boxify/design/color';
import { colorPaths } from '@boxify/design/checks';
import { nearest, colorDistance } from './color-distance';
import type { DesignContext } from './context';
import { unchanged, type Fix } from './types';
import { getAtPath, setAtPath, indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode } from '@boxify/design/schema';

// Gradient stops and shadow colours are bound only when a token is this close (ΔE): binding them to a far
// token would visibly change the gradient or the shadow.
const NEAR = 10;

/** The colour paths of a node that are unbound and that a token can take over. */
function bindable(node: DesignNode, context: DesignContext): { path: string; token: string; color: string }[] {
  const out: { path: string; token: string; color: string }[] = [];
  for (const path of colorPaths(node)) {
    if (node.tokens?.[path]) continue;
    const value = getAtPath(node, path);
    if (typeof value !== 'string') continue;
    // Translucent colours (#rrggbbaa) would lose their alpha to an opaque token.
    if (parseColor(value).a < 1) continue;
    const token = nearest(value, context.colors, (t) => t.color);
    if (!token) continue;
    const solid = /^(fills|strokes)\.\d+\.color$/.test(path);
    if (!solid && colorDistance(value, token.color) > NEAR) continue;
    out.push({ path, token: token.name, color: token.color });
  }
  return out;
}

/** Unbound colours → the nearest colour token of the library, bound and resolved. */
export const fixUnboundColors: Fix = {
  name: 'unbound-color',
  layout: false,
  changesLayout: false,
  run(panel, context) {
    const plans = new Map<string, ReturnType<typeof bindable>>();
    for (const node of indexPanel(panel).nodes.values()) {
      if (!node.visible) continue;
      const plan = bindable(node, context);
      if (plan.length > 0) plans.set(node.id, plan);
    }
    if (plans.size === 0) return unchanged(panel);
    const next = updateNodes(panel, plans.keys(), (node) => {
      let draft = node;
      const tokens = { ...node.tokens };
      for (const { path, token, color } of plans.get(node.id)!) {
        draft = setAtPath(draft, path, color);
        tokens[path] = token;
      }
      return { ...draft, tokens };
    });
    return { panel: next, changed: [...plans.keys()] };
  },
  describe: (n) => ({
    en: `Bound the colours of ${n} layers to the nearest library tokens`,
    zh: `已将 ${n} 个图层的颜色绑定到最接近的设计令牌`,
  }),
};
