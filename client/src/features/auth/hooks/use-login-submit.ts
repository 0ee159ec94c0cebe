import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { type ApiError, isApiError } from '@client/api/api-error';
import {
  supportEmailVerifyLoginOrRegistry,
  supportLogin,
  supportRegistry,
  supportRegistryByVerifyCode,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { hashPassword } from '@client/features/auth/password-hash';
import type { LoginMode } from '@client/features/auth/state/login-modal-store';
import { parseVerifyCode } from '@client/features/auth/validation';
import { completeLogin, PRODUCT_ID } from '@client/features/account/user-session';
import { track } from '@client/features/analytics/analytics';
import type { LoginMethod } from '@client/features/analytics/analytics-events';

export type LoginValues = { email: string; password: string; verifyCode: string };
// activationSent: a password sign-up whose activation link is on its way.
export type SubmitOutcome = 'loggedIn' | 'registered' | 'activationSent' | 'failed';

// Rejections get the server's msg, or the spec's fallback; transport failures keep the request layer's toast.
const quiet = (error: ApiError) => error.kind === 'rejected';

// What analytics records of a submit (issue 16): the method and whether it creates an account.
const LOGIN_RESULT: Record<Exclude<LoginMode, 'checkInbox'>, { method: LoginMethod; registration: boolean }> = {
  signUp: { method: 'password', registration: true },
  signUpLink: { method: 'password', registration: true },
  signIn: { method: 'password', registration: false },
  emailCode: { method: 'email-code', registration: false },
};

export type LoginSubmit = {
  submitting: boolean;
  submit: (mode: LoginMode, values: LoginValues) => Promise<SubmitOutcome>;
};

export function useLoginSubmit(): LoginSubmit {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (mode: LoginMode, values: LoginValues): Promise<SubmitOutcome> => {
      const email = values.email.trim();
      setSubmitting(true);
      const report = (success: boolean) => {
        if (mode !== 'checkInbox') track('login_result', { ...LOGIN_RESULT[mode], success });
      };
      try {
        switch (mode) {
          case 'signUp': {
            const password = await hashPassword(values.password);
            const verifyCode = parseVerifyCode(values.verifyCode);
            await request(
              (o) => supportRegistryByVerifyCode({ ...o, body: { email, password, product: PRODUCT_ID, verifyCode } }),
              { quiet },
            );
            toast.success(t('auth.registerSuccess'));
            report(true);
            return 'registered';
          }
          case 'signUpLink': {
            // Support/registry: a pending account, activated by the e-mailed link.
            const password = await hashPassword(values.password);
            await request((o) => supportRegistry({ ...o, body: { email, password, product: PRODUCT_ID } }), { quiet });
            toast.success(t('auth.registerActivationSuccess'));
            report(true);
            return 'activationSent';
          }
          case 'checkInbox':
            // Nothing to submit while waiting for the activation e-mail.
            return 'failed';
          case 'signIn': {
            const password = await hashPassword(values.password);
            completeLogin(
              await request((o) => supportLogin({ ...o, body: { email, password, product: PRODUCT_ID } }), { quiet }),
            );
            break;
          }
          case 'emailCode':
            completeLogin(
              await request(
                (o) =>
                  supportEmailVerifyLoginOrRegistry({
                    ...o,
                    body: { email, verifyCode: values.verifyCode.trim(), product: PRODUCT_ID },
                  }),
                { quiet },
              ),
            );
            break;
        }
        toast.success(t('auth.loginSuccess'));
        report(true);
        return 'loggedIn';
      } catch (error) {
        report(false);
        if (!isApiError(error) || error.kind === 'rejected') {
          toast.error(isApiError(error) && error.msg ? error.msg : t('auth.loginFailed'));
        }
        return 'failed';
      } finally {
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submitting, submit };
}
