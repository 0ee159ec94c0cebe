// Nothing the user typed is dropped: after the reading, every list member and every phrase holding a content word
// the brief does not carry yet joins the brief, where the prompt said it. The readers find the structure; this
// pass makes sure the words themselves reach the page even where the structure was not understood.
import nlp from 'compromise';

import type { BriefElement, ElementKind } from '@boxify/design/brief';
import type { Language } from '@boxify/design/locale';

import { COLOR_NAMES } from './colors';
import { kindOfChinese, kindOfEnglish } from './classify';
import { DARK_WORDS, ELEMENT_WORDS_EN, ELEMENT_WORDS_ZH, FRAME_WORDS_EN, MOOD_WORDS, PAGE_WORDS } from './lexicon';
import { protectNumbers, restoreNumbers, splitList } from './lists';
import { tagChinese } from './read-chinese';

/** A phrase of the prompt, or a list with the phrase before it; `owned` lists are members of their head. */
type Piece = { at: number; head: string; items?: string[]; owned?: boolean };

const PARENTHESES = /[（(]([^）)]*)[）)]/g;
// "links: A, B, C", "设置页：A、B、C", "— photos, age, breed": a list after a colon or a dash.
const AFTER_COLON = /([^.;:。；：!?—–]{0,60})(?:[:：]|\s*[—–]\s)\s*([^.;:。；：—–]+)/g;
// "tabs General, Pay schedule, Tax", "categories Sleep, Focus, Anxiety": a UI word, then its members.
const AFTER_KIND_WORD =
  /\b(tabs|categories|filters|links|chips|options|sections|columns|statuses|tags|types|modes|buttons)\s+((?:[A-Z0-9][^,;.:]*,\s*)+(?:(?:and|or)\s+)?[A-Z0-9][^,;.:]*)/g;
