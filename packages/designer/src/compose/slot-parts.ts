// What every slot shares: the members of an element (named by the prompt, else made from its label) and the
// titled card most slots sit in.
import type { BriefElement } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { card, row } from '../kit/components';
import type { DomainCopy } from '../domains';
import type { KitContext } from '../kit/context';
import { text } from '../kit/nodes';
import { UNNAMED, memberNames } from './words';

/** The kit's context plus the copy of the product's domain, when the brief's words match one. */
export type ComposeContext = KitContext & {
  copy?: DomainCopy;
  /** The screen's one main action; other buttons are drawn quieter, as links and secondary actions are. */
  primaryAction?: BriefElement;
};

export type Slot = (ctx: ComposeContext, element: BriefElement) => DesignNodeInput;

/** Names the domain gives the members of an element: its items where the label names what it sells or tracks. */
function domainMembers(ctx: ComposeContext, element: BriefElement): string[] {
  const copy = ctx.copy;
  if (!copy) return [];
  const label = element.label.toLowerCase();
  if (element.kind === 'stat') return copy.metrics.map((m) => m.label);
  // Choices are the domain's categories ("Category 1" says nothing).
  if (['filter', 'tabs', 'nav-item', 'sort'].includes(element.kind)) return copy.categories;
  const names = copy.entities.some(
    (e) => label.includes(e.plural.toLowerCase()) || label.includes(e.singular.toLowerCase()),
  );
  // A plan is something paid for by the month or year; deals, people or fixtures are no plans.
  if (element.kind === 'plan') return copy.items.filter((i) => i.unit && RECURRING.test(i.unit)).map((i) => i.name);
  return names || ['card-grid', 'list', 'table'].includes(element.kind) ? copy.items.map((i) => i.name) : [];
}

const RECURRING = /month|year|week|annual|月|年|季|周/i;

export const membersOf = (ctx: ComposeContext, element: BriefElement, fallback: number): string[] => {
  const count = element.count ?? element.items?.length ?? fallback;
  const named = element.items ?? [];
  const known = domainMembers(ctx, element).filter((m) => !named.includes(m));
  const missing = Math.max(0, count - named.length - known.length);
  const made =
    element.kind === 'plan'
      ? UNNAMED.tiers[ctx.language].filter((t) => !named.includes(t)).slice(0, missing)
      : memberNames(element.label, missing, ctx.language);
  return [...named, ...known, ...made].slice(0, count);
};

/** A titled card around a slot's body: the label the prompt used is the title. */
export const titled = (ctx: KitContext, element: BriefElement, body: DesignNodeInput[], action?: string) =>
  card(ctx, element.label, [
    row(ctx, 'title row', [
      text(ctx, element.label, 'title', 'on-surface', { role: 'heading', w: 'fill' }),
      ...(action ? [text(ctx, action, 'label', 'accent')] : []),
    ]),
    ...body,
  ]);
