import type { BriefElement, DesignBrief } from '@boxify/design/brief';

import type { BriefChange } from './agent.texts';

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((v, i) => v === b[i]);

// Elements keep their place when only their label or count changed: same kind, unmatched by label, in order.
function elementChanges(before: readonly BriefElement[], after: readonly BriefElement[]): BriefChange[] {
  const changes: BriefChange[] = [];
  const unmatchedBefore = [...before];
  const unmatchedAfter: BriefElement[] = [];
  for (const element of after) {
    const at = unmatchedBefore.findIndex((b) => b.kind === element.kind && b.label === element.label);
    if (at < 0) {
      unmatchedAfter.push(element);
      continue;
    }
    const [was] = unmatchedBefore.splice(at, 1);
    if (was.count !== element.count) changes.push({ field: 'count', label: element.label, value: element.count });
  }
  for (const element of unmatchedAfter) {
    const at = unmatchedBefore.findIndex((b) => b.kind === element.kind);
    if (at < 0) {
      changes.push({ field: 'added', label: element.label });
      continue;
    }
    const [was] = unmatchedBefore.splice(at, 1);
    changes.push({ field: 'renamed', from: was.label, to: element.label });
    if (was.count !== element.count) changes.push({ field: 'count', label: element.label, value: element.count });
  }
  for (const element of unmatchedBefore) changes.push({ field: 'removed', label: element.label });
  return changes;
}

/** What the user changed between the brief the designer read (or last used) and the one they send. */
export function briefChanges(before: DesignBrief, after: DesignBrief): BriefChange[] {
  const changes: BriefChange[] = [];
  if (after.product.name !== undefined && after.product.name !== before.product.name)
    changes.push({ field: 'name', value: after.product.name });
  if (after.product.domain !== undefined && after.product.domain !== before.product.domain)
    changes.push({ field: 'domain', value: after.product.domain });
  if (after.platform !== before.platform) changes.push({ field: 'platform', value: after.platform });
  if (!sameList(before.pages, after.pages)) changes.push({ field: 'pages', value: after.pages });
  if (after.theme.mode !== before.theme.mode) changes.push({ field: 'theme', value: after.theme.mode });
  if (!sameList(before.theme.colors, after.theme.colors)) changes.push({ field: 'colors', value: after.theme.colors });
  return [...changes, ...elementChanges(before.elements, after.elements)];
}
