import type { Language } from '@client/i18n/language';

const LOCALE: Readonly<Record<Language, string>> = { en: 'en-US', zh: 'zh-CN' };

// Spec §4: end dates show as a local date.
export function formatLocalDate(iso: string | null, language: Language): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(LOCALE[language], { year: 'numeric', month: 'long', day: 'numeric' });
}

// Credits travel as a decimal string; show at most two decimals with grouping.
export function formatCredits(credits: string, language: Language): string {
  const value = Number(credits);
  if (!Number.isFinite(value)) return credits;
  return value.toLocaleString(LOCALE[language], { maximumFractionDigits: 2 });
}
