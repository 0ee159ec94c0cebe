import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { supportResendActivationEmail } from '@client/api/generated';
import { request } from '@client/api/request';
import { PRODUCT_ID } from '@client/features/account/user-session';

import { type Countdown, useCountdown } from './use-countdown';

export type ResendActivation = {
  countdown: Countdown;
  sending: boolean;
  resend: () => Promise<void>;
};

// Support/resendActivationEmail with the code button's 60 s wait (spec §4, §9). The first link was
// sent by the sign-up itself, so the wait starts at once.
export function useResendActivation(email: string): ResendActivation {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { start } = countdown;

  useEffect(() => start(), [start]);

  const resend = useCallback(async () => {
    setSending(true);
    try {
      await request((o) => supportResendActivationEmail({ ...o, body: { email, product: PRODUCT_ID } }));
      start();
      toast.success(t('auth.activationResent'));
    } catch {
      // The request layer showed why (a rate limit says when to try again).
    } finally {
      setSending(false);
    }
  }, [email, start, t]);

  return { countdown, sending, resend };
}
