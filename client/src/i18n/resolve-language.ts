// The resolver is the kernel's: the server picks the landing's first paint with the same rules.
export { languageFromBrowser, languageFromHost, type LanguageSources, resolveLanguage } from '@boxify/design/locale';
