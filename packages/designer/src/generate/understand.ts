// Prompt understanding: platform, page types, listed sections, brand, colours, tone, language and the kind of
// product, from an English or Chinese prompt. Pure and deterministic.
import { detectLanguage } from '@boxify/design/locale';

import type { DesignPlatform, PromptUnderstanding } from '../contract';
import type { Domain } from './content/types';
import {
  COLOR_NAMES,
  DOMAIN_PATTERNS,
  GENERIC_SECTIONS,
  NUMBER_WORDS,
  PAGE_PATTERNS,
  PLATFORM_PATTERNS,
  SECTION_PATTERNS,
  TONE_PATTERNS,
  type PageType,
} from './vocabulary';

/** What the composer needs beyond the contract's understanding. */
export type PromptReading = Omit<PromptUnderstanding, 'pageTypes'> & {
  pageTypes: PageType[];
  domain: Domain;
  /** Sections the prompt names, in its order. */
  listed: string[];
  /** "a hero and 3 sections": how many sections to add from the page's recipe. */
  extraSections: number;
  /** A marketing page (landing, website) rather than an app screen. */
  marketing: boolean;
};

// Where a prompt starts listing what a page holds ("… with a hero and pricing", "…，包含轮播和三个功能区").
const LIST_START =
  /\b(?:with|including|includes|containing|featuring|that has|which has|plus)\b|包含|包括|带有|含有|其中有|[，,]\s*(?:有|要有|需要)|[:：]/i;
// A page type named in the listing part counts only when it is called a page or screen there.
const PAGE_WORD = /^[^,.;，。；]{0,14}?(?:page|screen|页|界面)/i;
const NOT_BRANDS = new Set([
  'iOS',
  'iPhone',
  'iPad',
  'Android',
  'Web',
  'Mac',
  'Windows',
  'Chinese',
  'English',
  'AI',
  'SaaS',
  'B2B',
  'UI',
  'A',
  'An',
  'The',
  'My',
  'Our',
  'Me',
  'Us',
]);

function matchesAt(text: string, re: RegExp): number {
  const m = re.exec(text);
  return m ? m.index : -1;
}

// Page types that are also sections: named beside another page without "page" they are sections of it.
// ("Orbit analytics" names the product: beside another page, dashboard words add no section.)
const SECTION_LIKE: Partial<Record<PageType, string>> = {
  pricing: 'pricing',
  faq: 'faq',
  blog: 'blog',
  dashboard: '',
};
const SITE_WORDS = /website|web ?site|\bsite\b|landing|官网|网站|落地页/i;

function detectPageTypes(head: string, tail: string): { types: PageType[]; demoted: string[] } {
  const found: { type: PageType; at: number; end: number; word: string }[] = [];
  const scan = (text: string, offset: number, needPageWord: boolean) => {
    for (const [type, re] of PAGE_PATTERNS) {
      const global = new RegExp(re.source, 'gi');
      for (const m of text.matchAll(global)) {
        if (needPageWord && !PAGE_WORD.test(text.slice(m.index + m[0].length)) && !/page|页/i.test(m[0])) continue;
        // A longer, more specific match at the same place wins (product detail page vs detail page).
        const at = offset + m.index;
        if (found.some((f) => at >= f.at - 2 && at < f.end)) continue;
        found.push({ type, at, end: at + m[0].length, word: m[0] });
        break;
      }
    }
  };
  scan(head, 0, false);
  if (found.length === 0 && SITE_WORDS.test(head)) found.push({ type: 'home', at: 0, end: 0, word: '' });
  scan(tail, head.length, true);
  if (found.length === 0) scan(head + tail, 0, false);
  found.sort((a, b) => a.at - b.at);
  const text = head + tail;
  const demoted: string[] = [];
  const kept = found.filter((f) => {
    if (found.length === 1) return true;
    const after = text.slice(f.end);
    // "博客网站首页的文章列表": the home page is where the list sits, not a page of its own; "SaaS 官网" names the site.
    if (f.type === 'home' && (/^的/.test(after) || /^官网$/.test(f.word))) return false;
    const section = SECTION_LIKE[f.type];
    if (section !== undefined && !PAGE_WORD.test(after) && !/page|页/i.test(f.word)) {
      if (section) demoted.push(section);
      return false;
    }
    return true;
  });
  const types: PageType[] = [];
  for (const f of kept.length > 0 ? kept : found) if (!types.includes(f.type)) types.push(f.type);
  // A list of posts names the blog, not one article.
  if (types.includes('blog') && types.includes('article') && !/post|详情/i.test(text))
    types.splice(types.indexOf('article'), 1);
  return { types, demoted };
}

function detectSections(tail: string): { listed: string[]; extra: number } {
  const hits: { name: string; at: number }[] = [];
  for (const [name, re] of SECTION_PATTERNS) {
    const at = matchesAt(tail, re);
    if (at >= 0) hits.push({ name, at });
  }
  hits.sort((a, b) => a.at - b.at);
  const generic = GENERIC_SECTIONS.exec(tail);
  const extra = generic ? (NUMBER_WORDS[generic[1].toLowerCase()] ?? Number(generic[1])) : 0;
  return { listed: hits.map((h) => h.name), extra: Math.min(6, Number.isFinite(extra) ? extra : 0) };
}

