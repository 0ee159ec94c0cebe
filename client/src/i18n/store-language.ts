import { LANGUAGE_STORAGE_KEY, type Language } from './language';

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
