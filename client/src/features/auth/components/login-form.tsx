import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoginSubmit, type LoginValues, type SubmitOutcome } from '@client/features/auth/hooks/use-login-submit';
import { useSendCode } from '@client/features/auth/hooks/use-send-code';
import type { LoginMode } from '@client/features/auth/state/login-modal-store';
import { type LoginField, validateNewPassword, VALIDATORS, type ValidationKey } from '@client/features/auth/validation';

type Errors = Partial<Record<LoginField, ValidationKey>>;

const FIELDS_BY_MODE: Readonly<Record<LoginMode, readonly LoginField[]>> = {
  signIn: ['email', 'password'],
  signUp: ['email', 'verifyCode', 'password'],
  emailCode: ['email', 'verifyCode'],
  signUpLink: ['email', 'password'],
  checkInbox: [],
};

export type LoginFormProps = {
  mode: LoginMode;
  initialEmail?: string;
  onDone: (outcome: Exclude<SubmitOutcome, 'failed'>, email: string) => void;
};

// The fields of one mode; the modal re-mounts it on a mode switch, which resets it (spec §4).
export function LoginForm({ mode, initialEmail = '', onDone }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ email: initialEmail, password: '', verifyCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [showPassword, setShowPassword] = useState(false);
  const { submitting, submit } = useLoginSubmit();
  const { countdown, sending, hasSent, send } = useSendCode();
  // Moves focus to a field from an event handler (the first invalid one, or the code after sending).
  const focus = (field: LoginField) => document.getElementById(`${id}-${field}`)?.focus();
  const fields = FIELDS_BY_MODE[mode];

  const validate = (field: LoginField, value: string = values[field]): ValidationKey | undefined => {
    const signingUp = mode === 'signUp' || mode === 'signUpLink';
    const error = (field === 'password' && signingUp ? validateNewPassword : VALIDATORS[field])(value);
    setErrors((current) => ({ ...current, [field]: error }));
    return error;
  };

  const onChange = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field was checked, its message follows the typing (appears and disappears as it changes).
    if (field in errors) validate(field, value);
  };

  const onSendCode = async () => {
    // Spec §5: the address is checked before a code is sent.
    if (validate('email')) {
      focus('email');
      return;
    }
    if (await send(values.email)) focus('verifyCode');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fields.map((field) => [field, validate(field)] as const).filter(([, error]) => error);
    if (found.length > 0) {
      focus(found[0]![0]);
      return;
    }
    const outcome = await submit(mode, values);
    if (outcome !== 'failed') onDone(outcome, values.email.trim());
  };

  const fieldProps = (field: LoginField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    className: 'login-form__input',
  });

  const error = (field: LoginField) => (
    <p id={`${id}-${field}-error`} className="login-form__error" aria-live="polite">
      {errors[field] ? t(errors[field]) : null}
    </p>
  );

  const sendLabel = countdown.running
    ? t('auth.resendIn', { seconds: countdown.secondsLeft })
    : t(hasSent ? 'auth.resendCode' : 'auth.sendCode');

  return (
    <form className="login-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="login-form__field">
        <label className="login-form__label" htmlFor={`${id}-email`}>
          {t('auth.email')}
        </label>
        <input
          {...fieldProps('email')}
          type="email"
          autoComplete={mode === 'signIn' ? 'username' : 'email'}
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          onBlur={() => validate('email')}
        />
        {error('email')}
      </div>

      {fields.includes('verifyCode') && (
        <div className="login-form__field">
          <label className="login-form__label" htmlFor={`${id}-verifyCode`}>
            {t('auth.verifyCode')}
          </label>
          <div className="login-form__row">
            <input
              {...fieldProps('verifyCode')}
              type="text"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              placeholder={t('auth.verifyCodePlaceholder')}
            />
            <button
              type="button"
              className="login-form__send"
              disabled={countdown.running || sending}
              onClick={() => void onSendCode()}
            >
              {sendLabel}
            </button>
          </div>
          {error('verifyCode')}
        </div>
      )}

      {fields.includes('password') && (
        <div className="login-form__field">
          <label className="login-form__label" htmlFor={`${id}-password`}>
            {t('auth.password')}
          </label>
          <div className="login-form__password">
            <input
              {...fieldProps('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete={mode === 'signUp' || mode === 'signUpLink' ? 'new-password' : 'current-password'}
              placeholder={t('auth.passwordPlaceholder')}
            />
            <button
              type="button"
              className="login-form__reveal"
              aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon open={showPassword} />
            </button>
          </div>
          {error('password')}
        </div>
      )}

      <button type="submit" className="button button--primary login-form__submit" disabled={submitting}>
        {t(mode === 'signUp' || mode === 'signUpLink' ? 'auth.signUpSubmit' : 'auth.signInSubmit')}
      </button>
    </form>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
