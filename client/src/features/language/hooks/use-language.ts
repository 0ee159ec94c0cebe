import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language, parseLanguage } from '@client/i18n/language';
import { storeLanguage } from '@client/i18n/store-language';

export type UseLanguage = {
  language: Language;
  changeLanguage: (language: Language) => void;
};

export function useLanguage(): UseLanguage {
  const { i18n } = useTranslation();
  const router = useRouter();
  const language = parseLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;

  const changeLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      void i18n.changeLanguage(next);
      // A `lng` left in the address would win over the stored choice on the next reload.
      const url = new URL(window.location.href);
      if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
        url.searchParams.delete(LANGUAGE_QUERY_PARAM);
        router.history.replace(`${url.pathname}${url.search}${url.hash}`);
      }
    },
    [i18n, router],
  );

  return { language, changeLanguage };
}
