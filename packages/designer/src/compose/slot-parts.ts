// What every slot shares: the members of an element (named by the prompt, else made from its label) and the
// titled card most slots sit in.
import type { BriefElement } from '@boxify/design/brief';
import type { DesignNodeInput } from '@boxify/design/schema';

import { card, row } from '../kit/components';
import type { KitContext } from '../kit/context';
import { text } from '../kit/nodes';
import { memberNames } from './words';

export type Slot = (ctx: KitContext, element: BriefElement) => DesignNodeInput;

export const membersOf = (ctx: KitContext, element: BriefElement, fallback: number): string[] => {
  const count = element.count ?? element.items?.length ?? fallback;
  const named = element.items ?? [];
  return [...named, ...memberNames(element.label, Math.max(0, count - named.length), ctx.language)].slice(0, count);
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
