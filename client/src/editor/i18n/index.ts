import { i18n } from '@client/i18n/i18n';

import en from '@client/editor/i18n/en.json';
import zh from '@client/editor/i18n/zh.json';

/** The editor's texts live in their own namespace, loaded with the editor's code (not the landing site's). */
export const EDITOR_NS = 'editor';

export function installEditorTexts(): void {
  if (i18n.hasResourceBundle('en', EDITOR_NS)) return;
  i18n.addResourceBundle('en', EDITOR_NS, en, true, true);
  i18n.addResourceBundle('zh', EDITOR_NS, zh, true, true);
}
