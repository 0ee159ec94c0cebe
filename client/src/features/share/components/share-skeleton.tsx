import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@client/features/layout/components/brand-mark';

import './share-page.css';

// The share page's bar and its skeleton: the route's first paint, kept apart from the page so that the page's
// script loads with the route, not with the app's first script.
export function ShareBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="share-bar">
      <Link to="/" className="share-bar__home" aria-label={t('app.home')}>
        <BrandMark />
      </Link>
      {children}
    </header>
  );
}

// While the route's loader runs: the bar and a neutral canvas.
export function SharePageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="share">
      <ShareBar>
        <div className="share-bar__info" aria-hidden="true">
          <span className="share-bar__placeholder share-bar__placeholder--name" />
          <span className="share-bar__placeholder share-bar__placeholder--meta" />
        </div>
      </ShareBar>
      <main id="main" className="share-canvas" tabIndex={-1} aria-busy="true">
        <p className="share-canvas__status" role="status">
          {t('share.loading')}
        </p>
      </main>
    </div>
  );
}