const MEMBER_MAX = 40;
const HEAD_BEFORE = /([^,;:.!?，；：。、()（）—–]{0,40})$/;
const SPLIT_EN =
  /[,;:.!?—–"“”]|\s-\s|\b(?:and|or|then|with|plus|including|showing|shows|featuring|each|per|for|of|on|in|at|to|from|by|as|that|where|which)\b/gi;
const SPLIT_ZH = /[，,；;：:。！？!?、“”"「」『』]|以及|并且|然后|和|及|与|或/g;

// Words that carry no content of their own in English prompts.
const STOP_EN = new Set(
  'a an the our your their its my we us you they it is are be been need needs want wants should must can could would will also just very more most some any all every each new big small short long large top one two three four five six seven eight nine ten who what how this these those there here end ends ending start present introduce asking ask asks show display list include includes let lets allow allows make build create design give gives get gets see use using used via plus only than like into onto over under while when'.split(
    ' ',
  ),
);
const STOP_ZH = new Set(
  '选择 显示 展示 包含 包括 提供 查看 列出 带有 需要 可以 支持 一个 一张 一份 每个 每张 每条 每项 每位 其中 以及 然后 并且 进行 用于 使用 设计 页面 界面 底部 顶部 左侧 右侧 中间 上方 下方 区域 模块 部分 板块 信息 内容 主题 模式 风格 配色 色调 主色调 主调 颜色 色系 为主'.split(
    ' ',
  ),
);
const KIND_WORDS_EN = new Set(ELEMENT_WORDS_EN.flatMap(([word]) => word.split(' ')));
const KIND_WORDS_ZH = ELEMENT_WORDS_ZH.map(([word]) => word);

// Words that name the device or the kind of screen, never something on it ("phone" can be a form field).
const DEVICE_WORDS = new Set(
  'mobile tablet desktop ios android iphone ipad web website webpage browser app apps pc 手机 手机端 移动端 平板 网页 网站 桌面端 小程序 官网 app端'.split(
    ' ',
  ),
);

function isFrameWord(word: string): boolean {
  if (DEVICE_WORDS.has(word) || PAGE_WORDS.some(([, re]) => re.test(word))) return true;
  if (DARK_WORDS.test(word) || MOOD_WORDS.some(([, re]) => re.test(word))) return true;
  return COLOR_NAMES.some(([re]) => re.test(word));
}

/** The content words of a phrase: what the page must show for the phrase to be on it. */
// Nouns, numbers and adjectives name things; verbs ("choose", "introduce") only say what to do with them. Tagged
// over the whole prompt, where the context is ("phone" alone reads as a verb).
function verbsOf(prompt: string, language: Language): ReadonlySet<string> {
  if (language === 'zh') return new Set();
  const words = new Map<string, boolean>();
  for (const sentence of nlp(prompt).terms().json() as { terms: { normal: string; tags: string[] }[] }[]) {
    for (const term of sentence.terms) {
      const naming = term.tags.some((t) => ['Noun', 'Value', 'Adjective', 'Acronym'].includes(t));
      words.set(term.normal, (words.get(term.normal) ?? false) || naming);
    }
  }
  return new Set([...words].filter(([, naming]) => !naming).map(([word]) => word));
}

function contentWords(
  phrase: string,
  language: Language,
  skip: readonly string[],
  verbs: ReadonlySet<string> = new Set(),
): string[] {
  let text = phrase;
  for (const word of skip) if (word) text = text.split(word).join(' ');
  // "空状态页", "pricing page": the page's kind is the brief's page, not an element.
  for (const [, re] of PAGE_WORDS) text = text.replace(new RegExp(re.source, `${re.flags.replace('g', '')}g`), ' ');
  if (language === 'zh') {
    return (
      tagChinese(text)
        .filter(({ word, tag }) => /^(?:n|vn|v|b|eng|m|t|s|an|j|l|i|nz|nr|ns|nt)/.test(tag) && word.trim().length >= 2)
        // A count said in words ("五个") is the element's count, not a word to show.
        .filter(({ word, tag }) => !(tag === 'm' && /^[一二两三四五六七八九十几多每]/.test(word)))
        .map(({ word }) => word.trim().toLowerCase())
        .filter((w) => !STOP_ZH.has(w) && !KIND_WORDS_ZH.includes(w) && !isFrameWord(w))
    );
  }
  return (text.toLowerCase().match(/[a-z0-9$€£¥%][a-z0-9$€£¥%'’./+-]*/g) ?? [])
    .map((w) => w.replace(/[.'’-]+$/, ''))
    .filter((w) => !verbs.has(w))
    .filter((w) => (w.length >= 3 || /\d/.test(w)) && !STOP_EN.has(w) && !FRAME_WORDS_EN.has(w))
    .filter((w) => !KIND_WORDS_EN.has(w) && !KIND_WORDS_EN.has(w.replace(/s$/, '')) && !isFrameWord(w));
}

/** Whether the brief's words hold a word: itself, its singular or its stem ("vaccinated" → "vaccin"). */
function carries(haystack: string, word: string): boolean {
  if (haystack.includes(word)) return true;
  if (/\d/.test(word) || word.length < 5) return false;
  return haystack.includes(word.replace(/(?:es|s|ed|ing)$/, '').slice(0, Math.max(4, word.length - 3)));
}

const briefWords = (elements: BriefElement[], product: readonly string[]) =>
  [...product, ...elements.flatMap((e) => [e.label, `${e.count ?? ''}`, ...(e.items ?? []), ...(e.fields ?? [])])]
    .join(' | ')
    .toLowerCase();

const OPENERS_EN =
  /^(?:(?:and|or|then|with|a|an|the|choose|pick|select|show|showing|shows|display|displays|see|view|enter|add|has|have|its|their|your|our|my|some|each|every|big|small|short)\s+)+/i;
const OPENERS_ZH = new Set(
  '选择 选 显示 展示 包含 包括 提供 查看 列出 带有 带 有 需要 一个 一张 一份 可以 的'.split(' '),
);

/** Drops whole jieba words that open a phrase without naming anything ("有效期" keeps its 有). */
function dropOpenersZh(text: string): string {
  const words = tagChinese(text).map(({ word }) => word);
  let i = 0;
  while (i < words.length && (OPENERS_ZH.has(words[i]) || !words[i].trim())) i++;
  return words.slice(i).join('');
}

function tidy(phrase: string, language: Language): string {
  const text = restoreNumbers(phrase).replace(/\s+/g, ' ').trim();
  const tidied = language === 'zh' ? dropOpenersZh(text) : text.replace(OPENERS_EN, '');
  const label = tidied.replace(/^[\s"“”'‘’「」]+|[\s"“”'‘’「」]+$/g, '').slice(0, 80);
  return language === 'en' ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

function kindOf(phrase: string, language: Language): ElementKind {
  const kind = language === 'zh' ? kindOfChinese(phrase) : kindOfEnglish(phrase.toLowerCase().split(/\s+/));
  return kind?.kind ?? 'section';
}

/** The prompt's parenthesised lists with the phrase before each, and its other phrases, with where each starts. */
function piecesOf(prompt: string, language: Language): { lists: Piece[]; phrases: Piece[] } {
  const text = protectNumbers(prompt);
  const lists: Piece[] = [];
  for (const m of text.matchAll(PARENTHESES)) {
    const head = HEAD_BEFORE.exec(text.slice(0, m.index))?.[1] ?? '';
    lists.push({ at: m.index, head: restoreNumbers(head), items: splitList(m[1]), owned: true });
  }
  const bare = text.replace(PARENTHESES, (whole) => ' '.repeat(whole.length));
  for (const m of bare.matchAll(AFTER_COLON)) {
    const items = splitList(m[2]);
    if (items.length >= 2) lists.push({ at: m.index + m[1].length, head: restoreNumbers(m[1]), items });
  }
  if (language === 'en') {
    for (const m of bare.matchAll(AFTER_KIND_WORD))
      lists.push({ at: m.index, head: m[1], items: splitList(m[2]), owned: true });
  }
  // Page words name the page ("sign in page", "空状态页"), not an element: blanked before the split.
  const open = PAGE_WORDS.reduce(
    (rest, [, re]) => rest.replace(new RegExp(re.source, `${re.flags.replace('g', '')}g`), (w) => ' '.repeat(w.length)),
    text.replace(PARENTHESES, (whole) => ' '.repeat(whole.length)),
  );
  const phrases: Piece[] = [];
  let from = 0;
  for (const m of open.matchAll(language === 'zh' ? SPLIT_ZH : SPLIT_EN)) {
    phrases.push({ at: from, head: open.slice(from, m.index) });
    from = m.index + m[0].length;
  }
  phrases.push({ at: from, head: open.slice(from) });
  return { lists, phrases: phrases.filter((p) => p.head.trim()) };
}

/** Where an element's words appear in the prompt from `from` on: the reading's order is kept, never changed. */
function positionOf(prompt: string, element: BriefElement, from: number): number {
  const lower = prompt.toLowerCase();
  for (const text of [element.label, ...(element.items ?? [])]) {
    const at = lower.indexOf(text.toLowerCase().slice(0, 16), from);
    if (at >= 0) return at;
  }
  return from;
}

// "…; unread dots; Mark all as read.": a clause that is only an action (a verb and small words) is a button.
function actionsOf(prompt: string, said: string, verbs: ReadonlySet<string>): { at: number; element: BriefElement }[] {
  const found: { at: number; element: BriefElement }[] = [];
  const text = protectNumbers(prompt).replace(PARENTHESES, (whole) => ' '.repeat(whole.length));
  let from = 0;
  for (const m of [...text.matchAll(/[;,:.!?]|\s[—–]\s|$/g)]) {
    const clause = restoreNumbers(text.slice(from, m.index))
      .replace(/^\s*(?:and|or|then|plus)\s+/i, '')
      .trim();
    const at = from;
    from = m.index + m[0].length;
    if (!clause || clause.split(/\s+/).length > 5 || said.includes(clause.toLowerCase())) continue;
    if (contentWords(clause, 'en', [], verbs).length > 0 || !nlp(clause).has('^#Infinitive')) continue;
    found.push({ at, element: { kind: 'button', label: clause.charAt(0).toUpperCase() + clause.slice(1) } });
  }
  return found;
}

/** The elements with what the reading missed added in the prompt's order. */
export function coverPrompt(
  prompt: string,
  language: Language,
  elements: BriefElement[],
  skip: readonly string[],
): BriefElement[] {
  const { lists, phrases } = piecesOf(prompt, language);
  const verbs = verbsOf(prompt, language);
  const placed: { element: BriefElement; at: number }[] = [];
  for (const element of elements) placed.push({ element, at: positionOf(prompt, element, placed.at(-1)?.at ?? 0) });
  const all = () =>
    briefWords(
      placed.map((p) => p.element),
      skip,
    );
  // Said as is, or word by word, or (a member that is only a UI word and a count: "2 steps") by its kind.
  const covered = (item: string) => {
    if (all().includes(item.toLowerCase())) return true;
    const words = contentWords(item, language, skip, verbs);
    if (words.length > 0) return words.every((w) => carries(all(), w));
    const kind = kindOf(item, language);
    return kind !== 'section' && placed.some((p) => p.element.kind === kind);
  };
  for (const list of lists.sort((a, b) => a.at - b.at)) {
    const items = (list.items ?? []).map((item) => tidy(item, language)).filter((i) => i && i.length <= MEMBER_MAX);
    // A member is on the page as said ("In progress", "关于"), not only word by word.
    const head = tidy(list.head, language);
    // Members the reading drew as cards of their own ("Categories Sleep", "Focus", "Anxiety") are one element's.
    if (list.owned && items.length >= 2) {
      const lower = items.map((i) => i.toLowerCase());
      const loose = placed.filter(
        (p) =>
          p.element.kind === 'section' &&
          !p.element.items &&
          lower.some((i) => [i, `${head.toLowerCase()} ${i}`].includes(p.element.label.toLowerCase())),
      );
      if (loose.length >= 2) {
        for (const p of loose) placed.splice(placed.indexOf(p), 1);
        placed.push({ at: list.at, element: { kind: kindOf(head, language), label: head, items } });
        continue;
      }
    }
    // "（手机）" alone names the device; "Family, Mobile, Business" are a plan's members.
    const device = (item: string) => items.length === 1 && DEVICE_WORDS.has(item.toLowerCase());
    const missing = items.filter((item) => !device(item) && !covered(item));
    if (missing.length === 0) continue;
    // After a colon, members that are elements of their own ("address, photos") join the page one by one.
    if (!list.owned && kindOf(head, language) === 'section') {
      for (const item of missing) {
        const at = prompt.toLowerCase().indexOf(item.toLowerCase().slice(0, 12), list.at);
        placed.push({ at: at >= 0 ? at : list.at, element: { kind: kindOf(item, language), label: item } });
      }
      continue;
    }
    const headWords = contentWords(head, language, skip, verbs);
    const owner = headWords.length
      ? placed.find((p) => p.at <= list.at && headWords.every((w) => carries(p.element.label.toLowerCase(), w)))
      : undefined;
    if (owner) owner.element.items = [...new Set([...(owner.element.items ?? []), ...items])].slice(0, 50);
    else if (head && !isFrameWord(head.toLowerCase()))
      placed.push({ at: list.at, element: { kind: kindOf(head, language), label: head, items } });
    else
      placed.push({
        at: list.at,
        element: { kind: 'section', label: items.join(language === 'zh' ? '、' : ', ').slice(0, 80) },
      });
  }
  for (const phrase of phrases) {
    const words = contentWords(phrase.head, language, skip, verbs);
    if (words.length === 0 || words.every((w) => carries(all(), w))) continue;
    const label = tidy(phrase.head, language);
    if (!label) continue;
    placed.push({ at: phrase.at, element: { kind: kindOf(label, language), label } });
  }
  if (language === 'en') placed.push(...actionsOf(prompt, all(), verbs));
  return placed
    .map((p, order) => ({ ...p, order }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map((p) => p.element)
    .slice(0, 40);
}
