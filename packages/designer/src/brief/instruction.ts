// Splits an edit instruction into its parts ("make it green and change its text to “Pay”", "把按钮改成绿色，
// 文字改为「确认支付」") with the prompt reader's own tools: compromise's terms (English) and jieba's words
// (Chinese). Quoted text is one opaque word, never split and never read. A part that the edit reader does not
// understand is joined back to its neighbour by the caller ("change the title to Salt and Pepper").
import nlp from 'compromise';

import { segmenter } from './read-chinese';

/** One part of an instruction: its text and where it sits in the instruction. */
export type InstructionPart = { text: string; start: number; end: number };

const QUOTED = /“[^”]*”|「[^」]*」|『[^』]*』|"[^"]*"|‘[^’]*’|(?<![\p{L}\p{N}])'[^']*'(?![\p{L}\p{N}])/gu;
const CJK = /[\u3400-\u9fff]/;
const ZH_PUNCTUATION = /^[，,；;。！!、\s]+$/;
const PUNCTUATION_ONLY = /^[\p{P}\s]+$/u;
// Joining words that start a new part in Chinese; 和/与/及 join targets ("标题和按钮") and stay inside a part.
const ZH_JOINERS = new Set(['然后', '并且', '并', '同时', '还有', '接着', '另外', '以及', '之后']);
const EN_JOINERS = new Set(['and', 'then', 'also', 'plus', 'afterwards']);

/** The instruction with quoted text blanked (same length), so its words and punctuation split nothing. */
function maskQuotes(text: string): string {
  return text.replace(QUOTED, (q) => q[0] + 'x'.repeat(q.length - 2) + q[q.length - 1]);
}

function chineseCuts(masked: string): { start: number; end: number }[] {
  const cuts: { start: number; end: number }[] = [];
  let at = 0;
  for (const word of segmenter().cut(masked)) {
    if (ZH_JOINERS.has(word)) cuts.push({ start: at, end: at + word.length });
    // jieba may keep a closing quote with the comma after it (`”，`): cut at the separator itself.
    else if (PUNCTUATION_ONLY.test(word))
      [...word].forEach((ch, i) => ZH_PUNCTUATION.test(ch) && cuts.push({ start: at + i, end: at + i + 1 }));
    at += word.length;
  }
  return cuts;
}

function englishCuts(masked: string): { start: number; end: number }[] {
  const cuts: { start: number; end: number }[] = [];
  const sentences = nlp(masked).json({ offset: true, terms: { offset: true } }) as {
    terms: { text: string; post: string; offset: { start: number; length: number } }[];
  }[];
  for (const term of sentences.flatMap((s) => s.terms)) {
    const end = term.offset.start + term.offset.length;
    if (EN_JOINERS.has(term.text.toLowerCase())) cuts.push({ start: term.offset.start, end });
    // Commas, semicolons and full stops after a word (compromise keeps them as the word's trailing text).
    if (/[,;.!]/.test(term.post)) cuts.push({ start: end, end: end + term.post.length });
  }
  return cuts;
}

/** The parts of an instruction, in order (one part when it has no separators). */
export function instructionParts(instruction: string): InstructionPart[] {
  const masked = maskQuotes(instruction);
  const cuts = (CJK.test(masked) ? chineseCuts(masked) : englishCuts(masked)).sort((a, b) => a.start - b.start);
  const parts: InstructionPart[] = [];
  let from = 0;
  for (const cut of [...cuts, { start: instruction.length, end: instruction.length }]) {
    if (cut.start < from) continue;
    const raw = instruction.slice(from, cut.start);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) parts.push({ text, start: from + lead, end: from + lead + text.length });
    from = cut.end;
  }
  return parts;
}
