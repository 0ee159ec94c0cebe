import type { Language } from '@client/i18n/language';

export type CmsContent = { positionKey: string; contentType: string; content: string };
export type FaqEntry = { key: string; question: string; answer: string };

type Text = { en?: unknown; zh?: unknown };

const parse = (content: string): unknown => {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
};

const pick = (text: unknown, language: Language): string | undefined => {
  if (typeof text === 'string') return text;
  if (!text || typeof text !== 'object') return undefined;
  const { en, zh } = text as Text;
  const chosen = language === 'zh' ? zh : en;
  const fallback = language === 'zh' ? en : zh;
  return typeof chosen === 'string' && chosen ? chosen : typeof fallback === 'string' ? fallback : undefined;
};

/** The FAQ items (contentType faq) in the visitor's language; an entry an operator broke is left out. */
export function faqItems(contents: readonly CmsContent[], language: Language): FaqEntry[] {
  return contents.flatMap((entry) => {
    if (entry.contentType !== 'faq') return [];
    const item = parse(entry.content) as { key?: unknown; question?: unknown; answer?: unknown } | undefined;
    const question = pick(item?.question, language);
    const answer = pick(item?.answer, language);
    if (!question || !answer) return [];
    const key = typeof item?.key === 'string' ? item.key : entry.positionKey.replace(/^faq-/, '');
    return [{ key, question, answer }];
  });
}

/** The showcase's product ids (contentType case), in the operator's order. */
export function showcaseProductIds(contents: readonly CmsContent[]): string[] {
  const entry = contents.find((content) => content.contentType === 'case');
  const children = (entry && (parse(entry.content) as { children?: unknown } | undefined)?.children) ?? [];
  return Array.isArray(children) ? children.filter((id): id is string => typeof id === 'string') : [];
}
