import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import {
  type LoginAction,
  loginModalStore,
  type LoginMode,
  useLoginModal,
} from '@client/features/auth/state/login-modal-store';

import { CheckInbox } from './check-inbox';
import { ConsentLine } from './consent-line';
import { LoginForm } from './login-form';
import { ThirdPartyButtons } from './third-party-buttons';

import './login-modal.css';

// Spec §9: the stored callback runs 500 ms after a successful login.
export const LOGIN_CALLBACK_DELAY_MS = 500;

const TITLE_KEY: Readonly<Record<LoginMode, string>> = {
  signIn: 'auth.signInTitle',
  signUp: 'auth.signUpTitle',
  emailCode: 'auth.emailCodeTitle',
  signUpLink: 'auth.signUpLinkTitle',
  checkInbox: 'auth.checkInboxTitle',
};

// Opened by something that needs an account: the title says why (issue 14).
const REASON_TITLE_KEY: Readonly<Record<LoginAction, string>> = {
  navigate_workbench: 'auth.reason.design',
  navigate_pricing: 'auth.reason.upgrade',
};

const SUBTITLE_KEY: Readonly<Record<LoginMode, string>> = {
  signIn: 'auth.signInSubtitle',
  signUp: 'auth.signUpSubtitle',
  emailCode: 'auth.emailCodeSubtitle',
  signUpLink: 'auth.signUpLinkSubtitle',
  checkInbox: 'auth.checkInboxSubtitle',
};

// The login/registration modal (spec §2, §4): one instance, opened through the login modal store.
export function LoginModal() {
  const { t } = useTranslation();
  const state = useLoginModal();
  const switchMode = (mode: LoginMode, email = '') => loginModalStore.setMode(mode, email);

  const onDone = (outcome: 'loggedIn' | 'registered' | 'activationSent', email: string) => {
    if (outcome === 'activationSent') {
      switchMode('checkInbox', email);
      return;
    }
    if (outcome === 'registered') {
      switchMode('signIn', email);
      return;
    }
    const { callback } = loginModalStore.getState();
    loginModalStore.close();
    if (callback) setTimeout(callback, LOGIN_CALLBACK_DELAY_MS);
  };

  return (
    <Dialog.Root open={state.open} onOpenChange={(open) => !open && loginModalStore.close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="login-modal__overlay" />
        <Dialog.Content className="login-modal" data-testid="login-modal">
          <Dialog.Close className="login-modal__close" aria-label={t('auth.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          <Dialog.Title className="login-modal__title">
            {t(state.mode === 'signIn' && state.action ? REASON_TITLE_KEY[state.action] : TITLE_KEY[state.mode])}
          </Dialog.Title>
          <Dialog.Description className="login-modal__subtitle">
            {t(SUBTITLE_KEY[state.mode], { email: state.prefillEmail })}
          </Dialog.Description>

          {state.mode === 'checkInbox' ? (
            <CheckInbox key={state.formId} email={state.prefillEmail} />
          ) : (
            <LoginForm key={state.formId} mode={state.mode} initialEmail={state.prefillEmail} onDone={onDone} />
          )}

          <div className="login-modal__switches">
            {state.mode === 'signIn' ? (
              <>
                <button type="button" className="login-modal__link" onClick={() => switchMode('emailCode')}>
                  {t('auth.useEmailCode')}
                </button>
                <span>
                  {t('auth.noAccount')}{' '}
                  <button type="button" className="login-modal__link" onClick={() => switchMode('signUp')}>
                    {t('auth.toSignUp')}
                  </button>
                </span>
              </>
            ) : (
              <>
                {state.mode === 'signUp' && (
                  <button type="button" className="login-modal__link" onClick={() => switchMode('signUpLink')}>
                    {t('auth.useActivationLink')}
                  </button>
                )}
                {state.mode === 'signUpLink' && (
                  <button type="button" className="login-modal__link" onClick={() => switchMode('signUp')}>
                    {t('auth.useCodeSignUp')}
                  </button>
                )}
                {state.mode === 'checkInbox' ? (
                  <button
                    type="button"
                    className="login-modal__link"
                    onClick={() => switchMode('signIn', state.prefillEmail)}
                  >
                    {t('auth.backToSignIn')}
                  </button>
                ) : (
                  <span>
                    {t(state.mode === 'emailCode' ? 'auth.preferPassword' : 'auth.haveAccount')}{' '}
                    <button type="button" className="login-modal__link" onClick={() => switchMode('signIn')}>
                      {t('auth.toSignIn')}
                    </button>
                  </span>
                )}
              </>
            )}
          </div>

          <ThirdPartyButtons action={state.action} />
          <ConsentLine />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
