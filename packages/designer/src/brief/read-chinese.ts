// Reads a Chinese prompt's elements: clauses split at punctuation and joining words, segmented by jieba (with
// part-of-speech tags) to drop verbs and measure words, each clause classified by the UI kind words it holds.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';

import type { BriefElement } from '@boxify/design/brief';

import { kindOfChinese } from './classify';
import { MOOD_WORDS, PAGE_WORDS, PLATFORM_WORDS } from './lexicon';
import { siteSectionOf } from './sections';
import { protectNumbers, restoreNumbers } from './lists';

let jieba: Jieba | undefined;
// The dictionary loads once per process (~0.3 s), on first use.
export const segmenter = () => (jieba ??= Jieba.withDict(dict));

/** jieba's words of a Chinese text, with their part-of-speech tags. */
export const tagChinese = (text: string) => segmenter().tag(text);

const PUNCTUATION = /^[，,；;。.！!？?：:、]+$/;
const CONJUNCTIONS = new Set(['以及', '还有', '然后', '并且', '并', '和', '及', '与', '或', '或者']);

/**
 * Splits at punctuation and at conjunctions that jieba reads as words of their own ("合并" and "和平" stay whole).
 * Parentheses are kept with their clause.
 */
function splitWords(text: string, separators: (word: string) => boolean): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (const word of segmenter().cut(text)) {
    for (const ch of word) depth += ch === '（' || ch === '(' ? 1 : ch === '）' || ch === ')' ? -1 : 0;
    if (depth <= 0 && separators(word)) {
      parts.push(current);
      current = '';
      depth = 0;
    } else current += word;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

const splitClauses = (text: string) => splitWords(text, (w) => PUNCTUATION.test(w) || CONJUNCTIONS.has(w));
const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const MEASURE =
  '个|条|张|项|款|种|位|篇|步|道|组|块|档|天|件|家|名|支|辆|间|套|份|门|节|本|首|只|双|台|座|层|场|次|期|句|段';
// Arabic numbers count on their own; a Chinese numeral counts only with a measure word ("二手车" is no count).
const COUNT = new RegExp(`^(?:前|共)?(?:(\\d{1,2})\\s*(?:${MEASURE})|([一二两三四五六七八九十])\\s*(?:${MEASURE}))`);
// Verbs and small words that open a clause without naming anything.
const OPENER_WORDS = new Set(
  '选择 选 显示 展示 包含 包括 提供 查看 列出 带有 带 有 要有 需要 一个 一张 一份 可以 能 支持 用 以 的 放 是'.split(
    ' ',
  ),
);

/** Drops the words that open a clause without naming anything, whole jieba words only ("有效期" keeps its 有). */
function dropOpeners(clause: string): string {
  const words = segmenter().cut(clause);
  let i = 0;
  while (i < words.length && (OPENER_WORDS.has(words[i]) || !words[i].trim())) i++;
  return words.slice(i).join('').trim();
}
const SCREEN_WORDS =
  /页面|页|界面|屏幕|首页|主页|平板|手机|移动端|网页|网站|桌面端|深色|浅色|暗色|主题|模式|风格|配色|颜色|版/g;
// The words of a request around the screen's name ("为航旅设计一个网页地图页", "帮我做").
// The verb comes first: the optional opener matches the empty string at the start and would hide it.
const REQUEST_WORDS = /(?:设计|做|制作|生成|画)(?:一个|一张|一款)?|^(?:请|帮我|给我)?(?:为|给)?/g;

export type ChineseReading = { elements: BriefElement[] };

function countOf(clause: string): { count?: number; rest: string } {
  const m = COUNT.exec(clause);
  if (!m || m[0].length === clause.length) return { rest: clause };
  const value = m[1] ? Number(m[1]) : DIGITS[m[2]];
  return { count: value, rest: clause.slice(m[0].length) };
}

// A clause that only says what the screen is names no element.
function namesTheScreen(clause: string, business: readonly string[] = []): boolean {
  let rest = business.reduce((text, word) => text.replaceAll(word, ''), clause).replace(REQUEST_WORDS, '');
  rest = rest.replace(SCREEN_WORDS, '');
  for (const [, re] of MOOD_WORDS) rest = rest.replace(new RegExp(re.source, 'gi'), '');
  for (const [, re] of PAGE_WORDS) rest = rest.replace(new RegExp(re.source, `${re.flags}g`), '');
  rest = rest.replace(PLATFORM_WORDS.mobile, '').replace(PLATFORM_WORDS.tablet, '').replace(PLATFORM_WORDS.desktop, '');
  return rest.replace(/[的地得了]/g, '').trim().length === 0;
}

// jieba's tags: keep nouns, names, numbers-with-nouns and verb-nouns; a clause of verbs alone names nothing.
function hasNoun(clause: string): boolean {
  return segmenter()
    .tag(clause)
    .some(({ tag }) => /^(?:n|nr|ns|nt|nz|vn|an|t|s|eng)/.test(tag));
}

const unquote = (items: string[]) => items.map((s) => s.replace(/^[“"「『]|[”"」』]$/g, '').trim()).filter(Boolean);
const splitChinese = (list: string) =>
  unquote(splitWords(list, (w) => /^[、，,/]+$/.test(w.trim()) || CONJUNCTIONS.has(w)).map(restoreNumbers));

const NUMERAL = `(?:(\\d{1,2})\\s*(?=[个列项张种类])|([一二两三四五六七八九十]))`;
const PLATFORM_ONLY =
  /^(?:手机|手机端|移动端|网页|网页版|桌面|桌面端|平板|小程序|app|ios|android|iphone|ipad|pc|web)$/i;

/** Marks the lists of a prompt: `§n§` (members) or `¤n¤` (fields) after the clause they belong to. */
function markLists(prompt: string, skip: readonly string[]) {
  const members: string[][] = [];
  const fields: string[][] = [];
  const member = (items: string[]) => `§${members.push(items) - 1}§`;
  const labels: string[] = [];
  let text = protectNumbers(prompt)
    // A quoted button label is said verbatim (“选择发型师”按钮 keeps its 选择).
    .replace(
      /[“"「『]([^”"」』]{1,30})[”"」』]\s*按钮/g,
      (_, label: string) => `‡${labels.push(restoreNumbers(label)) - 1}‡`,
    )
    // The brand's own quotes go (it is read apart); other quoted words stay, they are labels ("预约看车").
    .replace(/[“"「『]([^”"」』]*)[”"」』]/g, (_, inner: string) => (skip.includes(inner) ? ' ' : inner));
  // "每辆车的卡片显示车型、年份": what each member shows.
  text = text.replace(
    /((?:每|各)[^，,。；;：:]{0,12}?(?:显示|包含|展示|列出|有|含))([^。；;：:]+)/g,
    (whole, head: string, list: string) =>
      /[、，,和及与]/.test(list) ? `${head}¤${fields.push(splitChinese(list)) - 1}¤` : whole,
  );
  // "今日告警、高危漏洞、资产在线率三个指标卡", "待受理、处理中、已完成三列": the list is the members of what it counts.
  text = text.replace(
    new RegExp(
      `([^，,。；;：:（(]+?(?:、[^，,。；;：:、（(]+?)+)(?<![和及与、])${NUMERAL}\\s*(?:个|项|张|种|类)?([^，,。；;：:、（(]{0,8})`,
      'g',
    ),
    (whole, list: string, digits: string | undefined, numeral: string | undefined, tail: string) => {
      if (kindOfChinese(tail)?.at !== 0 && !/^(?:列|栏)/.test(tail)) return whole;
      const count = digits ? Number(digits) : DIGITS[numeral ?? ''];
      return `${count}个${tail || '列'}${member(splitChinese(list))}`;
    },
  );
  // "筛选：品牌、价格区间": after a colon, the members of the clause before it.
  text = text.replace(/([^，,。；;：:]{1,16})[：:]([^。；;：:，,]+)/g, (whole, head: string, list: string) => {
    const pageHead = namesTheScreen(head) || PAGE_WORDS.some(([, re]) => re.test(head)) || /页|界面|屏/.test(head);
    if (!/[、，,和及与]/.test(list) || /[§¤]/.test(list) || pageHead) return whole;
    return `${head}${member(splitChinese(list))}`;
  });
  // "充值和续卡按钮": one button each.
  text = text.replace(
    /(?<=^|[，,。；;：:、\s])([^，,。；;：:、\s]{1,4}(?:和|及|与)[^，,。；;：:、]{1,4}?)按钮/g,
    (_, list: string) => `按钮${member(splitChinese(list))}`,
  );
  // Parentheses: members, unless they only name the platform ("（手机）").
  text = text.replace(/[（(]([^）)]*)[）)]/g, (_, inner: string) =>
    PLATFORM_ONLY.test(inner.trim()) ? ' ' : member(splitChinese(inner)),
  );
  return { text, members, fields, labels };
}

export function readChinese(prompt: string, skip: readonly string[]): ChineseReading {
  const { text: listText, members: memberLists, fields: fieldLists, labels } = markLists(prompt, skip);
  const listed = { get: (n: number) => memberLists[n] };
  const fieldLookup = { get: (n: number) => fieldLists[n] };
  const elements: BriefElement[] = [];
  for (const raw of splitClauses(listText)) {
    const quoted = /‡(\d+)‡/.exec(raw);
    if (quoted) {
      elements.push({ kind: 'button', label: labels[Number(quoted[1])] });
      continue;
    }
    const marker = /§(\d+)§/.exec(raw);
    const members = marker ? listed.get(Number(marker[1])) : undefined;
    const fieldMarker = /¤(\d+)¤/.exec(raw);
    const fields = fieldMarker ? fieldLookup.get(Number(fieldMarker[1])) : undefined;
    let clause = restoreNumbers(raw)
      .replace(/§\d+§|¤\d+¤/g, '')
      .trim();
    clause = dropOpeners(clause);
    // "每辆车的卡片显示…": a card of each member, showing the fields.
    if (fields) {
      const card = /卡片|卡/.test(clause);
      const previous = elements[elements.length - 1];
      if (!card && previous) previous.fields = fields;
      else
        elements.push({
          kind: card ? 'card-grid' : 'list',
          label: clause.replace(/^(?:每|各)/, '').replace(/(?:显示|包含|展示|列出|有|含)$/, ''),
          fields,
        });
      continue;
    }
    if (/^按钮$/.test(clause) && members) {
      elements.push(...members.map((label): BriefElement => ({ kind: 'button', label })));
      continue;
    }
    if (!clause) {
      if (members && elements.length > 0) elements[elements.length - 1].items = members;
      continue;
    }
    const { count, rest } = countOf(clause);
    clause = dropOpeners(rest);
    // The brand is read apart; the business words stay ("游戏时长" keeps its 游戏).
    if (skip[0] && clause.startsWith(skip[0])) clause = clause.slice(skip[0].length);
    clause = clause
      .trim()
      .replace(/^的|的$/g, '')
      .trim();
    if (!clause) continue;
    // "功能介绍、用户评价、价格和常见问题": a site's own sections are parts, though some are page words.
    const site = siteSectionOf(clause);
    if (site && !members) {
      elements.push({ kind: site.kind, label: clause, ...(count && { count }) });
      continue;
    }
    const kind = kindOfChinese(clause);
    // A UI kind word makes an element ("捐赠人列表"), unless the clause calls it a page ("列表页").
    const named = kind && !/页面?$|界面$/.test(clause);
    if (!named && namesTheScreen(clause, skip.slice(1)) && !count) continue;
    if (!kind && !hasNoun(clause)) continue;
    // A business word alone is no element; a domain's keyword that names a part ("2个套餐") is.
    if (skip.slice(1).includes(clause) && !kind && !count) continue;
    const label = kind?.kind === 'button' ? clause.replace(/按钮$/, '') || clause : clause;
    const element: BriefElement = { kind: kind?.kind ?? 'section', label, ...(count && { count }) };
    // "关于贵宾厅的问题": the topic is the member.
    const topic = /^关于(.+?)的(?:问题|问答)$/.exec(label);
    if (topic && !members) element.items = [topic[1]];
    if (members) element.items = members;
    elements.push(element);
  }
  return { elements };
}
