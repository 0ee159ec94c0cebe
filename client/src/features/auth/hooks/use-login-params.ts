import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { goToWorkbench } from '@client/features/auth/handoff';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';

// One-shot parameters a login leaves on the home route (spec §2), removed once read.
const LOGIN_PARAMS = ['authCode', '__ID_TOKEN', 'authError', 'activation'] as const;

export type LoginParams = Partial<Record<(typeof LOGIN_PARAMS)[number], string>>;

export function readLoginParams(search: string): LoginParams {
  const params = new URLSearchParams(search);
  const found: LoginParams = {};
  for (const name of LOGIN_PARAMS) {
    const value = params.get(name);
    if (value) found[name] = value;
  }
  return found;
}

export function addressWithoutLoginParams(href: string): string {
  const url = new URL(href);
  for (const name of LOGIN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The home route's login parameters: `authCode` (a third-party sign-in's return), `__ID_TOKEN`
 * (an ID-token callback), `authError` (a refused provider round trip) and `activation` (the e-mailed
 * activation link). Each is read once, removed from the address, then acted on.
 */
export function useLoginParams(): void {
  const router = useRouter();
  const { t } = useTranslation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const params = readLoginParams(window.location.search);
    if (Object.keys(params).length === 0) return;
    handled.current = true;
    router.history.replace(addressWithoutLoginParams(window.location.href));

    // Spec §2: a jump to pricing is /?section=pricing (the pricing section arrives in a later issue).
    const toPricing = () => router.history.push('/?section=pricing');

    void (async () => {
      const token = params.authCode ?? params.__ID_TOKEN;
      if (token) {
        // Only a return from a provider needs the third-party sign-in code; it loads then, not with every page.
        const login = await import('@client/features/auth/third-party-login');
        const loggedIn = params.authCode ? await login.loginWithAuthCode(token) : await login.loginWithIdToken(token);
        if (loggedIn) await login.afterThirdPartyLogin({ toWorkbench: () => goToWorkbench(), toPricing });
      }
      if (params.authError) toast.error(t('auth.thirdPartyFailed'));
      if (params.activation === 'success') {
        toast.success(t('auth.activationSuccess'));
        openLoginModal();
      } else if (params.activation) toast.error(t('auth.activationInvalid'));
    })();
  }, [router, t]);
}
