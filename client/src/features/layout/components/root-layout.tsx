import { HeadContent, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

import './layout.css';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      {/* React hoists the route's <title>, <meta> and <link> tags into <head>. */}
      <HeadContent />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="page">
        <SiteHeader />
        <main id="main" className="page__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
