import { AA_LARGE, AA_NORMAL, isLargeText, textBackdrops } from '@boxify/design/checks';
import { accessibleShade, colorLabel } from './colors';
import { namedTargets } from './structure';
import { scopeNodes } from './targets';
import { layerList, needsTarget, noChange, notFound, type EditEnv, type EditOutcome } from './types';
import { fixTextContrast, withFillColor } from '../optimise/fix-contrast';
import { nearestTypeStep } from '../optimise/fix-type-scale';
import { indexPanel, subtreeNodes, updateNodes } from '@boxify/design/operations';
import { isAutoLayoutFrame, type DesignNode, type FrameNode, type TextNode } from '@boxify/design/schema';
import type { Panel } from '@boxify/design/schema';

const CONTROLS = new Set(['button', 'input', 'link']);
const layers = (n: number) => (n === 1 ? '1 layer' : `${n} layers`);

/** Applies per-node updates and answers the ids whose node really changed. */
function applyUpdates(panel: Panel, updates: Map<string, DesignNode>): { panel: Panel; changed: string[] } {
  const { nodes } = indexPanel(panel);
  const changed = [...updates.keys()].filter((id) => JSON.stringify(updates.get(id)) !== JSON.stringify(nodes.get(id)));
  if (changed.length === 0) return { panel, changed };
  return { panel: updateNodes(panel, changed, (n) => updates.get(n.id)!), changed };
}

/**
 * "make the button green" / "把按钮改成绿色": a shape takes the colour as its fill and its labels an accessible
 * text colour; a text takes the nearest shade of the colour that keeps AA contrast on what is behind it.
 */
export function recolor(panel: Panel, target: string, color: string, env: EditEnv): EditOutcome {
  const targets = namedTargets(panel, target, env);
  if (targets === 'needs-target') return needsTarget(panel);
  if (targets.length === 0) return notFound(panel, target);
  const updates = new Map<string, DesignNode>();
  for (const node of targets) {
    if (node.type === 'text') continue;
    updates.set(
      node.id,
      withFillColor(
        node,
        node.fills.findIndex((f) => f.visible && f.type === 'solid'),
        color,
        undefined,
      ),
    );
  }
  let next = applyUpdates(panel, updates);
  // Texts are coloured on the new backdrops (a text inside a recoloured card).
  const layout = env.engine.layout(next.panel);
  const backdrops = textBackdrops(next.panel, layout);
  const textUpdates = new Map<string, DesignNode>();
  for (const node of targets.filter((n): n is TextNode => n.type === 'text')) {
    const backdrop = backdrops.get(node.id);
    const shade = backdrop
      ? accessibleShade(color, backdrop.background, isLargeText(node) ? AA_LARGE : AA_NORMAL)
      : color;
    textUpdates.set(
      node.id,
      withFillColor(
        node,
        node.fills.findIndex((f) => f.visible && f.type === 'solid'),
        shade,
        undefined,
      ),
    );
  }
  const texts = applyUpdates(next.panel, textUpdates);
  next = { panel: texts.panel, changed: [...next.changed, ...texts.changed] };
  // Labels on a recoloured shape: keep them readable (the library's on-* colours first).
  const labels = new Set(
    targets
      .filter((n) => n.type !== 'text')
      .flatMap((n) =>
        subtreeNodes(n)
          .filter((d) => d.type === 'text')
          .map((d) => d.id),
      ),
  );
  if (labels.size > 0) {
    // The user chose the fill: only the labels may move.
    const contrast = fixTextContrast(next.panel, env.context, env.engine.layout(next.panel), labels, {
      moveFills: false,
    });
    next = { panel: contrast.panel, changed: [...next.changed, ...contrast.changed] };
  }
  const label = colorLabel(color);
  if (next.changed.length === 0) {
    return noChange(panel, {
      en: `${layerList(targets).en} is already ${label.en}.`,
      zh: `${layerList(targets).zh}已经是${label.zh}。`,
    });
  }
  const names = layerList(targets);
  const extra = next.changed.length > targets.length;
  return {
    ...next,
    summary: {
      en: `Made ${names.en} ${label.en}${label.en === color ? '' : ` (${color})`}${extra ? ' and kept its text readable' : ''}.`,
      zh: `已将${names.zh}改为${label.zh}${label.zh === color ? '' : `（${color}）`}${extra ? '，并调整了文字颜色以保证可读' : ''}。`,
    },
  };
}

/** The next step of a sorted scale from `value` in `direction`, or undefined at its end. */
function nextStep(scale: readonly number[], value: number, direction: 1 | -1): number | undefined {
  return direction > 0 ? scale.find((s) => s > value + 1e-9) : [...scale].reverse().find((s) => s < value - 1e-9);
}

