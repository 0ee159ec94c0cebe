import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '@client/features/language/components/language-switch';
import { HeaderAccount } from '@client/features/session/components/header-account';

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
        <div className="site-header__actions">
          <LanguageSwitch />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
