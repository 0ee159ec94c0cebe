import { shortcutOf, type Action, type KeyInput } from '@client/editor/actions/action';
import { EDIT_ACTIONS } from '@client/editor/actions/edit-actions';
import { VIEW_ACTIONS } from '@client/editor/actions/view-actions';
import type { Editor } from '@client/editor/core/editor';

export type { Action } from '@client/editor/actions/action';
export { shortcutOf, type KeyInput } from '@client/editor/actions/action';

export const ACTIONS: readonly Action[] = [...EDIT_ACTIONS, ...VIEW_ACTIONS];

const byShortcut = new Map<string, Action>(ACTIONS.flatMap((a) => a.keys.map((k) => [k, a] as const)));
const byId = new Map<string, Action>(ACTIONS.map((a) => [a.id, a]));

export function actionById(id: string): Action {
  const action = byId.get(id);
  if (!action) throw new Error(`Unknown action ${id}`);
  return action;
}

export function isEnabled(editor: Editor, action: Action): boolean {
  return action.enabled?.(editor) ?? true;
}

/** Runs an action by id if it applies now; returns whether it ran. */
export function performAction(editor: Editor, id: string): boolean {
  const action = actionById(id);
  if (!isEnabled(editor, action)) return false;
  action.perform(editor);
  return true;
}

/** The action a key press asks for (undefined: not a shortcut). */
export function actionForKey(event: KeyInput): Action | undefined {
  return byShortcut.get(shortcutOf(event));
}
