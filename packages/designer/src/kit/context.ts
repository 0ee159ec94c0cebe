import type { KitContent } from './content';
import type { DesignLanguage, DesignPlatform, DesignTokens } from '../contract';

/** What every kit function reads: the theme's tokens, the platform, the copy, and a deterministic id source. */
export type KitContext = {
  tokens: DesignTokens;
  platform: DesignPlatform;
  language: DesignLanguage;
  brand: string;
  content: KitContent;
  /** The panel's width (375/390 mobile, 768 tablet, 1440 desktop). */
  width: number;
  /** A new node id; the same call sequence gives the same ids. */
  id: (hint: string) => string;
  /** The token for accent-coloured text: the primary when it reads on the background, else on-surface. */
  accentText: string;
  /** Sections sit beside a side navigation (a console page): full-width bands with tighter padding. */
  console?: boolean;
  /**
   * The direction's layout recipe, for sections drawn inside it: a collection (a calendar, a table, a list,
   * switches) is then drawn another way too, so directions differ in what they show, not only in the frame.
   */
  arrangement?: 'cards' | 'split';
  /** The prompt's own names for sections ("Features", "用户评价"), shown above their headings. */
  eyebrows?: Partial<Record<'features' | 'testimonials' | 'pricing' | 'faq', string>>;
};

export const PLATFORM_WIDTH: Record<DesignPlatform, number> = { mobile: 390, tablet: 768, desktop: 1440 };

export const isCompact = (ctx: KitContext) => ctx.platform === 'mobile';

/** A token's value (throws on a missing token: a library always defines every kit token). */
export function tokenValue(ctx: KitContext, name: string): string | number {
  const value = ctx.tokens[name];
  if (value === undefined) throw new Error(`Token ${name} is not defined by the library`);
  return value;
}

export const num = (ctx: KitContext, name: string) => Number(tokenValue(ctx, name));
export const str = (ctx: KitContext, name: string) => String(tokenValue(ctx, name));
