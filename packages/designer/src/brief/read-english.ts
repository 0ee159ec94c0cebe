// Reads an English prompt's elements: lists marked first ("3 plans: a, b, c", "(x, y)", "with columns a, b"),
// then clauses split at punctuation and joining words, tagged by compromise (nouns, verbs), each clause
// classified by the UI kind words it holds.
import nlp from 'compromise';

import type { BriefElement } from '@boxify/design/brief';

import { kindOfEnglish } from './classify';
import { FRAME_WORDS_EN, PAGE_WORDS, PLATFORM_WORDS } from './lexicon';
import { escapeRegExp, protectNumbers, restoreNumbers, splitList, takeList } from './lists';
import { siteSectionOf } from './sections';

const SPLIT =
  /\s*(?:[,;:.!?()]|\s[-–—]\s|\band\b|\bor\b|\bwith\b|\bthen\b|\bplus\b|\bincluding\b|\bshowing\b|\bthat shows\b|\bwhere\b|\bfeaturing\b)\s*/i;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
// Imperative and linking verbs that open a clause without naming anything ("pick a treatment", "showing energy").
const OPENERS =
  /^(?:(?:we are|we're|it should|it must|it needs to|should|must|present|introduce|introduces|design|create|make|build|need|want|pick|choose|select|show|shows|showing|display|displays|listing|see|view|browse|enter|has|have|having|add|include|includes|featuring|offer|offers|selling|sells|lets? (?:users?|people|me|you) \w+|allow \w+ to \w+|a|an|the|some|each|every|its|their|your|my|our|all|any|per|about|of|for|to|in|on|at|by|from)\s+)+/i;
const ACTION =
  /^(?:add to (?:cart|bag|basket)|buy now|book(?: now| a \w+)?|check ?out|pay(?: now)?|confirm(?: \w+)?|submit|send|save|subscribe|sign (?:up|in)|log ?in|get started|start(?: \w+)?|continue|next|download|follow|donate|apply|order now|reserve|contact us|learn more)$/i;
const LIST = /,|\band\b|\bor\b/;

export type EnglishReading = { elements: BriefElement[] };

/** Numbers said in words or digits at the start of a clause: "6 questions", "three plans", "top 10 teams". */
function leadingCount(clause: string): { count?: number; rest: string } {
  const m = /^(?:top\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+)$/i.exec(
    clause,
  );
  if (!m) return { rest: clause };
  const value = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
  return { count: value, rest: m[2] };
}

const isNamingWord = (word: string) => FRAME_WORDS_EN.has(word.toLowerCase());
const everywhere = (re: RegExp) => new RegExp(re.source, `${re.flags}g`);

// A clause that only says what the screen is (page kind, platform, theme) names no element.
function namesTheScreen(text: string): boolean {
  // "sign in page for a bank": with a page word, "for …" says whose screen it is.
  const clause = PAGE_WORDS.some(([, re]) => re.test(text)) ? text.replace(/\s+for\s+.*$/i, '') : text;
  const words = clause.toLowerCase().split(/\s+/);
  if (words.every(isNamingWord)) return true;
  const withoutPage = PAGE_WORDS.reduce((text, [, re]) => text.replace(everywhere(re), ' '), clause.toLowerCase());
  const rest = withoutPage
    .replace(PLATFORM_WORDS.mobile, ' ')
    .replace(PLATFORM_WORDS.tablet, ' ')
    .replace(PLATFORM_WORDS.desktop, ' ')
    .split(/\s+/)
    .filter((w) => w && !isNamingWord(w));
  return rest.length === 0;
}

/** An item that begins another element: a count, an article, or a UI kind word of its own. */
function startsElement(item: string): boolean {
  if (/^(?:an?|the)\s/i.test(item) || leadingCount(item).count) return true;
  // A capitalised item is a member's name ("In review", "Reviews"): a new element starts in lower case.
  if (/^[A-Z]/.test(item)) return false;
  const kind = kindOfEnglish(item.toLowerCase().split(/\s+/));
  return !!kind && kind.kind !== 'section';
}

const tidy = (clause: string) => clause.replace(OPENERS, '').replace(/\s+/g, ' ').trim();
const lastClause = (head: string) => head.split(SPLIT).pop() ?? head;

/** Marks the lists of a prompt: each becomes `§n§` (members) or `¤n¤` (fields) after the clause it belongs to. */
function markLists(prompt: string) {
  const members: string[][] = [];
  const fields: string[][] = [];
  // A list ends where an item starts another element ("…, Gas and Meters, filters for …").
  const member = (list: string) => {
    const { items, rest } = takeList(list, startsElement);
    return ` §${members.push(items) - 1}§ ${rest ? `, ${rest}` : ''}`;
  };
  const field = (list: string) => ` ¤${fields.push(splitList(list.replace(/^columns?\s+(?:for\s+)?/i, ''))) - 1}¤ `;
  const labels: string[] = [];
  // A quoted label is said verbatim: '"Choose a vet and time slot" button' is one button.
  let text = protectNumbers(prompt).replace(
    /["“]([^"”]{1,60})["”]\s*(buttons?|cta|link)\b/gi,
    (_, label: string) => ` ‡${labels.push(restoreNumbers(label)) - 1}‡ `,
  );
  // "a table of teams with rank, name and wins", "each card shows price and size": what every member shows.
  text = text.replace(
    /(\b(?:tables?|lists?|cards?|grids?|rows?|leaderboards?|tiles?|results?|top \d+ [a-z]+|each [a-z]+(?: [a-z]+)?)\b[^.;:,()]*?)(?<!\b(?:of|for))\s+(?:with|showing|shows|that shows|has|that lists|which lists|displays|including)\s+(?:columns?\s+(?:for\s+)?)?([^.;:]+)/gi,
    (whole, head: string, list: string) => (LIST.test(list) ? `${head}${field(list)}` : whole),
  );
  // "a board with columns To do, Doing and Done": the columns are the members.
  text = text.replace(
    /\b((?:columns?|lanes?|stages?|statuses))\s*:?\s+([^.;:]+)/gi,
    (whole, head: string, list: string) => (LIST.test(list) && !/¤/.test(list) ? `${head}${member(list)}` : whole),
  );
  // "6 questions about prices, cancellations and insurance", "filters for size, colour and price": the topics
  // or choices are the members; each list ends where the next element starts.
  const intro = /\b(about|covering|regarding|for|by)\s+/gi;
  for (let m = intro.exec(text); m; m = intro.exec(text)) {
    const head =
      text
        .slice(0, m.index)
        .split(/[.;:,]/)
        .pop() ?? '';
    const listEnd = text.slice(m.index + m[0].length).search(/[.;:]|$/);
    const list = text.slice(m.index + m[0].length, m.index + m[0].length + listEnd);
    const { count, rest } = leadingCount(tidy(lastClause(head).trim()));
    const kind = kindOfEnglish(rest.toLowerCase().split(/\s+/));
    const choosing = !!kind && ['filter', 'tabs', 'toggle', 'nav-item', 'sort'].includes(kind.kind);
    const about = /about|covering|regarding/i.test(m[1]) && !!(count || kind);
    if (!(about || choosing) || kind?.kind === 'button' || namesTheScreen(rest) || !LIST.test(list) || /§/.test(list))
      continue;
    const marked = member(list);
    text = text.slice(0, m.index) + marked + text.slice(m.index + m[0].length + listEnd);
    // Read on from just after the marker: the rest of the list may hold the next "for".
    intro.lastIndex = m.index + marked.indexOf('§', 2) + 1;
  }
  // "3 plans: a, b, c", "choose a package — Basic, Deluxe": the list after a colon or a dash is the members of
  // the clause before it, unless that clause only says what the screen is.
  text = text.replace(/([^.;:]+?)(?::|\s[—–-]\s)\s*([^.;:—–]+)/g, (whole, head: string, list: string) => {
    const before = tidy(lastClause(head).trim());
    // A head that names the page ("Acme booking screen: …") introduces the page's elements, not members.
    const pageHead = PAGE_WORDS.some(([, re]) => re.test(before)) || namesTheScreen(leadingCount(before).rest);
    if (!before || pageHead || !LIST.test(list) || /[§¤]/.test(list)) return whole;
    return `${head}${member(list)}`;
  });
  // "Download PDF and Send buttons": one button each.
  text = text.replace(
    /((?:[\w$'’#-]+ ){0,3}[\w$'’#-]+(?:, (?:[\w$'’#-]+ ){0,3}[\w$'’#-]+)* and (?:[\w$'’#-]+ ){0,3}[\w$'’#-]+) buttons\b/gi,
    (_, list: string) => `buttons${member(list)}`,
  );
  text = text.replace(/\(([^)]*)\)/g, (_, inner: string) => member(inner));
  return { text, members, fields, labels };
}

/** The elements an English prompt names, in its order, with counts, members and fields. */
export function readEnglishElements(prompt: string, skip: readonly string[]): EnglishReading {
  const elements: BriefElement[] = [];
  const lowerSkip = skip.map((s) => s.toLowerCase());
  const { text, members: memberLists, fields: fieldLists, labels } = markLists(prompt);
  let pendingAs: string | undefined;
  const parts = text.split(/(\s+as\s+(?:an?\s+)?)/i);
  const clauses: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const pieces = parts[i]
      .split(SPLIT)
      .map((p) => p.trim())
      .filter(Boolean);
    if (i > 0 && pieces.length > 0) pieces[0] = `${pendingAs ?? ''}§as§${pieces[0]}`;
    pendingAs = pieces.pop();
    clauses.push(...pieces);
  }
  if (pendingAs) clauses.push(pendingAs);

  for (const raw of clauses) {
    const quoted = /‡(\d+)‡/.exec(raw);
    if (quoted) {
      elements.push({ kind: 'button', label: labels[Number(quoted[1])] });
      continue;
    }
    const marker = /§(\d+)§/.exec(raw);
    const members = marker ? memberLists[Number(marker[1])] : undefined;
    const fieldMarker = /¤(\d+)¤/.exec(raw);
    const fields = fieldMarker ? fieldLists[Number(fieldMarker[1])] : undefined;
    let clause = restoreNumbers(raw.replace(/§\d+§|¤\d+¤/g, '').trim());
    let asLabel: string | undefined;
    if (clause.includes('§as§')) {
      const [before, after] = clause.split('§as§');
      asLabel = tidy(before);
      clause = after;
    }
    // The brand is read apart; the business words stay in labels ("a map of nearby toys" keeps its toys).
    if (skip[0]) clause = clause.replace(new RegExp(`\\b(?:for|by|at|from)?\\s*${escapeRegExp(skip[0])}\\b`, 'i'), ' ');
    if (/^buttons$/i.test(clause.trim()) && members) {
      elements.push(...members.map((label): BriefElement => ({ kind: 'button', label: capitalise(label) })));
      continue;
    }
    if (ACTION.test(clause.trim())) {
      elements.push({ kind: 'button', label: capitalise(clause.trim()) });
      continue;
    }
    // "each card shows …" names no element of its own: its fields belong to the one before.
    if (fields && /^each\b/i.test(clause) && elements.length > 0) {
      elements[elements.length - 1].fields = fields;
      continue;
    }
    clause = tidy(clause);
    if (!clause) {
      const previous = elements[elements.length - 1];
      if (members && previous) previous.items = members;
      if (fields && previous) previous.fields = fields;
      continue;
    }
    const { count, rest } = leadingCount(clause);
    clause = tidy(rest);
    if (!clause || lowerSkip.some((s) => clause.toLowerCase() === s)) continue;
    // "features, testimonials, pricing and FAQ": a site's own sections are parts, though some are page words.
    const site = siteSectionOf(clause);
    if (site && !members) {
      elements.push({ kind: site.kind, label: capitalise(clause), ...(count && { count }) });
      continue;
    }
    // A clause of the business's words and page words only ("coworking pricing page") says what the screen is.
    const business = skip
      .slice(1)
      .reduce((text, word) => text.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'gi'), ' '), clause);
    if (
      (namesTheScreen(clause) || (business !== clause && namesTheScreen(business.trim() || 'page'))) &&
      !count &&
      !members
    )
      continue;
    const element = elementOf(clause, asLabel, count);
    if (!element) continue;
    if (members) element.items = members;
    if (fields) {
      element.fields = fields;
      // "top 10 teams with rank, name and wins" is a table though it names none.
      if (element.kind === 'section') element.kind = 'table';
    }
    elements.push(element);
  }
  return { elements };
}

function elementOf(clause: string, asLabel: string | undefined, count: number | undefined): BriefElement | undefined {
  const words = clause.toLowerCase().split(/\s+/);
  if (ACTION.test(clause)) return { kind: 'button', label: capitalise(clause), ...(count && { count }) };
  const kind = kindOfEnglish(words);
  if (kind?.kind === 'button') {
    const label = clause.replace(/\s*\b(?:button|cta)s?\b\s*/i, ' ').trim();
    return { kind: 'button', label: capitalise(label || clause), ...(count && { count }) };
  }
  // A clause made only of verbs and small words ("is", "gets") names nothing.
  if (!kind && !nlp(clause).has('(#Noun|#Value)')) return undefined;
  if (kind) {
    const label = asLabel && asLabel.length > 0 ? asLabel : clause;
    return { kind: kind.kind, label: capitalise(label), ...(count && { count }) };
  }
  return { kind: 'section', label: capitalise(clause), ...(count && { count }) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
