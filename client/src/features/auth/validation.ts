// Spec §5: the login form's rules. Each validator answers an i18n key, or undefined when valid.
export const PASSWORD_MAX_LENGTH = 40;
/** Sign-up only: the client checks a new password's length (the server only ever sees its hash). */
export const PASSWORD_MIN_LENGTH = 8;

export type LoginField = 'email' | 'password' | 'verifyCode';
export type ValidationKey =
  | 'auth.validation.emailRequired'
  | 'auth.validation.emailInvalid'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordTooLong'
  | 'auth.validation.passwordTooShort'
  | 'auth.validation.verifyCodeRequired';

// One @, something before it, a dotted domain after it, no spaces: what a mail server accepts in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): ValidationKey | undefined {
  const email = value.trim();
  if (!email) return 'auth.validation.emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'auth.validation.emailInvalid';
  return undefined;
}

export function validatePassword(value: string): ValidationKey | undefined {
  if (!value) return 'auth.validation.passwordRequired';
  if (value.length > PASSWORD_MAX_LENGTH) return 'auth.validation.passwordTooLong';
  return undefined;
}

/** A password chosen at sign-up: 8 to 40 characters (sign-in keeps the spec's rules). */
export function validateNewPassword(value: string): ValidationKey | undefined {
  const error = validatePassword(value);
  if (error) return error;
  return value.length < PASSWORD_MIN_LENGTH ? 'auth.validation.passwordTooShort' : undefined;
}

export function validateVerifyCode(value: string): ValidationKey | undefined {
  return value.trim() ? undefined : 'auth.validation.verifyCodeRequired';
}

export const VALIDATORS: Readonly<Record<LoginField, (value: string) => ValidationKey | undefined>> = {
  email: validateEmail,
  password: validatePassword,
  verifyCode: validateVerifyCode,
};

// Spec §3: the register payload's verifyCode is an integer, 0 when it cannot be parsed.
export function parseVerifyCode(value: string): number {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
}
