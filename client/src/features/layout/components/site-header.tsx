import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '@client/features/language/components/language-switch';

import { BrandMark } from './brand-mark';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label={t('app.home')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
