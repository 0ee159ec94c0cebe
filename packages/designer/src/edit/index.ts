import type { DesignerStep, EditRequest, EditResult } from '../contract';
import { addSection } from './add-section';
import { EDIT_COST } from '../cost';
import { parseEditPrompt, type EditIntent } from './parse';
import { removeLayers, setVisibility } from './structure';
import { align, changeRadius, changeSpacing, recolor, resize } from './style';
import { selectionRoots } from './targets';
import { setText, translate } from './text';
import { changeTheme } from './theme';
import type { AddSection, EditEnv, EditOutcome } from './types';
import { designContext } from '../optimise/context';
import type { LayoutEngine } from '@boxify/design/layout';
import { detectLanguage } from '@boxify/design/locale';
import { sharedLayoutEngine } from '@boxify/design/node';
import type { Panel } from '@boxify/design/schema';

export { EDIT_COST } from '../cost';
export { parseEditPrompt, SECTION_WORDS, type EditIntent } from './parse';
export type { AddSection, SectionContext } from './types';

export type EditOptions = { engine?: LayoutEngine; addSection?: AddSection; signal?: AbortSignal };

const EXAMPLES = {
  en: '“remove the header”, “make the button green”, “make it dark”, “make the title bigger”, “rounder corners”, “more spacing”, “change the title to …”, “hide …”, “align center”, “translate to Chinese”, “add a pricing section”',
  zh: '“删除页头”“把按钮改成绿色”“改成深色”“把标题放大”“加大圆角”“增加间距”“把标题改为…”“隐藏…”“居中”“翻译成中文”“添加价格区”',
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

/**
 * Edits to a selection: reads an English or Chinese prompt and makes the smallest change. With a selection only
 * the selected subtrees change (with none, the whole panel); every other node keeps its object (and bytes).
 */
export async function editDesign(
  request: EditRequest,
  onStep?: (step: DesignerStep) => void,
  options: EditOptions = {},
): Promise<EditResult> {
  const intent = parseEditPrompt(request.prompt);
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
  const outcome: EditOutcome = lost
    ? {
        panel: request.panel,
        changed: [],
        summary: {
          en: 'The selected layers are not in this panel; nothing was changed.',
          zh: '所选图层不在此页面中，未做任何修改。',
        },
      }
    : run(request.panel, intent, env);
  const changed = outcome.changed.length > 0;
  onStep?.({ kind: 'done', text: outcome.summary });
  return {
    panel: changed ? outcome.panel : request.panel,
    changed: [...new Set(outcome.changed)],
    summary: outcome.summary,
    cost: changed ? EDIT_COST[intent.kind] : 0,
  };
}
