import { isUntranslatable, translatePhrase } from './phrases';
import { namedTargets } from './structure';
import { scopeNodes } from './targets';
import { layerList, needsTarget, noChange, notFound, type EditEnv, type EditOutcome } from './types';
import { detectLanguage } from '@boxify/design/locale';
import type { Language } from '@boxify/design/locale';
import { subtreeNodes, updateNodes } from '@boxify/design/operations';
import type { TextNode, Panel } from '@boxify/design/schema';

/** "change the title to X" / "把标题改为X": the named text (or a named layer's first text) gets the new words. */
export function setText(panel: Panel, target: string, characters: string, env: EditEnv): EditOutcome {
  if (characters.trim() === '')
    return noChange(panel, { en: 'The new text is empty; nothing was changed.', zh: '新文字为空，未做任何修改。' });
  const targets = namedTargets(panel, target, env);
  if (targets === 'needs-target') return needsTarget(panel);
  const texts = targets
    .map((n) => subtreeNodes(n).find((d): d is TextNode => d.type === 'text' && d.visible))
    .filter((t): t is TextNode => t !== undefined);
  if (texts.length === 0) return notFound(panel, target);
  const changing = texts.filter((t) => t.characters !== characters);
  const names = layerList(texts);
  if (changing.length === 0)
    return noChange(panel, {
      en: `${names.en} already reads “${characters}”.`,
      zh: `${names.zh}已经是“${characters}”。`,
    });
  const ids = changing.map((t) => t.id);
  return {
    panel: updateNodes(panel, ids, (node) => ({ ...(node as TextNode), characters })),
    changed: ids,
    summary: { en: `Changed ${names.en} to “${characters}”.`, zh: `已将${names.zh}改为“${characters}”。` },
  };
}

const quoteList = (items: string[]) => {
  const shown = items.slice(0, 5).map((s) => `“${s.length > 40 ? `${s.slice(0, 39)}…` : s}”`);
  return {
    en: shown.join(', ') + (items.length > 5 ? ` and ${items.length - 5} more` : ''),
    zh: shown.join('、') + (items.length > 5 ? ` 等 ${items.length} 条` : ''),
  };
};

/**
 * "translate to Chinese" / "翻译成中文": texts found in the UI phrase dictionary are translated; the summary names
 * the ones it could not translate (a dictionary, not a translation model).
 */
export function translate(panel: Panel, to: Language, env: EditEnv): EditOutcome {
  const texts = scopeNodes(panel, env.roots).filter(
    (n): n is TextNode => n.type === 'text' && n.characters.trim() !== '',
  );
  const translated = new Map<string, string>();
  const missing: string[] = [];
  for (const text of texts) {
    if (isUntranslatable(text.characters) || detectLanguage(text.characters) === to) continue;
    const out = translatePhrase(text.characters, to);
    if (out === undefined) missing.push(text.characters.trim());
    else if (out !== text.characters) translated.set(text.id, out);
  }
  const language = to === 'zh' ? { en: 'Chinese', zh: '中文' } : { en: 'English', zh: '英文' };
  const list = quoteList([...new Set(missing)]);
  const missingNote =
    missing.length > 0
      ? {
          en: ` Could not translate ${missing.length} (not in the phrase dictionary): ${list.en}.`,
          zh: `有 ${missing.length} 条未能翻译（不在界面词典中）：${list.zh}。`,
        }
      : { en: '', zh: '' };
  if (translated.size === 0) {
    return noChange(panel, {
      en: `No text was translated to ${language.en}.${missingNote.en}`,
      zh: `没有文字被翻译成${language.zh}。${missingNote.zh}`.trim(),
    });
  }
  return {
    panel: updateNodes(panel, translated.keys(), (node) => ({
      ...(node as TextNode),
      characters: translated.get(node.id)!,
    })),
    changed: [...translated.keys()],
    summary: {
      en: `Translated ${translated.size} texts to ${language.en}.${missingNote.en}`,
      zh: `已将 ${translated.size} 条文字翻译成${language.zh}。${missingNote.zh}`.trim(),
    },
  };
}

/** "make the title bold" / "把标题加粗": the named texts (a named frame's texts) take a heavier or lighter weight. */
export function changeWeight(panel: Panel, target: string, direction: 1 | -1, env: EditEnv): EditOutcome {
  const targets = namedTargets(panel, target, env);
  if (targets === 'needs-target') return needsTarget(panel);
  const texts = targets.flatMap((n) => subtreeNodes(n).filter((d): d is TextNode => d.type === 'text' && d.visible));
  if (texts.length === 0) return notFound(panel, target);
  // Bold is 700; past it (or below regular) the weight moves by one step of 100.
  const weightOf = (w: number) =>
    direction > 0 ? (w < 700 ? 700 : Math.min(900, w + 100)) : w > 400 ? 400 : Math.max(100, w - 100);
  const ids = texts.map((t) => t.id);
  const next = updateNodes(panel, ids, (node) => {
    const text = node as TextNode;
    const tokens = { ...text.tokens };
    delete tokens['style.fontWeight'];
    const out: TextNode = { ...text, style: { ...text.style, fontWeight: weightOf(text.style.fontWeight) } };
    if (Object.keys(tokens).length > 0) out.tokens = tokens;
    else delete out.tokens;
    return out;
  });
  const names = layerList(targets);
  return {
    panel: next,
    changed: ids,
    summary:
      direction > 0
        ? { en: `Made ${names.en} bolder.`, zh: `已将${names.zh}加粗。` }
        : { en: `Made ${names.en} lighter.`, zh: `已将${names.zh}变细。` },
  };
}
