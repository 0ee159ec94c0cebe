// An instruction with several parts ("make it green and change its text to “Pay”", "把按钮改成绿色，文字改为
// 「确认支付」"): split by the prompt reader's clause splitter, each part read by the edit reader. A part that says
// no target borrows the previous part's ("make the title red and bigger"), a part that says no verb borrows the
// previous part's ("make the title red and the button blue"), and a part still not understood is joined back to
// the previous one ("change the title to Salt and Pepper").
import { instructionParts } from '../brief/instruction';
import { parseEditPrompt, type EditIntent } from './parse';
import { isDeictic, targetWord } from './targets';

/** One part of an edit: what it asks, its words, and whether its target lies inside the previous part's target. */
export type EditPart = { intent: EditIntent; text: string; within?: string };

const CJK = /[\u3400-\u9fff]/;
// Words for a part of a layer: "its text", "文字" after "the button" mean the button's text.
const PART_KEYS = new Set(['text', 'icon', 'image', 'title', 'subtitle']);
const OWN_TARGET_EN = /^(?:the|a|an|its|this|that|these|those|all|every|each)\s/i;

const targetOf = (intent: EditIntent): string | undefined => ('target' in intent ? intent.target : undefined);

/** Whether a part's target phrase names something a layer can be (a kind word or the selection). */
function plausible(intent: EditIntent): boolean {
  if (intent.kind === 'unknown') return false;
  const target = targetOf(intent);
  return target === undefined || isDeictic(target) || targetWord(target) !== undefined;
}

/** The readings of a part, best first: as said, with the previous verb, with the previous target. */
function readings(text: string, previous: { text: string; target?: string } | undefined): EditIntent[] {
  const out = [parseEditPrompt(text)];
  if (!previous) return out;
  const zh = CJK.test(text);
  const verb = previous.text.split(/\s+/)[0];
  if (!zh && OWN_TARGET_EN.test(text) && verb) out.push(parseEditPrompt(`${verb} ${text}`));
  {
    // No target said yet: the selection.
    const target = previous.target?.trim() || (zh ? '它' : 'it');
    out.push(parseEditPrompt(zh ? `把${target}${text.replace(/^(?:再|也|还)/, '')}` : `make ${target} ${text}`));
  }
  return out;
}

/** Reads an edit instruction into its parts, in order. */
export function parseEdit(prompt: string): EditPart[] {
  const pieces = instructionParts(prompt.trim());
  const parts: (EditPart & { start: number; end: number })[] = [];
  let lastTarget: string | undefined;
  let owner: string | undefined;
  for (const piece of pieces) {
    const prev = parts.at(-1);
    const options = readings(piece.text, prev && { text: prev.text, target: lastTarget });
    const intent = options.find(plausible) ?? options.find((o) => o.kind !== 'unknown') ?? options[0];
    if (prev && (intent.kind === 'unknown' || !plausible(intent))) {
      // A continuation of the previous part ("… to Salt and Pepper"): read them together.
      const text = prompt.slice(prev.start, piece.end);
      const joined = parseEditPrompt(text);
      if (prev.intent.kind === 'unknown' || joined.kind === prev.intent.kind) {
        Object.assign(prev, { intent: joined, text, end: piece.end });
        continue;
      }
    }
    const part: EditPart & { start: number; end: number } = { intent, ...piece };
    const target = targetOf(intent);
    const word = target === undefined ? undefined : targetWord(target);
    const partWord = !!word && PART_KEYS.has(word.word.key);
    const possessive = target !== undefined && /^(its|their|它的|其)/i.test(target.trim());
    // "its" is the last layer named as a whole (not "the text" of one); "the text" is inside the last target.
    if (possessive && owner && !isDeictic(owner)) part.within = owner;
    else if (partWord && lastTarget && !isDeictic(lastTarget)) part.within = lastTarget;
    if (target !== undefined) lastTarget = part.within ?? target;
    if (target !== undefined && !partWord && !possessive) owner = target;
    parts.push(part);
  }
  return parts.map(({ intent, text, within }) => (within ? { intent, text, within } : { intent, text }));
}
