import { isDeictic, resolveTargets } from './targets';
import { layerList, needsTarget, notFound, type EditEnv, type EditOutcome } from './types';
import { deleteNodes, getNode, subtreeNodes, updateNodes } from '@boxify/design/operations';
import type { DesignNode, Panel } from '@boxify/design/schema';

/** The nodes an edit names: the selection for "it", else the named layers inside the selection or the panel. */
export function namedTargets(
  panel: Panel,
  target: string,
  env: EditEnv,
  options: { includeHidden?: boolean } = {},
): DesignNode[] | 'needs-target' {
  if (isDeictic(target)) {
    if (env.roots.length === 0) return 'needs-target';
    return env.roots.map((id) => getNode(panel, id));
  }
  return resolveTargets(panel, env.roots, target, options);
}

/** "remove the header" / "删除页头": the named layers and their contents leave the panel. */
export function removeLayers(panel: Panel, target: string, env: EditEnv): EditOutcome {
  const targets = namedTargets(panel, target, env);
  if (targets === 'needs-target') return needsTarget(panel);
  if (targets.length === 0) return notFound(panel, target);
  const names = layerList(targets);
  return {
    panel: deleteNodes(
      panel,
      targets.map((n) => n.id),
    ),
    changed: targets.flatMap((n) => subtreeNodes(n).map((d) => d.id)),
    summary: { en: `Removed ${names.en}.`, zh: `已删除${names.zh}。` },
  };
}

/** "hide X" / "show X": visibility only, nothing moves in free placement. */
export function setVisibility(panel: Panel, target: string, visible: boolean, env: EditEnv): EditOutcome {
  const named = namedTargets(panel, target, env, { includeHidden: visible });
  if (named === 'needs-target') return needsTarget(panel);
  if (named.length === 0) return notFound(panel, target);
  const targets = named.filter((n) => n.visible !== visible);
  if (targets.length === 0) {
    const names = layerList(named);
    return {
      panel,
      changed: [],
      summary: visible
        ? { en: `${names.en} is already shown; nothing was changed.`, zh: `${names.zh}已经是显示状态，未做修改。` }
        : { en: `${names.en} is already hidden; nothing was changed.`, zh: `${names.zh}已经是隐藏状态，未做修改。` },
    };
  }
  const names = layerList(targets);
  const ids = targets.map((n) => n.id);
  return {
    panel: updateNodes(panel, ids, (node) => ({ ...node, visible })),
    changed: ids,
    summary: visible
      ? { en: `Showed ${names.en}.`, zh: `已显示${names.zh}。` }
      : { en: `Hid ${names.en}.`, zh: `已隐藏${names.zh}。` },
  };
}
