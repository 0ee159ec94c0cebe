// Prompt → DesignBrief, for English and Chinese prompts. Deterministic; dictionaries load once.
import { DesignBriefSchema, type BriefElement, type DesignBrief, type PageKind } from '@boxify/design/brief';
import { detectLanguage } from '@boxify/design/locale';
import { platformOfWidth } from '@boxify/design/platform';

import { COLOR_NAMES } from '../generate/vocabulary';
import { DARK_WORDS, MOOD_WORDS, PAGE_WORDS, PLATFORM_WORDS, SITE_WORDS } from './lexicon';
import { coverPrompt } from './coverage';
import { readChinese } from './read-chinese';
import { readEnglishElements } from './read-english';
import { matchDomain } from '../domains';
import { brandOf, domainOf } from './read-names';

export type BriefRequest = { prompt: string; width?: number };

type Platform = DesignBrief['platform'];

// Lists name members ("filters for Mobile, Broadband", "筛选（手机、家庭）"): a platform word there is not the platform.
const LISTS =
  /[（(][^）)]*[、,，][^）)]*[）)]|\b(?:for|about|covering)\s+[^.;:,]+(?:,[^.;:,]+)*,?\s(?:and|or)\s[^.;:,]+|[：:][^。；;：:]*?、[^。；;：:]*/gi;

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
  if (kinds.length > 0) return [...new Set(kinds)].slice(0, 8);
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

// "深色主题", "calm lavender tones", "moody": the theme's words, read into `theme`, are not an element.
const LOOK_WORDS =
  /主题|模式|风格|配色|色调|主色调|主调|为主|\b(?:theme|mode|style|look|feel|tones?|colou?rs?|palette|accents?)\b|[的,，\s]/gi;
function namesOnlyTheLook(label: string): boolean {
  let rest = label.replace(DARK_WORDS, ' ');
  for (const [, re] of MOOD_WORDS) rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
  for (const [re] of COLOR_NAMES) rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
  return (
    rest
      .replace(LOOK_WORDS, '')
      .replace(/\b(?:and|in|with|a|an)\b/gi, '')
      .trim().length === 0
  );
}

// "Bar chart of treatment plans accepted" is titled "Treatment plans accepted": the kind is drawn, not written.
const KIND_HEAD =
  /^(?:(?:bar|line|pie|donut|area) chart|chart|graph|progress bar|table|list|map|grid|calendar)\s+(?:of|for|showing|with)\s+(.{3,})$/i;
const asElement = (label: string): BriefElement => ({ kind: 'section', label });

// A short phrase holding a figure ("1,204 backers", "剩余次数 18 次") is a stat, not a card of text.
const FIGURE = /(?<![\w/.-])[$£€¥￥]?\d[\d,.:]*(?:\s?(?:%|°|次|元|天|days?))?(?![\w/]|[.,:]\d)/g;
// One figure, at the start or the end ("1,204 backers", "剩余次数 18 次"), in a phrase without quotes.
const holdsOneFigure = (label: string) => {
  const figures = [...label.matchAll(FIGURE)];
  if (figures.length !== 1 || /["“”「」]/.test(label)) return false;
  const [figure] = figures;
  return figure.index === 0 || figure.index + figure[0].length >= label.trimEnd().length;
};

// "12 days to go" is a figure of the page, not twelve cards: a count stays a count only for what a page repeats.
const REPEATED = /\b(?:sections?|cards?|items?|blocks?|tiles?|panels?|rows?|entries)\b|部分|模块|板块|卡片|条目/i;
const foldCount = (e: BriefElement): BriefElement =>
  e.kind === 'section' && e.count && !e.items && !REPEATED.test(e.label)
    ? { kind: 'section', label: `${e.count} ${e.label.charAt(0).toLowerCase()}${e.label.slice(1)}` }
    : e;

function plainLabel(given: BriefElement): BriefElement {
  const element = foldCount(given);
  if (element.kind === 'section' && !element.items && element.label.length <= 32 && holdsOneFigure(element.label))
    return { ...element, kind: 'stat' };
  const m = KIND_HEAD.exec(element.label);
  if (!m) return element;
  return { ...element, label: m[1].charAt(0).toUpperCase() + m[1].slice(1) };
}

/** Reads a prompt (and the panel's width) into a validated brief. */
export function readBrief(request: BriefRequest): DesignBrief {
  const prompt = request.prompt.trim();
  const language = detectLanguage(prompt);
  const brand = brandOf(prompt);
  // The kind of business: as the prompt phrases it, else the domain data's words found in it ("coworking").
  const known = matchDomain([prompt.replace(brand ?? '\u0000', ' ')], language);
  const apposition = domainOf(prompt, brand);
  const domain = apposition ?? known?.matched[0];
  const skip = [brand, domain, ...(known?.matched ?? [])].filter((s): s is string => !!s);
  const read = language === 'zh' ? readChinese(prompt, skip).elements : readEnglishElements(prompt, skip).elements;
  const pages = pagesOf(prompt);
  // What the page's heading shows is said apart: the brand, or the business when there is no brand (and a landing
  // page's subtitle). Other business words the prompt uses are words the page must carry too.
  // The business in apposition ("Pawstep, a dog-walking service", "为宠物医院「暖爪」") says what the product is.
  const heading = [brand ?? domain, apposition, pages.includes('landing') ? domain : undefined].filter(
    (s): s is string => !!s,
  );
  // The look's words ("粉色主调：…") head no element: what they introduce is read on its own.
  const looked = read.flatMap((e) => (namesOnlyTheLook(e.label) ? (e.items ?? []).map(asElement) : [e]));
  const elements = coverPrompt(prompt, language, looked, heading).map(plainLabel);
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
