import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { LanguageSwitch } from '@client/features/language/components/language-switch';
import { useLanguage } from '@client/features/language/hooks/use-language';

import { copyText } from '@client/ui/copy-text';

import { useDuplicateSharedPanel } from '../hooks/use-duplicate-shared-panel';
import {
  formatUpdatedDate,
  frameStyle,
  type PanelSize,
  shareFailure,
  sharedImageUrl,
  sharedPanelQuery,
} from '../shared-panel';

import { SharePageSkeleton, ShareBar } from './share-skeleton';
import { ShareUpgradeDialog } from './share-upgrade-dialog';

function CopyLinkButton() {
  const { t } = useTranslation();
  const onCopy = async () => {
    try {
      await copyText(window.location.href);
      toast.success(t('share.copied'), { id: 'share-link-copied' });
    } catch {
      toast.error(t('share.copyFailed'), { id: 'share-link-copy-failed' });
    }
  };
  return (
    <button type="button" className="share-copy" aria-label={t('share.copyLink')} onClick={() => void onCopy()}>
      <svg className="share-copy__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
        <path d="M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
      </svg>
      <span className="share-copy__text">{t('share.copyLink')}</span>
    </button>
  );
}

// Spec §6: signed-in users whose plan allows it copy the design into their projects; others meet the upgrade.
function DuplicateButton({ token }: { token: string }) {
  const { t } = useTranslation();
  const [upgrade, setUpgrade] = useState<{ open: boolean; message: string }>({ open: false, message: '' });
  const onUpgrade = useCallback((message: string) => setUpgrade({ open: true, message }), []);
  const { duplicate, busy } = useDuplicateSharedPanel(token, onUpgrade);
  return (
    <>
      <button
        type="button"
        className="share-duplicate"
        onClick={duplicate}
        disabled={busy}
        aria-busy={busy}
        aria-label={t('share.duplicate')}
      >
        <svg className="share-copy__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
        <span className="share-duplicate__text">{t(busy ? 'share.duplicating' : 'share.duplicate')}</span>
        <span className="share-duplicate__short" aria-hidden="true">
          {t('share.duplicateShort')}
        </span>
      </button>
      <ShareUpgradeDialog
        open={upgrade.open}
        message={upgrade.message}
        onClose={() => setUpgrade((state) => ({ ...state, open: false }))}
      />
    </>
  );
}

type ImageState = 'loading' | 'loaded' | 'failed';

// The server-drawn SVG at its natural width, scaled down to the canvas; a skeleton until it loads.
function SharedImage({ token, name, size }: { token: string; name: string; size: PanelSize }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ImageState>('loading');
  const image = useRef<HTMLImageElement>(null);
  // An image from the cache may finish before React attaches onLoad.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setState('loaded');
  }, []);
  return (
    <div className="share-frame" style={frameStyle(size)} data-state={state}>
      {state === 'loading' && (
        <div
          className="share-frame__skeleton"
          role="status"
          aria-label={t('share.loading')}
          data-testid="share-skeleton"
        />
      )}
      <img
        ref={image}
        className="share-frame__image"
        src={sharedImageUrl(token)}
        alt={name}
        width={size.width}
        height={size.height}
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
      {state === 'failed' && (
        <p className="share-frame__failed" role="alert">
          {t('share.imageFailed')}
        </p>
      )}
    </div>
  );
}

function ShareError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const { viewMyDesigns } = useRequireLogin();
  const failure = shareFailure(error);
  return (
    <section className="share-error" aria-labelledby="share-error-title" data-testid="share-error">
      <svg className="share-error__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="6" y="9" width="36" height="30" rx="5" />
        <path d="M6 17h36M12 13h.01M17 13h.01" />
        <path d="m19 25 10 8M29 25l-10 8" />
      </svg>
      <h1 id="share-error-title" className="share-error__title">
        {t(failure === 'unavailable' ? 'share.unavailableTitle' : 'share.networkTitle')}
      </h1>
      <p className="share-error__text">
        {t(failure === 'unavailable' ? 'share.unavailableText' : 'share.networkText')}
      </p>
      <div className="share-error__actions">
        <button
          type="button"
          className="button button--primary share-button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {t('share.retry')}
        </button>
        <button type="button" className="button share-button share-button--secondary" onClick={viewMyDesigns}>
          {t('share.myDesigns')}
        </button>
        <Link to="/" className="button share-button share-button--secondary">
          {t('share.backHome')}
        </Link>
      </div>
    </section>
  );
}

// The view of a shared panel (/web/share/$token), for anyone with the link; duplicating it needs a plan that allows.
export function SharePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const router = useRouter();
  const query = useQuery(sharedPanelQuery(token));

  const retry = async () => {
    const result = await query.refetch();
    // The route's head reads the loader's data: run it again for the panel's title.
    if (result.isSuccess) await router.invalidate();
  };

  if (query.isError) {
    return (
      <div className="share">
        <ShareBar>
          <div className="share-bar__info">
            <span className="share-bar__brand">{t('app.name')}</span>
          </div>
          <div className="share-bar__actions">
            <LanguageSwitch />
          </div>
        </ShareBar>
        <main id="main" className="share-canvas share-canvas--centred" tabIndex={-1}>
          <ShareError error={query.error} retrying={query.isFetching} onRetry={() => void retry()} />
        </main>
      </div>
    );
  }
  if (query.isPending) return <SharePageSkeleton />;

  const panel = query.data;
  const size = { width: panel.width, height: panel.height };
  const updated = formatUpdatedDate(panel.updatedAt, language);
  return (
    <div className="share">
      <ShareBar>
        <div className="share-bar__info">
          <h1 className="share-bar__name" title={panel.name} data-testid="share-name">
            {panel.name}
          </h1>
          <p className="share-bar__meta">
            <span data-testid="share-size">{t('share.size', { width: size.width, height: size.height })}</span>
            {updated && (
              <>
                <span className="share-bar__sep" aria-hidden="true">
                  {' · '}
                </span>
                <time className="share-bar__updated" dateTime={panel.updatedAt} data-testid="share-updated">
                  {t('share.updated', { date: updated })}
                </time>
              </>
            )}
          </p>
        </div>
        <div className="share-bar__actions">
          <LanguageSwitch />
          <CopyLinkButton />
          <DuplicateButton token={token} />
        </div>
      </ShareBar>
      <main id="main" className="share-canvas" tabIndex={-1} aria-label={t('share.canvasLabel')}>
        <SharedImage key={`${token}:${panel.updatedAt}`} token={token} name={panel.name} size={size} />
      </main>
    </div>
  );
}
