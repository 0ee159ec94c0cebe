import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@client/features/language/hooks/use-language';
import { LANGUAGES, parseLanguage } from '@client/i18n/language';

import './language-switch.css';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();

  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    const next = parseLanguage(event.target.value);
    if (next) changeLanguage(next);
  };

  // A native select: keyboard, screen-reader and mobile pickers work without extra code.
  return (
    <div className="language-switch">
      <svg className="language-switch__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.75 5.7 3.75 9S14.5 18.3 12 21M12 3C9.5 5.7 8.25 8.7 8.25 12S9.5 18.3 12 21" />
      </svg>
      <select className="language-switch__select" aria-label={t('language.label')} value={language} onChange={onChange}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