/** "make the title bigger / smaller": texts move one step on the type scale; frames grow by their padding. */
export function resize(panel: Panel, target: string, direction: 1 | -1, env: EditEnv): EditOutcome {
  const targets = namedTargets(panel, target, env);
  if (targets === 'needs-target') return needsTarget(panel);
  if (targets.length === 0) return notFound(panel, target);
  const sizes = [...new Set(env.context.typeScale.map((s) => s.size))].sort((a, b) => a - b);
  const updates = new Map<string, DesignNode>();
  for (const node of targets) {
    if (node.type === 'text') {
      const size =
        nextStep(sizes, node.style.fontSize, direction) ??
        Math.round(node.style.fontSize * (direction > 0 ? 1.25 : 0.8));
      const step = nearestTypeStep(env.context.typeScale, size, node.style.fontWeight);
      const lineHeight =
        node.style.lineHeight === 'auto' ? 'auto' : step?.size === size ? step.lineHeight : Math.round(size * 1.4);
      const tokens = { ...node.tokens };
      delete tokens['style.fontSize'];
      delete tokens['style.lineHeight'];
      const next: TextNode = { ...node, style: { ...node.style, fontSize: size, lineHeight } };
      if (Object.keys(tokens).length > 0) next.tokens = tokens;
      else delete next.tokens;
      updates.set(node.id, next);
    } else if (isAutoLayoutFrame(node)) {
      const delta = 4 * direction;
      const padding = node.layout.padding.map((p) => Math.max(0, p + delta)) as FrameNode['layout']['padding'];
      updates.set(node.id, { ...node, layout: { ...node.layout, padding } });
    } else {
      const k = direction > 0 ? 1.25 : 0.8;
      updates.set(node.id, { ...node, width: Math.round(node.width * k), height: Math.round(node.height * k) });
    }
  }
  const next = applyUpdates(panel, updates);
  const names = layerList(targets);
  return {
    ...next,
    summary:
      direction > 0
        ? { en: `Made ${names.en} bigger.`, zh: `已将${names.zh}放大。` }
        : { en: `Made ${names.en} smaller.`, zh: `已将${names.zh}缩小。` },
  };
}

/** "rounder corners": rounded layers move one step on the library's radius scale (circles stay circles). */
export function changeRadius(panel: Panel, direction: 1 | -1, env: EditEnv): EditOutcome {
  const scale = env.context.radius.filter((r) => r < 999);
  const inScope = scopeNodes(panel, env.roots).filter((n) => n.visible && ['frame', 'rect', 'image'].includes(n.type));
  const radiusOf = (n: DesignNode) => (Array.isArray(n.radius) ? Math.max(...n.radius) : n.radius);
  let targets = inScope.filter((n) => radiusOf(n) > 0 && radiusOf(n) < 999);
  // Nothing rounded yet: round the controls and filled frames.
  if (targets.length === 0 && direction > 0) {
    const selected = new Set(env.roots);
    // The selected layers themselves too: "rounder corners" on a selected card rounds the card.
    targets = inScope.filter(
      (n) => CONTROLS.has(n.role ?? '') || (n.type === 'frame' && n.fills.some((f) => f.visible)) || selected.has(n.id),
    );
  }
  const updates = new Map<string, DesignNode>();
  for (const node of targets) {
    // Past the top of the scale, corners grow by the 4 px grid.
    const step = (r: number) => (r >= 999 ? r : (nextStep(scale, r, direction) ?? (direction < 0 ? 0 : r + 4)));
    const radius = Array.isArray(node.radius) ? (node.radius.map(step) as typeof node.radius) : step(node.radius);
    const tokens = { ...node.tokens };
    delete tokens.radius;
    const next = { ...node, radius } as DesignNode;
    if (Object.keys(tokens).length > 0) next.tokens = tokens;
    else delete next.tokens;
    updates.set(node.id, next);
  }
  const next = applyUpdates(panel, updates);
  if (next.changed.length === 0) {
    return noChange(panel, {
      en: 'There are no corners to change; nothing was changed.',
      zh: '没有可调整的圆角，未做任何修改。',
    });
  }
  return {
    ...next,
    summary:
      direction > 0
        ? {
            en: `Rounded the corners of ${layers(next.changed.length)}.`,
            zh: `已加大 ${next.changed.length} 个图层的圆角。`,
          }
        : {
            en: `Sharpened the corners of ${layers(next.changed.length)}.`,
            zh: `已减小 ${next.changed.length} 个图层的圆角。`,
          },
  };
}

