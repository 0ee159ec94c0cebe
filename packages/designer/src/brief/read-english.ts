// Reads an English prompt's elements: clauses split at punctuation and joining words, tagged by compromise
// (numbers, verbs, determiners), each clause classified by the UI kind words it holds.
import nlp from 'compromise';

import type { BriefElement } from '@boxify/design/brief';

import { kindOfEnglish } from './classify';
import { FRAME_WORDS_EN, PAGE_WORDS, PLATFORM_WORDS } from './lexicon';

const SPLIT =
  /\s*(?:[,;:.!?()]|\band\b|\bor\b|\bwith\b|\bthen\b|\bplus\b|\bincluding\b|\bshowing\b|\bthat shows\b|\bwhere\b|\bfeaturing\b)\s*/i;
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
  /^(?:(?:design|create|make|build|need|want|pick|choose|select|show|shows|showing|display|displays|listing|see|view|browse|enter|has|have|having|add|include|includes|featuring|offer|offers|selling|sells|lets? (?:users?|people|me|you) \w+|allow \w+ to \w+|a|an|the|some|each|every|its|their|your|my|our|all|any|per|about|of|for|to|in|on|at|by|from)\s+)+/i;
const ACTION =
  /^(?:add to (?:cart|bag|basket)|buy now|book(?: now| a \w+)?|check ?out|pay(?: now)?|confirm(?: \w+)?|submit|send|save|subscribe|sign (?:up|in)|log ?in|get started|start(?: \w+)?|continue|next|download|follow|donate|apply|order now|reserve|contact us|learn more)$/i;

export type EnglishReading = { elements: BriefElement[]; brand?: string; domain?: string };

/** Numbers said in words or digits at the start of a clause: "6 questions", "three plans". */
function leadingCount(clause: string): { count?: number; rest: string } {
  const m = /^(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(.+)$/i.exec(clause);
  if (!m) return { rest: clause };
  const value = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
  return { count: value, rest: m[2] };
}

const splitList = (inner: string) =>
  inner
    .split(/\s*(?:,|\band\b|\bor\b|\/)\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);

const everywhere = (re: RegExp) => new RegExp(re.source, `${re.flags}g`);

const isNamingWord = (word: string) => FRAME_WORDS_EN.has(word.toLowerCase());

// A clause that only says what the screen is (page kind, platform, theme) names no element.
function namesTheScreen(clause: string): boolean {
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

function tidy(clause: string): string {
  return clause.replace(OPENERS, '').replace(/\s+/g, ' ').trim();
}

/** The elements an English prompt names, in its order, with counts and listed members. */
export function readEnglishElements(prompt: string, skip: readonly string[]): EnglishReading {
  const elements: BriefElement[] = [];
  const lowerSkip = skip.map((s) => s.toLowerCase());
  // "X (a, b, c)" and "N things: a, b and c" name the members of the element before them.
  const listed = new Map<number, string[]>();
  const mark = (inner: string) => {
    listed.set(listed.size, splitList(inner));
    return ` §${listed.size - 1}§ `;
  };
  let text = prompt.replace(/\(([^)]*)\)/g, (_, inner: string) => mark(inner));
  // "6 questions about prices, cancellations and insurance": the topics are the members.
  text = text.replace(
    /([^.;:,]+?)\s+(?:about|covering|regarding)\s+([^.;:]+)/gi,
    (whole, head: string, list: string) => {
      const { count, rest } = leadingCount(tidy(head.trim()));
      const kind = kindOfEnglish(rest.toLowerCase().split(/\s+/));
      return (count || kind) && kind?.kind !== 'button' && !namesTheScreen(rest) && /,|\band\b/.test(list)
        ? `${head}${mark(list)}`
        : whole;
    },
  );
  // After a colon, a list belongs to the clause before it when that clause counts or names a kind ("3 plans: …").
  text = text.replace(/([^.;:,]+):\s*([^.;:]+)/g, (whole, head: string, list: string) => {
    const { count, rest } = leadingCount(tidy(head.trim()));
    return count || kindOfEnglish(rest.toLowerCase().split(/\s+/)) ? `${head}${mark(list)}` : whole;
  });
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
    const marker = /§(\d+)§/.exec(raw);
    const members = marker ? listed.get(Number(marker[1])) : undefined;
    let clause = raw.replace(/§\d+§/g, '').trim();
    let asLabel: string | undefined;
    if (clause.includes('§as§')) {
      const [before, after] = clause.split('§as§');
      asLabel = tidy(before);
      clause = after;
    }
    for (const name of skip)
      clause = clause.replace(new RegExp(`\\b(?:for|by|at|from)?\\s*${escapeRe(name)}\\b`, 'i'), ' ');
    if (ACTION.test(clause.trim())) {
      elements.push({ kind: 'button', label: capitalise(clause.trim()) });
      continue;
    }
    clause = tidy(clause);
    if (!clause) {
      if (members && elements.length > 0) elements[elements.length - 1].items = members;
      continue;
    }
    const { count, rest } = leadingCount(clause);
    clause = tidy(rest);
    if (!clause || lowerSkip.some((s) => clause.toLowerCase() === s)) continue;
    if (namesTheScreen(clause) && !count) continue;
    const element = elementOf(clause, asLabel, count);
    if (!element) continue;
    if (members) element.items = members;
    elements.push(element);
  }
  return { elements };
}

function elementOf(clause: string, asLabel: string | undefined, count: number | undefined): BriefElement | undefined {
  const doc = nlp(clause);
  const words = clause.toLowerCase().split(/\s+/);
  if (ACTION.test(clause)) return { kind: 'button', label: capitalise(clause), ...(count && { count }) };
  const kind = kindOfEnglish(words);
  if (kind?.kind === 'button') {
    const label = clause.replace(/\s*\b(?:button|cta)s?\b\s*/i, ' ').trim();
    return { kind: 'button', label: capitalise(label || clause), ...(count && { count }) };
  }
  // A clause made only of verbs and small words ("is", "gets") names nothing.
  if (!doc.has('#Noun') && !kind) return undefined;
  if (kind) {
    const label = asLabel && asLabel.length > 0 ? asLabel : clause;
    return { kind: kind.kind, label: capitalise(label), ...(count && { count }) };
  }
  return { kind: 'section', label: capitalise(clause), ...(count && { count }) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
