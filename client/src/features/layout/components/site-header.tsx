import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { LanguageSwitch } from '@client/features/language/components/language-switch';
import { HeaderAccount } from '@client/features/account/components/header-account';
import { useUser } from '@client/features/account/hooks/use-user';

import { BrandMark } from './brand-mark';

// `nav`: the landing home's section nav, shown once the page is scrolled.
export function SiteHeader({ nav }: { nav?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { startDesign, upgrade } = useRequireLogin('header');
  const { isLogin } = useUser();
  return (
    <header className={nav ? 'site-header site-header--with-nav' : 'site-header'}>
      <div className="site-header__inner container">
        <Link to="/" className="site-header__brand" aria-label={t('app.home')}>
          <BrandMark />
          <span>{t('app.name')}</span>
        </Link>
        {nav}
        <div className="site-header__actions">
          <LanguageSwitch />
          {/* Signed-in users find Upgrade in their menu. */}
          {!isLogin && (
            <button type="button" className="site-header__link" onClick={() => upgrade()}>
              {t('home.upgrade')}
            </button>
          )}
          <button type="button" className="button site-header__start" onClick={startDesign}>
            {t('home.startDesign')}
          </button>
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
