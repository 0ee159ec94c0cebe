import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { verificationCodeSendEmailVerifyCode } from '@client/api/generated';
import { request } from '@client/api/request';
import { PRODUCT_ID } from '@client/features/account/user-session';

import { type Countdown, useCountdown } from './use-countdown';

export type SendCode = {
  countdown: Countdown;
  sending: boolean;
  // After the first code the idle button reads 'Resend code'.
  hasSent: boolean;
  // Answers whether the code went out; the caller validated the address first (spec §5).
  send: (email: string) => Promise<boolean>;
};

// VerificationCode/sendEmailVerifyCode, then the 60 s wait before a resend (spec §4, §9).
export function useSendCode(): SendCode {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [hasSent, setHasSent] = useState(false);
  const { start } = countdown;

  const send = useCallback(
    async (email: string) => {
      setSending(true);
      try {
        await request((o) =>
          verificationCodeSendEmailVerifyCode({ ...o, body: { email: email.trim(), product: PRODUCT_ID } }),
        );
        start();
        setHasSent(true);
        toast.success(t('auth.codeSent'));
        return true;
      } catch {
        return false;
      } finally {
        setSending(false);
      }
    },
    [start, t],
  );

  return { countdown, sending, hasSent, send };
}
