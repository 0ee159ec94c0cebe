import { configuredSites } from '@client/api/site';

import { LANGUAGE_STORAGE_KEY } from './language';
import type { LanguageSources } from './resolve-language';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy mode); the other sources still decide.
    return null;
  }
}

export function readLanguageSources(): LanguageSources {
  return {
    search: window.location.search,
    stored: readStoredLanguage(),
    hostname: window.location.hostname,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    sites: configuredSites(),
  };
}
