import { useTranslation } from 'react-i18next';

import { useResendActivation } from '@client/features/auth/hooks/use-resend-activation';

// After a password sign-up: the activation link is in the mail; it can be sent again after 60 s.
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation();
  const { countdown, sending, resend } = useResendActivation(email);
  return (
    <div className="check-inbox">
      <svg className="check-inbox__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect
          x="6"
          y="11"
          width="36"
          height="26"
          rx="5"
          fill="var(--color-accent-soft)"
          stroke="var(--color-accent)"
          strokeWidth="2"
        />
        <path d="m8 14 16 12 16-12" fill="none" stroke="var(--color-accent)" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className="check-inbox__address" data-testid="activation-email">
        {email}
      </p>
      <p className="check-inbox__hint">{t('auth.checkInboxHint')}</p>
      <button
        type="button"
        className="button button--primary login-form__submit"
        disabled={countdown.running || sending}
        onClick={() => void resend()}
      >
        {countdown.running ? t('auth.resendIn', { seconds: countdown.secondsLeft }) : t('auth.resendActivation')}
      </button>
    </div>
  );
}
