import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from './en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from './language';
import zh from './zh.json';

export const resources = {
  en: { translation: en },
  zh: { translation: zh },
} as const;

// One instance for the app; the request layer and route heads read the language from it too.
export const i18n = i18next.createInstance();

export function initI18n(language: Language): void {
  // Resources are bundled, so init finishes synchronously and the first render is translated.
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

export function currentLanguage(): Language {
  return parseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}
