// The product's name and kind of business, as the prompt gives them: quoted, after "for/called/named", a
// capitalised word of its own, or 「」/“” in Chinese; the business from an apposition ("X, a bicycle shop").
import englishWords from 'an-array-of-english-words';
import nlp from 'compromise';
import { detectLanguage } from '@boxify/design/locale';

import { kindOfEnglish } from './classify';
import { businessOnly } from './frame-only';
import { FRAME_WORDS_EN, PAGE_WORDS } from './lexicon';
import { escapeRegExp } from './lists';

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
    // "a sales CRM", "an HR system": an acronym after a plain word is what the product is, not its name.
    if (/^[A-Z]{2,5}$/.test(first) && /\b(?!for\b|by\b|at\b|called\b|named\b)[a-z]+\s+$/.test(prompt.slice(0, m.index)))
      continue;
    // "Nolkellum EV charging": an acronym that goes on in lower case describes what follows, not the name.
    const run = /^\s+[a-z]/.test(prompt.slice(m.index + m[1].length)) ? m[1].replace(/\s+[A-Z]{2,5}$/, '') : m[1];
    const name = cleanName(run);
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
    `${escapeRegExp(brand)},\\s+(?:an?|the)\\s+([a-z][\\w\\s'&-]{2,60}?)(?=\\s*(?:[,.;:(（]|\\bwith\\b|\\bthat\\b|\\bwhich\\b|\\bshowing\\b|$))`,
    'i',
  );
const KIND_OF_PRODUCT =
  /\b(?:(?:an?|the)\s+)?([a-z][a-z\s'&-]{2,40}?)\s+(app|website|site|shop|store|platform|service|tool|studio|clinic|company|brand)\b/i;
const ZH_APPOSITION = /(?:一家|一个|一款)([\u3400-\u9fff]{2,12}?)(?:的|，|,|。|$)/;

/** The kind of business in the prompt's words ("solar farm operator", "宠物医院"). */
export function domainOf(prompt: string, brand: string | undefined): string | undefined {
  // "做一个…的", "一家…": said in the request, not among the parts after it ("…：两个套餐、一个地图").
  const zh = ZH_APPOSITION.exec(prompt.split(/[：:]|包含|包括|含有/)[0]);
  // "一个漂亮的…" names a look, not a business.
  if (zh && businessOnly(zh[1])) return zh[1];
  if (brand) {
    // "请生成极简的发票管理“木云”…", "我想为我的咖啡店「豆仓」…": the business is the words just before the name.
    const before = new RegExp(`([\\u3400-\\u9fffA-Za-z0-9 ]{2,})[“"「『]${escapeRegExp(brand)}`).exec(prompt);
    const words = before?.[1].split(/为|给|帮我|请|生成|设计|制作|一个|一款|一家|的/).pop();
    if (words && words.trim().length >= 2) return words.trim();
  }
  // "好看的下厨日程页": a Chinese prompt of one phrase is its business, less the request, look and page words.
  if (!brand && detectLanguage(prompt) === 'zh' && !/[，,、。；;：:和与及带含有]/.test(prompt)) return prompt;
  const apposition = brand ? appositionAfter(brand).exec(prompt) : null;
  if (apposition) return apposition[1].trim();
  // "for Zenzenkel (car service centre)": the business in brackets after the name.
  const bracketed = brand
    ? new RegExp(`${escapeRegExp(brand)}\\s*[(（]([^()（）,，、]{2,60})[)）]`).exec(prompt)
    : null;
  if (bracketed) return bracketed[1].trim();
  const led = brand ? ledByBrand(prompt, brand) : undefined;
  if (led) return led;
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

// "Corvelbri tennis club mobile booking page": the lowercase words between the name and the first platform, page
// or UI word say what the business is.
function ledByBrand(prompt: string, brand: string): string | undefined {
  const after = new RegExp(`${escapeRegExp(brand)}\\s+((?:[A-Z]{2,5}\\s+)?[a-z][a-z\\s'&-]{2,60})`).exec(prompt);
  if (!after) return undefined;
  const words = after[1].trim().split(/\s+/);
  const end = words.findIndex((w) => FRAME_WORDS_EN.has(w) || /^(?:with|that|which|for|and|showing|of)$/.test(w));
  if (end <= 0 || !FRAME_WORDS_EN.has(words[end])) return undefined;
  // The page's kind may come first ("art gallery search results page"): the business is what is before it.
  const lead = words.slice(0, end);
  // Unless the page is named after it ("Zenkeldra community feed mobile activity feed").
  const pageAfter = [3, 2, 1].some((k) =>
    words.slice(end).some((_, i, after) => namesPage(after.slice(i, i + k).join(' '))),
  );
  const kind = pageAfter ? undefined : [3, 2, 1].find((k) => k < lead.length && namesPage(lead.slice(-k).join(' ')));
  const business = lead.slice(0, kind ? lead.length - kind : lead.length);
  // "language app", "news site": the kind of product is part of what the business is, when nothing came between.
  return [...business, ...(!kind && /^(?:app|website|site)$/.test(words[end]) ? [words[end]] : [])].join(' ');
}

const namesPage = (phrase: string) =>
  PAGE_WORDS.some(([, re]) => {
    const m = re.exec(phrase);
    return m !== null && m[0].length === phrase.length;
  });
