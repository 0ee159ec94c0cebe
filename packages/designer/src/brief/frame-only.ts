// What a request says around the screen — "I need a", "帮我做一个", a look word, the page's kind, "page", "官网" —
// names nothing on it. A phrase made only of such words is no element, and no kind of business.
import type { BriefElement, PageKind } from '@boxify/design/brief';

import { COLOR_NAMES } from './colors';
import { DARK_WORDS, MOOD_WORDS, PAGE_WORDS, PLATFORM_WORDS } from './lexicon';

const REQUEST_EN =
  /\b(?:i|we|need|want|would|like|please|make|design|create|build|draw|generate|give|me|us|a|an|the|for|of|in|with|and|my|our|new|some)\b/gi;
const REQUEST_ZH = /请|帮我|给我|我要|我想要?|我们?|为|给|需要|设计|制作|生成|做|画|一个|一款|一张|一套|管理|系统|的/g;
const REQUEST_VERB = /请|帮我|设计|制作|生成|做|\b(?:need|make|design|create|build)\b/i;
const FRAME =
  /\b(?:page|screen|view|landing|home|homepage|website|site|web|app|application|ui|layout|mockup|template)s?\b|官网|首页|主页|页面|界面|屏幕|网站|网页|列表|页|屏/gi;

const wordsOut = (text: string, re: RegExp) =>
  text.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), ' ');

// A single word ("Mobile", "Inbox", "时间线") is a member the prompt lists; only a phrase frames a request.
const isPhrase = (label: string) => /\s/.test(label.trim()) || /[\u3400-\u9fff]{4}/.test(label);

// "桌面游戏" is a member; "做一个法律服务官网首页" says it is a page: a page word, a frame word or a request verb.
const framesTheRequest = (label: string) =>
  new RegExp(FRAME.source, 'i').test(label) || REQUEST_VERB.test(label) || PAGE_WORDS.some(([, re]) => re.test(label));

/** Whether the phrase asks for something or says how it looks ("I need a…", "请生成…", "sleek", "好看的"). */
const asksOrLooks = (phrase: string) =>
  REQUEST_VERB.test(phrase) || MOOD_WORDS.some(([, re]) => new RegExp(re.source, 'i').test(phrase));

