import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from './en.json';
import { LANGUAGES, type Language, parseLanguage, DEFAULT_LANGUAGE } from './language';
import zhUrl from './zh.json?url';

// English ships inside the app's first script (the workbench's and the designer's English with the workbench's
// script, `addTexts`); every other language is a JSON file fetched when a page is shown
// in it (spec §9: up to 5 retries, 350 ms apart and doubling — i18next's own retry), so an English visitor never
// downloads the Chinese texts.
const SEPARATE: Readonly<Partial<Record<Language, string>>> = { zh: zhUrl };
const bundled = new Map<Language, ResourceKey>([['en', en]]);
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_MS = 350;

/** Makes a language's texts part of the app (tests, which have no server to fetch them from). */
export function bundleLanguage(language: Language, texts: ResourceKey): void {
  bundled.set(language, texts);
}

/**
 * Adds texts a lazily loaded part of the app brings with it (the workbench's English): merged into the language's
 * bundle before the app starts, or into the running instance after.
 */
export function addTexts(language: Language, texts: ResourceKey): void {
  if (i18n.isInitialized) i18n.addResourceBundle(language, 'translation', texts, true, false);
  else bundled.set(language, { ...(bundled.get(language) as object), ...(texts as object) });
}

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = SEPARATE[parseLanguage(language) ?? DEFAULT_LANGUAGE];
    // The editor's namespace and the bundled languages are added in code; nothing to fetch for them.
    if (namespace !== 'translation' || !url || bundled.has(language as Language)) return callback(null, {});
    fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(
        (texts: ResourceKey) => callback(null, texts),
        // `true`: worth retrying (i18next waits TRANSLATION_RETRY_MS, then twice as long each time).
        (error: Error) => callback(error, true),
      );
  },
};

// One instance for the app; the request layer and route heads read the language from it too.
export const i18n = i18next.createInstance();

/** Starts the app's texts in `language`; resolves once they are loaded (at once for a bundled language). */
export function initI18n(language: Language): Promise<unknown> {
  return i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      resources: Object.fromEntries([...bundled].map(([lng, texts]) => [lng, { translation: texts }])),
      partialBundledLanguages: true,
      lng: language,
      // Every language has every key (a test checks); English is the one always at hand.
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      maxRetries: TRANSLATION_RETRIES,
      retryTimeout: TRANSLATION_RETRY_MS,
    });
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
