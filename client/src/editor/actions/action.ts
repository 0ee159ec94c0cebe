import type { Editor } from '@client/editor/core/editor';

/**
 * Every change a user can ask for is an action: a name (its i18n key is `editor.action.<id>`), its shortcuts
 * (`mod` = Ctrl, ⌘ on macOS), whether it applies now, and what it does. Undo capture is the editor's: document
 * changes go through `editor.change`/`apply` (one step each), view changes are never recorded.
 */
export type Action = {
  id: string;
  keys: readonly string[];
  enabled?(editor: Editor): boolean;
  perform(editor: Editor): void;
  /** Shown in the shortcuts dialog (false for duplicates such as Backspace beside Delete). */
  listed?: boolean;
  /** Acts on the selection: its shortcut with nothing selected says 'No component selected' (spec §8). */
  needsSelection?: boolean;
};

export const hasSelection = (editor: Editor): boolean => editor.selection.length > 0;

/** `mod+shift+z` for a keyboard event (the key as typed, lower-cased; arrows and named keys as is). */
export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'> & { code?: string };

export function shortcutOf(event: KeyInput): string {
  const parts: string[] = [];
  if (event.ctrlKey || event.metaKey) parts.push('mod');
  if (event.altKey) parts.push('alt');
  if (event.shiftKey) parts.push('shift');
  // Digits by their key position, so shift+1 is '1' and not '!' whatever the layout.
  let key = event.code?.startsWith('Digit') ? event.code.slice(5) : event.key.toLowerCase();
  // Shifted punctuation: `shift+=` arrives as '+', `shift+/` as '?'.
  if (key === '+') key = '=';
  if (key === '?') key = '/';
  if (key === '_') key = '-';
  if (key === ' ') key = 'space';
  parts.push(key);
  return parts.join('+');
}