/** The phrase less every word that only frames the request. */
function unframed(phrase: string, skip: readonly string[]): string {
  let rest = skip.reduce((text, word) => (word ? text.split(word).join(' ') : text), phrase);
  rest = wordsOut(rest, DARK_WORDS);
  for (const [, re] of MOOD_WORDS) rest = wordsOut(rest, re);
  for (const [re] of COLOR_NAMES) rest = wordsOut(rest, re);
  for (const [, re] of PAGE_WORDS) rest = wordsOut(rest, re);
  for (const re of Object.values(PLATFORM_WORDS)) rest = wordsOut(rest, re);
  return rest
    .replace(FRAME, ' ')
    .replace(REQUEST_EN, ' ')
    .replace(REQUEST_ZH, ' ')
    .replace(/[\s,，.。!！:：()（）“”"「」]+/g, ' ')
    .trim();
}

/** Elements that only frame the request ("Sleek booking page", "I need a home screen", "做一个好看的…官网首页") go. */
export function withoutFrameOnly(
  elements: BriefElement[],
  names: { business: readonly string[]; domain: string },
  pages: readonly PageKind[],
) {
  const skip = [...names.business, names.domain];
  return elements.flatMap((element, index): BriefElement[] => {
    // "(property management)": a list of only the business's own words lists nothing; the domain's own name lists
    // nothing either after a label that only frames ("A landing page for X (property management)").
    // What is left may be a piece of the business the reader cut at a page word ("请生成会议" of "会议预约").
    const left = unframed(element.label, skip);
    const cut = /[\u3400-\u9fff]/.test(left) && asksOrLooks(element.label) && skip.some((word) => word.includes(left));
    // A lone frame word ("Page") frames too.
    const label = element.label.trim();
    const whole = (re: RegExp) => new RegExp(`^(?:${re.source})$`, 'i').test(label);
    // So does the page's own kind alone ("Create a leaderboard for X" → "Leaderboard").
    // A device said before the parts ("…, phone: chargers near me") is the platform; among fields it is one.
    const frameWord =
      whole(FRAME) ||
      (index === 0 && Object.values(PLATFORM_WORDS).some(whole)) ||
      PAGE_WORDS.some(([page, re]) => pages.includes(page) && whole(re));
    const framed = frameWord || (isPhrase(element.label) && framesTheRequest(element.label) && (left === '' || cut));
    const business = new Set([...names.business, ...(framed ? [names.domain] : [])].map((w) => w.toLowerCase()));
    // A list of only the business's words lists nothing; among other members the business is one ("宽带").
    // "(water and power)" lists the business's own words.
    const ofBusiness = (item: string) =>
      business.has(item.toLowerCase()) ||
      [...business].some((b) => b.split(/\s*\/\s*|\s+(?:and|&)\s+/).includes(item.toLowerCase()));
    const own = element.items?.filter((item) => !ofBusiness(item));
    const items = own?.length ? element.items : own;
    const e = items?.length ? { ...element, items } : (({ items: _, ...rest }) => rest)(element);
    if (items?.length || e.count || !framed) return [e];
    // "phone", "Page": a word that only says what the screen is, unless a kind word made it a part ("a table of
    // sites").
    if (frameWord && ['section', 'button', 'nav-item'].includes(e.kind)) return [];
    // A part of its own ("a New booking button") stays, and so does a part among others named with page or frame
    // nouns ("关于我们", "Profile views"). A phrase with the request's verb or a look word ("Sleek booking page"),
    // the page's own kind, or a lone phrase in a prompt that names nothing else goes.
    if (e.kind === 'button' || e.kind === 'nav-item') return [e];
    // A part of a UI kind named with no screen, request or look word is a part ("日程列表" among the list page's
    // parts, "发票列表" alone on a home page), unless it is alone and names the page itself ("Leaderboard").
    const ownPage = PAGE_WORDS.some(([page, re]) => pages.includes(page) && re.test(e.label));
    const part =
      e.kind !== 'section' &&
      !/页|界面|屏|\b(?:page|screen|view)s?\b/i.test(e.label) &&
      !asksOrLooks(e.label) &&
      !(elements.length === 1 && ownPage);
    const framing = !part && (elements.length === 1 || ownPage || asksOrLooks(e.label));
    return framing ? [] : [e];
  });
}

/** The business as the prompt phrases it, less the request around it ("请生成政务大厅" → "政务大厅"). */
export function businessOnly(phrase: string | undefined): string | undefined {
  if (!phrase) return undefined;
  // A phrase cut from the middle of the request may start inside its verb ("计一个健身俱乐部").
  let rest = phrase
    .replace(/^(?:.*?(?:设计|制作|生成|做|画)|计|作|成)?(?:一个|一款|一家|一张)/, '')
    .replace(/^(?:请|帮我|给我|我)?(?:为|给)?(?:设计|做|制作|生成|画)/, '')
    // "为宠物医院「暖爪」…": the business is named for whom the page is.
    .replace(/^(?:为|给)(?=[\u3400-\u9fff]{2})/, '');
  // A whole look word only: "cleaning service" is no "clean".
  for (const [, re] of MOOD_WORDS)
    rest = rest.replace(new RegExp(`^(?:${re.source})(?:的|(?=\\s)|$|(?=[\\u3400-\\u9fff]))`, 'i'), '');
  // "外卖平台文章页": the page's kind after the business is not part of it; without 页 it is ("社区动态",
  // "会议预约"). An English business keeps its words ("art gallery"): its reader stops before the page's kind.
  if (/[\u3400-\u9fff]/.test(rest))
    for (const [, re] of PAGE_WORDS) rest = rest.replace(new RegExp(`(?:${re.source})页$`, 'i'), '');
  rest = rest
    .replace(/(?:官网首页|官网|首页|主页|页面|页)$/, '')
    .replace(/的$/, '')
    .trim();
  // "手机预约页" leaves "手机": a device alone is the platform, not the business ("手机银行" is a business).
  if (Object.values(PLATFORM_WORDS).some((re) => new RegExp(`^(?:${re.source})$`, 'i').test(rest))) return undefined;
  return rest || undefined;
}
