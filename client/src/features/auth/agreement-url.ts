import type { Language } from '@client/i18n/language';

export type Agreement = 'service-agreement' | 'privacy';

// Spec §2: /web/agreement/{name}-{cn|en}.html, cn when the language is Chinese.
export function agreementUrl(agreement: Agreement, language: Language): string {
  return `/web/agreement/${agreement}-${language === 'zh' ? 'cn' : 'en'}.html`;
}
