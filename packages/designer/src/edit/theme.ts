import { invertLightness } from './colors';
import { scopeNodes } from './targets';
import { noChange, type EditEnv, type EditOutcome } from './types';
import { designContext } from '../optimise/context';
import { fixTextContrast } from '../optimise/fix-contrast';
import { builtInLibrary, flattenTheme } from '../libraries';
import { NEUTRAL_LIBRARY } from '../libraries/neutral';
import { getAtPath, setAtPath, containsBox, indexPanel, updateNodes } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** Every paint colour of a node (fills, strokes, gradient stops); shadows keep their colour on both themes. */
function paintColorPaths(node: DesignNode): string[] {
  const paths: string[] = [];
  for (const key of ['fills', 'strokes'] as const) {
    node[key].forEach((paint, i) => {
      if (paint.type === 'solid') paths.push(`${key}.${i}.color`);
      else if (paint.type === 'linear-gradient')
        paint.stops.forEach((_s, j) => paths.push(`${key}.${i}.stops.${j}.color`));
    });
  }
  return paths;
}

/** Whether a colour is a saturated mid-tone (a brand colour) that both themes keep. */
const isBrand = (color: string) => invertLightness(color) === color;

/**
 * Nodes painted on a brand colour (a white icon on a purple tile, a toggle's knob on its green track): their
 * colours were chosen for that colour, which both themes keep, so they keep theirs too.
 */
function onBrandColor(panel: Panel, env: EditEnv): Set<string> {
  const layout = env.engine.layout(panel);
  const { nodes, order } = indexPanel(panel);
  const painted: { id: string; color: string }[] = [];
  const out = new Set<string>();
  for (const id of order) {
    const node = nodes.get(id)!;
    const box = layout.boxes.get(id);
    if (!box || !node.visible) continue;
    for (let i = painted.length - 1; i >= 0; i--) {
      const behind = layout.boxes.get(painted[i].id)!;
      if (!containsBox(behind, box, 0.5)) continue;
      if (isBrand(painted[i].color)) out.add(id);
      break;
    }
    const fill = node.fills.find((f) => f.visible && f.type === 'solid' && f.opacity >= 0.999);
    if (fill && fill.type === 'solid' && node.opacity >= 0.999) painted.push({ id, color: fill.color });
  }
  return out;
}

/**
 * "make it dark" / "改成深色" (and back to light): colours bound to the library's tokens take the other theme's
 * value of the same token; unbound colours have their lightness mirrored; texts are then kept at AA contrast.
 */
export function changeTheme(panel: Panel, theme: 'dark' | 'light', env: EditEnv): EditOutcome {
  const library = builtInLibrary(env.library?.libraryId ?? NEUTRAL_LIBRARY.id) ?? NEUTRAL_LIBRARY;
  const from = flattenTheme(library[theme === 'dark' ? 'light' : 'dark']);
  // A custom library sends the theme it wants in its own tokens.
  const to =
    env.library && env.library.theme === theme && !builtInLibrary(env.library.libraryId)
      ? env.library.tokens
      : flattenTheme(library[theme]);
  const updates = new Map<string, DesignNode>();
  const onBrand = onBrandColor(panel, env);
  for (const node of scopeNodes(panel, env.roots)) {
    let draft = node;
    for (const path of paintColorPaths(node)) {
      const current = getAtPath(node, path);
      if (typeof current !== 'string') continue;
      const token = node.tokens?.[path];
      const value =
        token && typeof to[token] === 'string'
          ? (to[token] as string)
          : token || onBrand.has(node.id)
            ? current
            : invertLightness(current);
      if (value.toLowerCase() !== current.toLowerCase()) draft = setAtPath(draft, path, value);
    }
    if (draft !== node) updates.set(node.id, draft);
  }
  let next = updates.size > 0 ? updateNodes(panel, updates.keys(), (n) => updates.get(n.id)!) : panel;
  const changed = new Set(updates.keys());
  // The whole panel: its background follows (the library's background token when it used it).
  if (env.roots.length === 0) {
    const background =
      panel.background.toLowerCase() === String(from['color.background']).toLowerCase() &&
      typeof to['color.background'] === 'string'
        ? to['color.background']
        : invertLightness(panel.background);
    if (background !== panel.background) next = { ...next, background };
  }
  if (next === panel) {
    return noChange(panel, {
      en: `It is already ${theme}; nothing was changed.`,
      zh: `已经是${theme === 'dark' ? '深色' : '浅色'}，未做任何修改。`,
    });
  }
  const texts = new Set(
    scopeNodes(next, env.roots)
      .filter((n) => n.type === 'text')
      .map((n) => n.id),
  );
  const contrast = fixTextContrast(
    next,
    designContext({ libraryId: library.id, theme, tokens: to }),
    env.engine.layout(next),
    texts,
  );
  contrast.changed.forEach((id) => changed.add(id));
  const n = changed.size;
  return {
    panel: contrast.panel,
    changed: [...changed],
    summary:
      theme === 'dark'
        ? {
            en: `Switched ${n} layers to the dark theme, keeping text contrast at WCAG AA.`,
            zh: `已将 ${n} 个图层切换为深色，并保持文字对比度符合 WCAG AA。`,
          }
        : {
            en: `Switched ${n} layers to the light theme, keeping text contrast at WCAG AA.`,
            zh: `已将 ${n} 个图层切换为浅色，并保持文字对比度符合 WCAG AA。`,
          },
  };
}