/** "more spacing" / "增加间距": auto-layout gaps and paddings move one step on the library's spacing scale. */
export function changeSpacing(panel: Panel, direction: 1 | -1, env: EditEnv): EditOutcome {
  const scale = env.context.space;
  const tokenFor = (value: number) =>
    Object.entries(env.context.tokens).find(([k, v]) => k.startsWith('space.') && v === value)?.[0];
  const updates = new Map<string, DesignNode>();
  for (const node of scopeNodes(panel, env.roots)) {
    // The inside of a button or an input is the control's own design, not the layout's spacing.
    if (!isAutoLayoutFrame(node) || CONTROLS.has(node.role ?? '') || !node.visible) continue;
    const step = (v: number) => (v <= 0 ? v : (nextStep(scale, v, direction) ?? (direction > 0 ? v : v)));
    const gap = step(node.layout.gap);
    const padding = node.layout.padding.map(step) as FrameNode['layout']['padding'];
    const tokens = { ...node.tokens };
    const rebind = (path: string, value: number) => {
      if (!tokens[path]) return;
      const token = tokenFor(value);
      if (token) tokens[path] = token;
      else delete tokens[path];
    };
    rebind('layout.gap', gap);
    padding.forEach((p, i) => rebind(`layout.padding.${i}`, p));
    const next: FrameNode = { ...node, layout: { ...node.layout, gap, padding } };
    if (node.tokens) next.tokens = tokens;
    updates.set(node.id, next);
  }
  const next = applyUpdates(panel, updates);
  if (next.changed.length === 0) {
    return noChange(panel, {
      en: 'There is no auto-layout spacing to change; nothing was changed.',
      zh: '没有可调整的自动布局间距，未做任何修改。',
    });
  }
  const n = next.changed.length;
  return {
    ...next,
    summary:
      direction > 0
        ? {
            en: `Increased the spacing of ${n === 1 ? '1 layout' : `${n} layouts`} by one step.`,
            zh: `已将 ${n} 个布局的间距增大一级。`,
          }
        : {
            en: `Reduced the spacing of ${n === 1 ? '1 layout' : `${n} layouts`} by one step.`,
            zh: `已将 ${n} 个布局的间距减小一级。`,
          },
  };
}

const ALIGN_WORDS = {
  left: { en: 'left', zh: '左对齐' },
  center: { en: 'centre', zh: '居中' },
  right: { en: 'right', zh: '右对齐' },
};

/**
 * "align center" / "居中": texts align their lines; auto-layout frames align their content (cross axis of a
 * column, main axis of a row) and their full-width texts; a freely placed layer moves inside its parent.
 */
export function align(panel: Panel, to: 'left' | 'center' | 'right', env: EditEnv): EditOutcome {
  const { nodes, parents } = indexPanel(panel);
  const roots = env.roots.length > 0 ? env.roots.map((id) => nodes.get(id)!) : panel.children;
  const flow = to === 'left' ? 'start' : to === 'right' ? 'end' : 'center';
  const updates = new Map<string, DesignNode>();
  const alignText = (t: TextNode) => updates.set(t.id, { ...t, style: { ...t.style, textAlign: to } });
  for (const node of roots) {
    if (node.type === 'text') alignText(node);
    else if (isAutoLayoutFrame(node)) {
      const layout =
        node.layout.mode === 'vertical' ? { ...node.layout, align: flow } : { ...node.layout, justify: flow };
      updates.set(node.id, { ...node, layout } as FrameNode);
      for (const child of node.children)
        if (child.type === 'text' && child.autoResize !== 'width-and-height') alignText(child);
    } else {
      const parent = nodes.get(parents.get(node.id) ?? '');
      const width = parent ? parent.width : panel.width;
      const free = !parent || (parent.type === 'frame' && (parent.layout.mode === 'none' || node.absolute));
      if (!free) continue;
      const x = to === 'left' ? 0 : to === 'right' ? width - node.width : Math.round((width - node.width) / 2);
      updates.set(node.id, { ...node, x });
    }
  }
  const next = applyUpdates(panel, updates);
  const words = ALIGN_WORDS[to];
  if (next.changed.length === 0)
    return noChange(panel, {
      en: `Already aligned ${words.en}; nothing was changed.`,
      zh: `已经是${words.zh}，未做任何修改。`,
    });
  return {
    ...next,
    summary: {
      en: `Aligned ${layers(next.changed.length)} ${words.en}.`,
      zh: `已将 ${next.changed.length} 个图层${words.zh}。`,
    },
  };
}
