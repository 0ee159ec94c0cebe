import { shortcutOf, type KeyInput } from '@client/editor/actions';

const HISTORY_KEYS = new Set(['mod+z', 'mod+shift+z', 'mod+y']);
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', '']);

/** Undo and redo: the editor's wherever focus is, except in a text field the user has typed into. */
export const isHistoryKey = (event: KeyInput): boolean => HISTORY_KEYS.has(shortcutOf(event));

const typedSinceFocus = new WeakSet<EventTarget>();
let tracking = false;

/** Remembers which field has text of its own to undo (typed since it took focus). */
export function trackTypedFields(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener('focusin', (e) => e.target && typedSinceFocus.delete(e.target), true);
  window.addEventListener('input', (e) => e.target && isTextEntry(e.target) && typedSinceFocus.add(e.target), true);
}

function isTextEntry(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.has(target.getAttribute('type') ?? '');
}

/** The key belongs to the field's own text (the browser's undo of what was typed), not to the editor. */
export function ownsHistoryKey(target: EventTarget | null): boolean {
  if (!target || !(target instanceof HTMLElement)) return false;
  if (target.closest('[aria-modal="true"]')) return true;
  return isTextEntry(target) && typedSinceFocus.has(target);
}
