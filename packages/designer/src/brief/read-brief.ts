// Prompt → DesignBrief, for English and Chinese prompts. Deterministic; dictionaries load once.
import { DesignBriefSchema, type DesignBrief, type PageKind } from '@boxify/design/brief';
import { detectLanguage } from '@boxify/design/locale';
import { platformOfWidth } from '@boxify/design/platform';

import { COLOR_NAMES } from './colors';
import { DARK_WORDS, MOOD_WORDS, PAGE_WORDS, PLATFORM_WORDS, SITE_WORDS } from './lexicon';
import { coverPrompt } from './coverage';
import { businessOnly, withoutFrameOnly } from './frame-only';
import { settleElements, withoutLook } from './settle';
import { readChinese } from './read-chinese';
import { readEnglishElements } from './read-english';
import { escapeRegExp } from './lists';
import { matchDomain } from '../domains';
import { brandOf, domainOf } from './read-names';

export type BriefRequest = { prompt: string; width?: number };

type Platform = DesignBrief['platform'];

// Lists name members ("filters for Mobile, Broadband", "筛选（手机、家庭）", "包含…、…") and topics name what
// questions are about ("关于手机的问题"): a platform word there is not the platform.
const LISTS =
  /[（(][^）)]*[、,，][^）)]*[）)]|\b(?:for|about|covering)\s+[^.;:,]+(?:,[^.;:,]+)*,?\s(?:and|or)\s[^.;:,]+|(?:[：:]|包含|包括)[^。；;：:]*?、[^。；;：:]*|关于[^，,、。；;：:]{1,12}?的/gi;

/** The platform the prompt names first (outside its lists), else the panel's width. */
function platformOf(prompt: string, width: number | undefined): Platform {
  const text = prompt.replace(LISTS, ' ');
  const named = (['tablet', 'mobile', 'desktop'] as const)
    .map((platform) => ({ platform, at: text.search(PLATFORM_WORDS[platform]) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (named) return named.platform;
  if (width !== undefined) return platformOfWidth(width);
  return PLATFORM_WORDS.app.test(text) ? 'mobile' : 'desktop';
}

const SEVERAL_PAGES = /\b(?:pages|screens|flow)\b|[两三四五六七八九几多]个(?:页面|界面|屏)|页面和|流程/i;

/** Page kinds in the order the prompt names them; a page made of its elements when none is named. */
export function pagesOf(prompt: string): PageKind[] {
  const found: { kind: PageKind; at: number }[] = [];
  // Words inside lists name members ("filters for Customer success and Marketing"), not pages.
  let rest = prompt.replace(LISTS, (list) => ' '.repeat(list.length));
  for (const [kind, re] of PAGE_WORDS) {
    const m = re.exec(rest);
    if (!m) continue;
    found.push({ kind, at: m.index });
    // Words of a more specific kind are not read again by a more general one ("product page" is not a "page").
    rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  const kinds = found.sort((a, b) => a.at - b.at).map((f) => f.kind);
  // One screen unless the prompt asks for several ("login, home and settings pages", "注册流程的三个页面"):
  // a page word inside an element ("a Create account link") names no page of its own.
  if (kinds.length > 0) return SEVERAL_PAGES.test(prompt) ? [...new Set(kinds)].slice(0, 8) : [kinds[0]];
  return SITE_WORDS.test(prompt) ? ['landing'] : ['custom'];
}

function themeOf(prompt: string): DesignBrief['theme'] {
  const colors: string[] = [];
  let rest = prompt;
  for (const [re, hex] of COLOR_NAMES) {
    if (re.test(rest)) {
      colors.push(hex);
      rest = rest.replace(re, ' ');
    }
  }
  for (const m of prompt.matchAll(/#[0-9a-f]{6}\b/gi)) colors.push(m[0].toLowerCase());
  return {
    mode: DARK_WORDS.test(prompt) ? 'dark' : 'light',
    colors: [...new Set(colors)].slice(0, 6),
    mood: MOOD_WORDS.filter(([, re]) => re.test(prompt)).map(([mood]) => mood),
  };
}

// The business words that are not a screen's name ("mobile banking" is a business, "手机预约页" a screen).
const businessWords = (words: string[]) =>
  words.filter((w) => !/页|界面|屏|\b(?:page|screen|view)\b/i.test(w) && !PAGE_WORDS.some(([, re]) => re.test(w)));

// "…for a water and power", "Nolfenqua, a metro and bus, …": the business said in apposition names no parts, and
// its "and" joins no list.
const apart = (prompt: string, business: string | undefined) =>
  business && /\s(?:and|or|&)\s/.test(business)
    ? prompt.replace(new RegExp(`\\b(?:an?|the)\\s+${escapeRegExp(business)}\\b`, 'i'), ' ')
    : prompt;

/** Reads a prompt (and the panel's width) into a validated brief. */
export function readBrief(request: BriefRequest): DesignBrief {
  const prompt = request.prompt.trim();
  const language = detectLanguage(prompt);
  const brand = brandOf(prompt);
  // The kind of business: as the prompt phrases it, else the domain data's words found in it ("coworking").
  const known = matchDomain([prompt.replace(brand ?? '\u0000', ' ')], language);
  const apposition = domainOf(prompt, brand);
  // The business less the request's words around it ("请生成政务大厅", "好看的页面" names none).
  const business = businessOnly(apposition);
  const domain = business ?? known?.matched[0];
  const skip = [brand, domain, ...(known?.matched ?? [])].filter((s): s is string => !!s);
  const read =
    language === 'zh' ? readChinese(prompt, skip).elements : readEnglishElements(apart(prompt, domain), skip).elements;
  // The business may hold a page word ("art gallery search results page"): the page is the kind named beside it.
  const beside = business && pagesOf(prompt.replace(business, ' '.repeat(business.length)));
  const pages = beside && !beside.includes('custom') ? beside : pagesOf(prompt);
  // What the page's heading shows is said apart: the brand, or the business when there is no brand (and a landing
  // page's subtitle). Other business words the prompt uses are words the page must carry too.
  // The business in apposition ("Pawstep, a dog-walking service", "为宠物医院「暖爪」") says what the product is.
  const heading = [brand ?? domain, apposition, pages.includes('landing') ? domain : undefined].filter(
    (s): s is string => !!s,
  );
  const settled = settleElements(coverPrompt(prompt, language, withoutLook(read), heading), prompt, pages[0]);
  // The brand and the business the prompt names frame the request; a keyword of a domain ("套餐", "护肤") may name
  // a part or a member.
  const elements = withoutFrameOnly(settled, { business: [brand ?? '', business ?? ''], domain: domain ?? '' }, pages);
  return DesignBriefSchema.parse({
    product: { ...(brand && { name: brand }), ...(domain && { domain }) },
    // "a mobile banking app" names its business, not the device.
    platform: platformOf(
      businessWords(skip.slice(1)).reduce((text, word) => text.replaceAll(word, ' '), prompt),
      request.width,
    ),
    pages,
    elements: elements.slice(0, 40),
    theme: themeOf(prompt),
    language,
  });
}
