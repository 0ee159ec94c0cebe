import { HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { LazyLoginModal } from '@client/features/auth/components/lazy-login-modal';
import { useLoginParams } from '@client/features/auth/hooks/use-login-params';
import { useSessionBootstrap } from '@client/features/auth/hooks/use-session-bootstrap';
import { LazyToaster } from '@client/ui/lazy-toaster';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

import './layout.css';

export function RootLayout() {
  const { t } = useTranslation();
  useSessionBootstrap();
  // Spec §2: a login's return (authCode, __ID_TOKEN) lands on the home route; a sign-in started
  // elsewhere returns to that page (redirectUrl is the current address), so every route reads them.
  useLoginParams();
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bareLayout === true) });
  return (
    <>
      {/* React hoists the route's <title>, <meta> and <link> tags into <head>. */}
      <HeadContent />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div className="page">
        {bare ? (
          // The route renders its own header and <main id="main">.
          <Outlet />
        ) : (
          <>
            <SiteHeader />
            <main id="main" className="page__main" tabIndex={-1}>
              <Outlet />
            </main>
            <SiteFooter />
          </>
        )}
      </div>
      <LazyLoginModal />
      {/* A corner clear of the header's controls and the canvas toolbars (issue 14). */}
      <LazyToaster />
    </>
  );
}
