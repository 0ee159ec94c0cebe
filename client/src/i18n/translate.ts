import { i18n } from './i18n';
import type { Language } from './language';

// A plain translator for code outside React (request layer, route heads) and for tests.
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function translatorFor(language: Language): Translate {
  const t = i18n.getFixedT(language);
  return (key, options) => String(t(key, options ?? {}));
}
