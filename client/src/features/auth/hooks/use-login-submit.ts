import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

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

export type LoginValues = { email: string; password: string; verifyCode: string };
// activationSent: a password sign-up whose activation link is on its way.
export type SubmitOutcome = 'loggedIn' | 'registered' | 'activationSent' | 'failed';

// Rejections get the server's msg, or the spec's fallback; transport failures keep the request layer's toast.
const quiet = (error: ApiError) => error.kind === 'rejected';

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
            return 'registered';
          }
          case 'signUpLink': {
            // Support/registry: a pending account, activated by the e-mailed link.
            const password = await hashPassword(values.password);
            await request((o) => supportRegistry({ ...o, body: { email, password, product: PRODUCT_ID } }), { quiet });
            toast.success(t('auth.registerActivationSuccess'));
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
        return 'loggedIn';
      } catch (error) {
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