function detectPlatform(prompt: string): DesignPlatform {
  const p = PLATFORM_PATTERNS;
  if (p.tablet.test(prompt)) return 'tablet';
  const web = /landing|website|web ?site|落地页|官网|网站/i.test(prompt);
  if (p.mobileStrong.test(prompt)) {
    // "a landing page for our mobile app" is a web page about an app.
    if (!web || /mobile (?:landing|version|web|site)|on (?:a )?(?:phone|mobile)|手机版|移动端/i.test(prompt))
      return 'mobile';
    return 'desktop';
  }
  if (p.desktop.test(prompt)) return 'desktop';
  if (p.mobileWeak.test(prompt) && !web) return 'mobile';
  return 'desktop';
}

function detectBrand(prompt: string): string | undefined {
  const clean = (s: string) => s.trim().replace(/[.,;:!?，。；：！？]+$/, '');
  const quoted = /["“「『《]([^"”」』》\n]{2,30})["”」』》]/.exec(prompt);
  if (quoted) return clean(quoted[1]);
  // Single quotes only around a name, not in "it's".
  const single = /(?:^|[\s(])'([^'\n]{2,30})'(?=[\s,.;:!?)]|$)/.exec(prompt);
  if (single) return clean(single[1]);
  const called =
    /\b(?:called|named|brand(?:ed)?(?: name)?(?: is)?)\s+([A-Z0-9][\w&.'-]*(?:\s+[A-Z0-9][\w&.'-]*){0,2})/.exec(prompt);
  if (called) return clean(called[1]);
  const zh =
    /(?:名为|名叫|叫做|品牌名?(?:为|是)|叫)\s*([A-Za-z0-9\u4e00-\u9fff]{2,12}?)(?=的|，|,|。|、|\s|$|APP|App|app|应用|平台|网站)/.exec(
      prompt,
    );
  if (zh) return clean(zh[1]);
  const forX = /\bfor\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})/.exec(prompt);
  if (forX) {
    const words = forX[1].split(/\s+/).filter((w) => !NOT_BRANDS.has(w));
    if (words.length > 0 && !NOT_BRANDS.has(forX[1].split(/\s+/)[0])) return clean(words.join(' '));
  }
  return undefined;
}

function detectColors(prompt: string): string[] {
  const hits: { color: string; at: number; end: number }[] = [];
  for (const m of prompt.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
    hits.push({ color: `#${hex.toLowerCase()}`, at: m.index, end: m.index + m[0].length });
  }
  for (const [re, color] of COLOR_NAMES) {
    const m = re.exec(prompt);
    if (m) hits.push({ color, at: m.index, end: m.index + m[0].length });
  }
  // "dark blue" also contains "blue": the first, longer name in the table wins the place.
  const kept: typeof hits = [];
  for (const h of hits) if (!kept.some((k) => h.at < k.end && k.at < h.end)) kept.push(h);
  kept.sort((a, b) => a.at - b.at);
  return [...new Set(kept.map((k) => k.color))];
}

function detectTone(prompt: string): string[] {
  return TONE_PATTERNS.filter(([, re]) => re.test(prompt)).map(([tone]) => tone);
}

function detectDomain(prompt: string): Domain {
  return DOMAIN_PATTERNS.find(([, re]) => re.test(prompt))?.[0] ?? 'saas';
}

/** "…, hero, features, pricing": a comma starts the listing when at least two sections follow it. */
function commaList(text: string): { index: number } | null {
  const comma = /[,，、]/.exec(text);
  if (!comma) return null;
  const rest = text.slice(comma.index);
  return SECTION_PATTERNS.filter(([, re]) => re.test(rest)).length >= 2 ? { index: comma.index } : null;
}

/** Reads a prompt; everything the composer and the steps need. */
export function understandPrompt(prompt: string): PromptReading {
  const text = prompt.trim();
  const split = LIST_START.exec(text) ?? commaList(text);
  const head = split ? text.slice(0, split.index) : text;
  const tail = split ? text.slice(split.index) : '';
  const sectionsRead = detectSections(tail);
  const { extra } = sectionsRead;
  const detected = detectPageTypes(head, tail);
  let pageTypes = detected.types;
  const listed = [...new Set([...sectionsRead.listed, ...detected.demoted])];
  if (pageTypes.length === 0) {
    const data = listed.some((s) => /chart|stats|table/.test(s));
    pageTypes = [data ? 'dashboard' : 'home'];
  }
  const marketing =
    /landing|website|web ?site|落地页|官网|网站/i.test(text) ||
    (pageTypes.includes('home') && !/\bapps?\b|应用|手机|mobile|小程序/i.test(text));
  return {
    platform: detectPlatform(text),
    pageTypes,
    sections: [],
    brand: detectBrand(text),
    colors: detectColors(text),
    tone: detectTone(text),
    language: detectLanguage(text),
    domain: detectDomain(text),
    listed,
    extraSections: extra,
    marketing,
  };
}
