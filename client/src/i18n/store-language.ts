import { LANGUAGE_STORAGE_KEY, type Language } from './language';

// A year: as long as a stored choice lasts in practice.
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function storeLanguage(language: Language): void {
  // The server reads the choice from a cookie to send the landing's first paint in it.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
