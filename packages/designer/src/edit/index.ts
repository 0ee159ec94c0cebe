import type { DesignerStep, EditRequest, EditResult } from '../contract';
import { addSection } from './add-section';
import { EDIT_COST } from '../cost';
import type { EditIntent } from './parse';
import { parseEdit, type EditPart } from './parts';
import { removeLayers, setVisibility } from './structure';
import { align, changeRadius, changeSpacing, recolor, resize } from './style';
import { namedTargets } from './structure';
import { selectionRoots } from './targets';
import { changeWeight, setText, translate } from './text';
import { changeTheme } from './theme';
import type { AddSection, EditEnv, EditOutcome } from './types';
import { designContext } from '../optimise/context';
import type { LayoutEngine } from '@boxify/design/layout';
import { detectLanguage } from '@boxify/design/locale';
import { sharedLayoutEngine } from '@boxify/design/node';
import type { Panel } from '@boxify/design/schema';

export { EDIT_COST } from '../cost';
export { parseEditPrompt, SECTION_WORDS, type EditIntent } from './parse';
export { parseEdit, type EditPart } from './parts';
export type { AddSection, SectionContext } from './types';

export type EditOptions = { engine?: LayoutEngine; addSection?: AddSection; signal?: AbortSignal };

const EXAMPLES = {
  en: '“remove the header”, “make the button green”, “make it dark”, “make the title bigger”, “make it bold”, “rounder corners”, “more spacing”, “change the title to …”, “hide …”, “align center”, “translate to Chinese”, “add a pricing section”',
  zh: '“删除页头”“把按钮改成绿色”“改成深色”“把标题放大”“加粗”“加大圆角”“增加间距”“把标题改为…”“隐藏…”“居中”“翻译成中文”“添加价格区”',
};

function run(panel: Panel, intent: EditIntent, env: EditEnv): EditOutcome {
  switch (intent.kind) {
    case 'remove':
      return removeLayers(panel, intent.target, env);
    case 'hide':
      return setVisibility(panel, intent.target, false, env);
    case 'show':
      return setVisibility(panel, intent.target, true, env);
    case 'recolor':
      return recolor(panel, intent.target, intent.color, env);
    case 'theme':
      return changeTheme(panel, intent.theme, env);
    case 'font-size':
      return resize(panel, intent.target, intent.direction, env);
    case 'font-weight':
      return changeWeight(panel, intent.target, intent.direction, env);
    case 'radius':
      return changeRadius(panel, intent.direction, env);
    case 'spacing':
      return changeSpacing(panel, intent.direction, env);
    case 'set-text':
      return setText(panel, intent.target, intent.text, env);
    case 'align':
      return align(panel, intent.align, env);
    case 'translate':
      return translate(panel, intent.to, env);
    case 'add-section':
      return addSection(panel, intent.section, env);
    case 'unknown':
      return {
        panel,
        changed: [],
        summary: {
          en: `I did not understand this edit, so nothing was changed. Try for example ${EXAMPLES.en}.`,
          zh: `没有理解这个修改要求，未做任何修改。可以试试：${EXAMPLES.zh}。`,
        },
      };
  }
}

/** A part's scope: inside the previous part's target ("its text", "文字" after "the button"), else the selection. */
function partEnv(panel: Panel, part: EditPart, env: EditEnv): EditEnv {
  if (!part.within) return env;
  const owners = namedTargets(panel, part.within, env);
  if (owners === 'needs-target' || owners.length === 0) return env;
  return { ...env, roots: owners.map((n) => n.id) };
}

/** Applies the parts in order, each on the panel the previous one left; the summaries are joined. */
function runParts(panel: Panel, parts: EditPart[], env: EditEnv): { outcome: EditOutcome; cost: number } {
  let current = panel;
  const changed: string[] = [];
  const en: string[] = [];
  const zh: string[] = [];
  let cost = 0;
  for (const part of parts) {
    const outcome = run(current, part.intent, partEnv(current, part, env));
    if (outcome.changed.length > 0) {
      current = outcome.panel;
      changed.push(...outcome.changed);
      cost += EDIT_COST[part.intent.kind];
    }
    const unknownPart = parts.length > 1 && part.intent.kind === 'unknown';
    en.push(unknownPart ? `I did not understand “${part.text}”, so that part was not applied.` : outcome.summary.en);
    zh.push(unknownPart ? `没有理解“${part.text}”，这部分未做修改。` : outcome.summary.zh);
  }
  return { outcome: { panel: current, changed, summary: { en: en.join(' '), zh: zh.join('') } }, cost };
}

/**
 * Edits to a selection: reads an English or Chinese prompt and makes the smallest change. With a selection only
 * the selected subtrees change (with none, the whole panel); every other node keeps its object (and bytes).
 */
export async function editDesign(
  request: EditRequest,
  onStep?: (step: DesignerStep) => void,
  options: EditOptions = {},
): Promise<EditResult> {
  const parts = parseEdit(request.prompt);
  onStep?.({
    kind: 'thinking',
    text: { en: `Understanding “${request.prompt.trim()}”`, zh: `正在理解“${request.prompt.trim()}”` },
  });
  const env: EditEnv = {
    roots: selectionRoots(request.panel, request.selection),
    context: designContext(request.library),
    library: request.library,
    engine: options.engine ?? (await sharedLayoutEngine()),
    addSection: options.addSection,
    language: detectLanguage(request.prompt),
  };
  options.signal?.throwIfAborted();
  const lost = request.selection.length > 0 && env.roots.length === 0;
  const { outcome, cost } = lost
    ? {
        cost: 0,
        outcome: {
          panel: request.panel,
          changed: [],
          summary: {
            en: 'The selected layers are not in this panel; nothing was changed.',
            zh: '所选图层不在此页面中，未做任何修改。',
          },
        },
      }
    : runParts(request.panel, parts.length > 0 ? parts : [{ intent: { kind: 'unknown' }, text: '' }], env);
  const changed = outcome.changed.length > 0;
  onStep?.({ kind: 'done', text: outcome.summary });
  return {
    panel: changed ? outcome.panel : request.panel,
    changed: [...new Set(outcome.changed)],
    summary: outcome.summary,
    cost: changed ? Math.round(cost * 100) / 100 : 0,
  };
}
