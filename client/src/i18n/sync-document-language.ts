import { i18n } from './i18n';

// Keeps <html lang> in step with the interface language (screen readers, hyphenation, fonts).
export function syncDocumentLanguage(): void {
  const apply = (language: string): void => {
    document.documentElement.lang = language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
