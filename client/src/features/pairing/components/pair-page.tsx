import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import '@client/features/pairing/pair-texts';
import { isApiError } from '@client/api/api-error';
import { pluginPairingConfirmPairing } from '@client/api/generated';
import { request } from '@client/api/request';
import { useUser } from '@client/features/account/hooks/use-user';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';

import './pair-page.css';

// The plugin shows XXXX-XXXX (no 0/O, 1/I); people type it in any case, with or without the dash.
const CODE = /^[A-HJ-NP-Z2-9]{4}-?[A-HJ-NP-Z2-9]{4}$/;
const normalize = (value: string) => value.trim().toUpperCase();

type Outcome = { kind: 'confirmed' } | { kind: 'refused' } | { kind: 'error'; message: string };

// Spec (issue 20): a plugin signs in by pairing; here the signed-in user sees what asks and confirms or refuses.
export function PairPage({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [code, setCode] = useState(normalize(initialCode));
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  // An anonymous visitor is asked to sign in once on arrival; the button asks again.
  useEffect(() => {
    if (user.isLogin || asked.current) return;
    asked.current = true;
    openLoginModal();
  }, [user.isLogin]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const userCode = normalize(code);
    if (!CODE.test(userCode)) {
      setOutcome({ kind: 'error', message: t('pair.invalidCode') });
      return;
    }
    setBusy(true);
    try {
      await request((o) => pluginPairingConfirmPairing({ ...o, body: { userCode } }), {
        // An unknown or expired code is said here, in the server's words.
        quiet: (error) => error.kind === 'rejected',
      });
      setOutcome({ kind: 'confirmed' });
    } catch (error) {
      if (isApiError(error) && error.kind === 'rejected')
        setOutcome({ kind: 'error', message: error.msg ?? t('pair.invalidCode') });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.kind === 'confirmed' || outcome?.kind === 'refused') {
    const done = outcome.kind === 'confirmed';
    return (
      <section className="pair container" aria-labelledby="pair-title">
        <div className="pair__card" role="status">
          <div className={`pair__badge ${done ? 'pair__badge--ok' : ''}`} aria-hidden="true">
            {done ? '✓' : '×'}
          </div>
          <h1 id="pair-title" className="pair__title">
            {t(done ? 'pair.confirmedTitle' : 'pair.refusedTitle')}
          </h1>
          <p className="pair__text">{t(done ? 'pair.confirmedText' : 'pair.refusedText')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="pair container" aria-labelledby="pair-title">
      <div className="pair__card">
        <div className="pair__badge" aria-hidden="true">
          F
        </div>
        <h1 id="pair-title" className="pair__title">
          {t('pair.title')}
        </h1>
        <p className="pair__text">{t('pair.asking')}</p>
        {!user.isLogin ? (
          <>
            <p className="pair__text">{t('pair.signInFirst')}</p>
            {code && <p className="pair__code-preview">{code}</p>}
            <button type="button" className="button button--primary pair__button" onClick={() => openLoginModal()}>
              {t('pair.signIn')}
            </button>
          </>
        ) : (
          <form className="pair__form" onSubmit={(e) => void confirm(e)} noValidate>
            <p className="pair__text">{t('pair.account', { name: user.user?.email ?? user.user?.name ?? '' })}</p>
            <label className="pair__label" htmlFor="pair-code">
              {t('pair.codeLabel')}
            </label>
            <input
              id="pair-code"
              className="pair__input"
              value={code}
              onChange={(e) => {
                setCode(normalize(e.target.value));
                setOutcome(undefined);
              }}
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={9}
              placeholder="ABCD-EFGH"
              aria-invalid={outcome?.kind === 'error'}
              aria-describedby={outcome?.kind === 'error' ? 'pair-error' : 'pair-hint'}
            />
            {outcome?.kind === 'error' ? (
              <p id="pair-error" className="pair__error" role="alert">
                {outcome.message}
              </p>
            ) : (
              <p id="pair-hint" className="pair__hint">
                {t('pair.codeHint')}
              </p>
            )}
            <div className="pair__actions">
              <button type="button" className="pair__refuse" onClick={() => setOutcome({ kind: 'refused' })}>
                {t('pair.refuse')}
              </button>
              <button type="submit" className="button button--primary pair__button" disabled={busy}>
                {t('pair.confirm')}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
