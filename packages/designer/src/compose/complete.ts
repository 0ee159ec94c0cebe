// Every member and field the brief names reaches the page: where a slot's drawing leaves some out (a map with
// its chargers' powers, a date picker with its check-in and check-out), they follow it as chips.
import type { BriefElement } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { badge, row, stack } from '../kit/components';
import type { KitContext } from '../kit/context';
import { hasValue, valueFor } from './words';

function textsOf(node: DesignNodeInput, out: string[] = []): string[] {
  const characters = (node as { characters?: unknown }).characters;
  if (typeof characters === 'string') out.push(characters.toLowerCase());
  for (const child of (node as { children?: DesignNodeInput[] }).children ?? []) textsOf(child, out);
  return out;
}

/** The slot as drawn, followed by the brief's members and fields it does not show. */
export function completeSlot(ctx: KitContext, element: BriefElement, node: DesignNodeInput): DesignNodeInput {
  const shown = textsOf(node);
  const missing = [...new Set([...(element.items ?? []), ...(element.fields ?? [])])].filter(
    (name) => !shown.some((t) => t.includes(name.toLowerCase())),
  );
  if (missing.length === 0) return node;
  const chips = row(
    ctx,
    `${element.label} details`,
    // A field that names a property shows an example of it ("availability · Available"), as rows of values do.
    missing.map((name) =>
      badge(
        ctx,
        hasValue(name) && !/\d/.test(name) ? `${name} · ${valueFor(name, 0, ctx.language, name)}` : name,
        'muted',
      ),
    ),
    { gap: '2', wrap: true },
  );
  return stack(ctx, element.label, [node, chips]);
}
