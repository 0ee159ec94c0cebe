// The product's name and kind of business, as the prompt gives them: quoted, after "for/called/named", a
// capitalised word of its own, or 「」/“” in Chinese; the business from an apposition ("X, a bicycle shop").
import englishWords from 'an-array-of-english-words';
import nlp from 'compromise';
import { detectLanguage } from '@boxify/design/locale';

import { kindOfEnglish } from './classify';
import { FRAME_WORDS_EN, PAGE_WORDS } from './lexicon';

const QUOTED = /[“"'「『«]([^”"'」』»]{1,40})[”"'」』»]/;
const AFTER_NAMING = /\b(?:for|by|from|at|on)\s+(?:the\s+)?([A-Z][\w'’.-]*(?:\s+(?:&\s+)?[A-Z][\w'’.-]*){0,3})/g;
const NOT_NAMES = new Set(
  'iOS iPhone iPad Android Web Mac Windows Chinese English AI SaaS B2B UI UX A An The My Our Me Us I It This That FAQ FAQs CTA KPI KPIs API PDF Mobile Desktop Tablet Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(
    ' ',
  ),
);
const ZH_NAMING = /(?:叫做?|名为|名叫|品牌)\s*([\u3400-\u9fffA-Za-z0-9]{2,12})/;

// A brand is usually a word no dictionary has ("Voltfield", "Deskrove"); the dictionary loads once, on first use.
let dictionary: Set<string> | undefined;
const isKnownWord = (word: string) => {
  dictionary ??= new Set(englishWords as string[]);
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return dictionary.has(lower) || dictionary.has(lower.replace(/s$/, ''));
};

const isPageOrUiWord = (word: string) =>
  FRAME_WORDS_EN.has(word.toLowerCase()) || PAGE_WORDS.some(([, re]) => re.test(word));

function cleanName(name: string): string | undefined {
  const words = name
    .replace(/[.,:;!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 0 && (NOT_NAMES.has(words[0]) || isPageOrUiWord(words[0]))) words.shift();
  // A name stops where a UI or page word begins ("Saltbarrel Kitchen Dashboard" → "Saltbarrel Kitchen").
  const end = words.findIndex((w) => NOT_NAMES.has(w) || isPageOrUiWord(w));
  const kept = end >= 0 ? words.slice(0, end) : words;
  return kept.length > 0 ? kept.join(' ') : undefined;
}

// A run of capitalised words, "&" allowed between them ("Vellacott & Rhee", "Quirewood Public Library").
const CAPITALISED_RUN = /\b([A-Z][\w'’.-]*(?:\s+(?:&\s+)?[A-Z][\w'’.-]*)*)/g;
const NAMED =
  /\b(?:called|named|brand(?:ed)?)\s+[“"']?([A-Z][^”"',.;:]{0,40}?)[”"']?(?=[,.;:]|\s+(?:with|that|which|for|and)\b|$)/;

/** The product's name, or undefined when the prompt gives none. */
export function brandOf(prompt: string): string | undefined {
  const chinese = detectLanguage(prompt) === 'zh';
  const quoted = QUOTED.exec(prompt);
  // Chinese prompts quote the name (“驰曳”的…); English ones quote labels and queries as often.
  if (chinese && quoted) return quoted[1].trim();
  const zh = ZH_NAMING.exec(prompt);
  if (zh) return zh[1];
  const named = NAMED.exec(prompt);
  if (named) return cleanName(named[1]);
  // An invented word, capitalised, with the capitalised words after it ("Deskrove", "Saltbarrel Kitchen"):
  // a product's own name is more often a word no dictionary has than "for" + a capitalised word.
  for (const m of prompt.matchAll(CAPITALISED_RUN)) {
    const [first] = m[1].split(/\s+/);
    if (first.length < 3 || isKnownWord(first) || NOT_NAMES.has(first)) continue;
    const name = cleanName(m[1]);
    if (name) return name;
  }
  for (const m of prompt.matchAll(AFTER_NAMING)) {
    const name = cleanName(m[1]);
    if (name) return name;
  }
  if (quoted) return quoted[1].trim();
  // Otherwise the first run of proper nouns that is not a page, platform or UI word.
  for (const run of nlp(prompt).match('#ProperNoun+').out('array') as string[]) {
    const name = cleanName(
      run
        .split(/\s+/)
        .filter((w) => /^[A-Z&]/.test(w))
        .join(' '),
    );
    if (name && /^[A-Z]/.test(name)) return name;
  }
  return undefined;
}

const appositionAfter = (brand: string) =>
  new RegExp(
    `${escape(brand)},\\s+(?:an?|the)\\s+([a-z][\\w\\s'&-]{2,60}?)(?=\\s*(?:[,.;:]|\\bwith\\b|\\bthat\\b|\\bwhich\\b|\\bshowing\\b|$))`,
    'i',
  );
const KIND_OF_PRODUCT =
  /\b(?:an?|the)?\s*([a-z][a-z\s'&-]{2,40}?)\s+(app|website|site|shop|store|platform|service|tool|studio|clinic|company|brand)\b/i;
const ZH_APPOSITION = /(?:一家|一个|一款)([\u3400-\u9fff]{2,12}?)(?:的|，|,|。|$)/;

/** The kind of business in the prompt's words ("solar farm operator", "宠物医院"). */
export function domainOf(prompt: string, brand: string | undefined): string | undefined {
  const zh = ZH_APPOSITION.exec(prompt);
  if (zh) return zh[1];
  if (brand) {
    const before = new RegExp(`([\\u3400-\\u9fff]{2,8})[“"「『]${escape(brand)}`).exec(prompt);
    if (before) return before[1];
  }
  const apposition = brand ? appositionAfter(brand).exec(prompt) : null;
  if (apposition) return apposition[1].trim();
  const kind = KIND_OF_PRODUCT.exec(prompt.replace(brand ?? '\u0000', ' '));
  if (kind) {
    // The words just before the kind of product, after any article or joining word ("… for a fitness company").
    const all = kind[1].trim().split(/\s+/);
    const from = all.map((w) => /^(?:a|an|the|for|of|and|with|by)$/i.test(w)).lastIndexOf(true) + 1;
    const words = all.slice(from).filter((w) => !isPageOrUiWord(w) && !kindOfEnglish([w.toLowerCase()]));
    if (words.length > 0) return `${words.join(' ')} ${kind[2]}`;
  }
  return undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
