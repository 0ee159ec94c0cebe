import type { CmsEntry } from '../cms.repository';
import { FAQ_TEXTS } from '../faq.texts';

/** The FAQ (materials/faq.texts.ts) as CMS entries of the home page, after the rankings and the showcase. */
export function faqEntries(): CmsEntry[] {
  return FAQ_TEXTS.map((item, index) => ({
    positionKey: `faq-${item.key}`,
    contentType: 'faq',
    content: JSON.stringify(item),
    sort: 10 + index,
  }));
}
