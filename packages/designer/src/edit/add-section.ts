import { noChange, type EditEnv, type EditOutcome } from './types';
import {
  cloneSubtree,
  avoidingIds,
  sequentialIds,
  insertNode,
  collectIds,
  getNode,
  indexPanel,
  subtreeNodes,
} from '@boxify/design/operations';
import type { Localized } from '@boxify/design/locale';
import { isAutoLayoutFrame, type DesignNode } from '@boxify/design/schema';
import type { Panel } from '@boxify/design/schema';

type Place = { parentId: string | null; index: number; width: number; flow: boolean };

/** Where a new section goes: after the selection, else at the end of the page's main column, else at the bottom. */
function placeFor(panel: Panel, env: EditEnv): Place {
  const { nodes, parents } = indexPanel(panel);
  const inner = (frame: DesignNode) =>
    isAutoLayoutFrame(frame) ? frame.width - frame.layout.padding[1] - frame.layout.padding[3] : frame.width;
  const column = (frame: DesignNode): Place => ({
    parentId: frame.id,
    index: (frame as { children: DesignNode[] }).children.length,
    width: inner(frame),
    flow: true,
  });
  if (env.roots.length > 0) {
    const selected = getNode(panel, env.roots[0]);
    const parentId = parents.get(selected.id) ?? null;
    if (parentId === null && isAutoLayoutFrame(selected) && selected.layout.mode === 'vertical')
      return column(selected);
    const parent = parentId ? nodes.get(parentId)! : undefined;
    const siblings = parent && 'children' in parent ? parent.children : panel.children;
    return {
      parentId,
      index: siblings.indexOf(selected) + 1,
      width: parent ? inner(parent) : panel.width,
      flow: isAutoLayoutFrame(parent),
    };
  }
  const columns = panel.children.filter((n) => isAutoLayoutFrame(n) && n.layout.mode === 'vertical');
  if (columns.length > 0) {
    const main = columns.reduce((a, b) => (subtreeNodes(b).length > subtreeNodes(a).length ? b : a));
    return column(main);
  }
  return { parentId: null, index: panel.children.length, width: panel.width, flow: false };
}

const SECTION_NAMES: Record<string, Localized> = {
  pricing: { en: 'pricing', zh: '价格' },
  faq: { en: 'FAQ', zh: '常见问题' },
  features: { en: 'features', zh: '功能' },
  testimonials: { en: 'testimonials', zh: '用户评价' },
  hero: { en: 'hero', zh: '首屏' },
  cta: { en: 'call-to-action', zh: '行动号召' },
  footer: { en: 'footer', zh: '页脚' },
  header: { en: 'header', zh: '页头' },
  contact: { en: 'contact', zh: '联系我们' },
  team: { en: 'team', zh: '团队' },
  stats: { en: 'stats', zh: '数据' },
  logos: { en: 'logos', zh: '合作伙伴' },
  newsletter: { en: 'newsletter', zh: '订阅' },
};

/** "add a pricing section" / "添加价格区": a section from the injected section kit, placed in the page's flow. */
export function addSection(panel: Panel, kind: string, env: EditEnv): EditOutcome {
  const name = SECTION_NAMES[kind] ?? { en: kind, zh: kind };
  const unavailable = noChange(panel, {
    en: `The ${name.en} section is not available yet (no section kit is installed); nothing was changed.`,
    zh: `${name.zh}区块暂不可用（尚未安装区块组件库），未做任何修改。`,
  });
  if (!env.addSection) return unavailable;
  const place = placeFor(panel, env);
  const taken = collectIds(panel);
  let section: DesignNode;
  try {
    section = env.addSection(kind, {
      panel,
      library: env.library,
      language: env.language,
      width: place.width,
      takenIds: taken,
    });
  } catch {
    return unavailable;
  }
  if (subtreeNodes(section).some((n) => taken.has(n.id))) {
    section = cloneSubtree(section, avoidingIds(sequentialIds(`${kind}-`), new Set(taken)));
  }
  if (place.flow) section = { ...section, sizing: { ...section.sizing, horizontal: 'fill' } };
  let next = insertNode(panel, place.parentId, section, place.index);
  if (!place.flow && place.parentId === null) {
    // On the panel itself: below everything, and the panel grows to show it.
    const layout = env.engine.layout(panel);
    const bottom = Math.max(
      0,
      ...panel.children.map((c) => {
        const b = layout.boxes.get(c.id);
        return b ? b.y + b.height : 0;
      }),
    );
    next = insertNode(panel, null, { ...section, x: 0, y: bottom }, place.index);
    const box = env.engine.layout(next).boxes.get(section.id);
    if (box && box.y + box.height > next.height) next = { ...next, height: Math.ceil(box.y + box.height) };
  }
  return {
    panel: next,
    changed: subtreeNodes(section).map((n) => n.id),
    summary: { en: `Added a ${name.en} section.`, zh: `已添加${name.zh}区块。` },
  };
}
