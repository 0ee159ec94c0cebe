import { type BriefElement, type DesignBrief, DesignBriefSchema, PAGE_KINDS } from '@boxify/design/brief';

export type { DesignBrief } from '@boxify/design/brief';
export const PLATFORMS = ['mobile', 'tablet', 'desktop'] as const satisfies readonly DesignBrief['platform'][];
export const THEME_MODES = ['light', 'dark'] as const satisfies readonly DesignBrief['theme']['mode'][];
export { PAGE_KINDS };

/** The brief a result message carries, when it is one (a model's whole-tree answer has none). */
export function briefOf(payload: unknown): DesignBrief | undefined {
  const brief = (payload as { brief?: unknown } | null | undefined)?.brief;
  const parsed = DesignBriefSchema.safeParse(brief);
  return parsed.success ? parsed.data : undefined;
}

/** One correction the chips make to the brief; `briefReducer` applies it. */
export type BriefEdit =
  | { type: 'name'; name: string }
  | { type: 'platform'; platform: DesignBrief['platform'] }
  | { type: 'page'; page: DesignBrief['pages'][number] }
  | { type: 'theme'; mode: DesignBrief['theme']['mode'] }
  | { type: 'color'; color: string }
  | { type: 'label'; index: number; label: string }
  | { type: 'count'; index: number; count: number | undefined }
  | { type: 'remove'; index: number }
  | { type: 'add'; label: string }
  | { type: 'reset'; brief: DesignBrief };

const withElement = (brief: DesignBrief, index: number, change: Partial<BriefElement>): DesignBrief => ({
  ...brief,
  elements: brief.elements.map((element, at) => (at === index ? { ...element, ...change } : element)),
});

export function briefReducer(brief: DesignBrief, edit: BriefEdit): DesignBrief {
  switch (edit.type) {
    case 'name': {
      // An emptied name means "no name": the designer then names the page after the business.
      const { name: _dropped, ...product } = brief.product;
      return { ...brief, product: edit.name ? { ...product, name: edit.name } : product };
    }
    case 'platform':
      return { ...brief, platform: edit.platform };
    case 'page':
      // The chip edits the main page; the other pages a prompt named stay.
      return { ...brief, pages: [edit.page, ...brief.pages.slice(1).filter((page) => page !== edit.page)] };
    case 'theme':
      return { ...brief, theme: { ...brief.theme, mode: edit.mode } };
    case 'color':
      return {
        ...brief,
        theme: { ...brief.theme, colors: [edit.color.toLowerCase(), ...brief.theme.colors.slice(1)] },
      };
    case 'label':
      return withElement(brief, edit.index, { label: edit.label });
    case 'count': {
      const count = edit.count && edit.count > 1 ? Math.min(50, Math.round(edit.count)) : undefined;
      if (count !== undefined) return withElement(brief, edit.index, { count });
      return { ...brief, elements: brief.elements.map((e, at) => (at === edit.index ? withoutCount(e) : e)) };
    }
    case 'remove':
      return { ...brief, elements: brief.elements.filter((_, at) => at !== edit.index) };
    case 'add': {
      const label = edit.label.trim();
      if (!label || brief.elements.length >= 40) return brief;
      // A section carries whatever the user names; the designer draws it with that heading.
      return { ...brief, elements: [...brief.elements, { kind: 'section', label }] };
    }
    case 'reset':
      return edit.brief;
  }
}

function withoutCount({ count: _count, ...element }: BriefElement): BriefElement {
  return element;
}

/** Labels are trimmed the way the server reads them; the brief must then be one the server accepts. */
export function briefToSend(brief: DesignBrief): DesignBrief | undefined {
  const parsed = DesignBriefSchema.safeParse(brief);
  return parsed.success ? parsed.data : undefined;
}

export const sameBrief = (a: DesignBrief, b: DesignBrief) => JSON.stringify(a) === JSON.stringify(b);
