// After the reading and the coverage pass, each element is settled into what a page draws: the look's words head
// nothing, figures are stats, counts belong to repeated parts, links are actions, a form page's phrases are fields.
import nlp from 'compromise';

import type { BriefElement, PageKind } from '@boxify/design/brief';

import { COLOR_NAMES } from './colors';
import { DARK_WORDS, MOOD_WORDS } from './lexicon';
import { escapeRegExp } from './lists';

// "深色主题", "calm lavender tones", "moody": the theme's words, read into `theme`, are not an element.
const LOOK_WORDS =
  /主题|模式|风格|配色|色调|主色调|主调|为主|\b(?:theme|mode|style|look|feel|tones?|colou?rs?|palette|accents?)\b|[的,，\s]/gi;
function namesOnlyTheLook(label: string): boolean {
  let rest = label.replace(DARK_WORDS, ' ');
  for (const [, re] of MOOD_WORDS) rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
  for (const [re] of COLOR_NAMES) rest = rest.replace(new RegExp(re.source, 'gi'), ' ');
  // A theme word must be there: "Colour" alone is a salon's service, not the look.
  if (rest === label) return false;
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

/** The look's words ("粉色主调：…") head no element: what they introduce is read on its own. */
export const withoutLook = (elements: BriefElement[]) =>
  elements.flatMap((e) => (namesOnlyTheLook(e.label) ? (e.items ?? []).map(asElement) : [e]));

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

const QUOTES = /^['"“”‘’「」]+|['"“”‘’「」]+$/g;
const unquote = (text: string) => text.replace(QUOTES, '').trim() || text;
// The verb the reading left out of a link's words ("a Create account link" → "Create account").
function actionOf(label: string, prompt: string): string {
  const m = new RegExp(`([A-Za-z]+)\\s+${escapeRegExp(label)}\\s+link`, 'i').exec(prompt);
  return m && isAction(m[1]) ? `${m[1]} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

// "a forgot password link": a link is an action, drawn as one.
const LINK = /\s+(?:link|链接)$/i;

function plainLabel(given: BriefElement, prompt: string): BriefElement {
  const element = foldCount({
    ...given,
    label: unquote(given.label),
    ...(given.items && { items: given.items.map(unquote) }),
  });
  if (element.kind === 'section' && LINK.test(element.label) && !element.items)
    return { kind: 'button', label: actionOf(element.label.replace(LINK, ''), prompt) };
  if (element.kind === 'section' && !element.items && element.label.length <= 32 && holdsOneFigure(given.label))
    return { ...element, kind: 'stat' };
  const m = KIND_HEAD.exec(element.label);
  if (!m) return element;
  return { ...element, label: m[1].charAt(0).toUpperCase() + m[1].slice(1) };
}

// On a page that asks for input, a short plain phrase ("parent's name", "email", "出发日期") is a field to fill in.
const FORM_PAGES = new Set<PageKind>(['sign-in', 'sign-up', 'form', 'contact', 'checkout', 'payment-method']);
const FIELD_LIKE = /^[^\d"“”]{1,24}$/;
// "Create account", "Log in": an action, not a field.
const isAction = (label: string) => nlp(label).has('^#Infinitive') || nlp(label).has('^#Imperative');

function asFields(elements: BriefElement[], page: PageKind): BriefElement[] {
  if (!FORM_PAGES.has(page)) return elements;
  return elements.map((e) => {
    if (e.kind !== 'section' || e.items || e.fields || e.count || !FIELD_LIKE.test(e.label)) return e;
    if (e.label.split(/\s+/).length > 3) return e;
    return { ...e, kind: isAction(e.label) ? 'button' : 'form-field' };
  });
}

/** Each element as the page draws it, in the prompt's words. */
export const settleElements = (elements: BriefElement[], prompt: string, page: PageKind) =>
  asFields(
    elements.filter((e) => e.items || !namesOnlyTheLook(e.label)).map((e) => plainLabel(e, prompt)),
    page,
  );
