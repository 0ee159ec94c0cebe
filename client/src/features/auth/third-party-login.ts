import { toast } from '@client/ui/toast';

import { isApiError } from '@client/api/api-error';
import {
  oAuthAuthorizationLoginRequest,
  supportExchangeAuthCode,
  supportLoginByThirdAuth,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { completeLogin, PRODUCT_ID } from '@client/features/account/user-session';
import { track } from '@client/features/analytics/analytics';
import type { LoginMethod } from '@client/features/analytics/analytics-events';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';

import { goToWorkbench } from './handoff';
import {
  intentDestination,
  intentForAction,
  LOGIN_INTENT_KEY,
  takeLoginIntent,
  writeLoginIntent,
} from './login-intent';
import type { LoginAction } from './state/login-modal-store';

// Spec §7: figma 1, google 5, github 7, x 8.
export type ThirdType = 1 | 5 | 7 | 8;

const METHOD_OF: Record<ThirdType, LoginMethod> = { 1: 'figma', 5: 'google', 7: 'github', 8: 'x' };

const t = (key: string) => translatorFor(currentLanguage())(key);

/**
 * Spec §7: asks the server for the provider's authorization address and goes there. The pending
 * action survives the round trip as the login intent. Any failure, or an answer without url or
 * state, shows 'Third-party login failed. Please try again.'
 */
export async function startThirdPartyLogin(
  thirdType: ThirdType,
  action: LoginAction | null,
  navigate: (href: string) => void = (href) => window.location.assign(href),
): Promise<boolean> {
  if (action) writeLoginIntent(intentForAction(action));
  else window.localStorage.removeItem(LOGIN_INTENT_KEY);
  try {
    const answer = await request(
      (o) =>
        oAuthAuthorizationLoginRequest({
          ...o,
          body: { product: PRODUCT_ID, thirdType, redirectUrl: window.location.href },
        }),
      // Rejections get the one message below; network trouble keeps the request layer's own.
      { quiet: (error) => error.kind === 'rejected' || error.kind === 'silent' },
    );
    if (!answer.authorizationUrl || !answer.state) throw new Error('authorization answer without url or state');
    navigate(answer.authorizationUrl);
    return true;
  } catch (error) {
    track('login_result', { method: METHOD_OF[thirdType], registration: false, success: false });
    if (!isApiError(error) || error.kind === 'rejected' || error.kind === 'silent') {
      toast.error(t('auth.thirdPartyFailed'));
    }
    return false;
  }
}

// Spec §5: an ID token has three dot-separated parts and its middle one decodes to JSON.
export function looksLikeIdToken(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !part)) return false;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null;
  } catch {
    return false;
  }
}

// The `__ID_TOKEN` callback: anything the server does not accept is 'Login failed: Invalid token'.
export async function loginWithIdToken(idToken: string): Promise<boolean> {
  if (!looksLikeIdToken(idToken)) {
    toast.error(t('auth.invalidToken'));
    return false;
  }
  try {
    const answer = await request((o) => supportLoginByThirdAuth({ ...o, body: { idToken, product: PRODUCT_ID } }), {
      quiet: (error) => error.kind === 'rejected',
    });
    completeLogin(answer);
    track('login_result', { method: 'id-token', registration: false, success: true });
    return true;
  } catch (error) {
    track('login_result', { method: 'id-token', registration: false, success: false });
    if (!isApiError(error) || error.kind === 'rejected') toast.error(t('auth.invalidToken'));
    return false;
  }
}

// The `authCode` of a third-party sign-in's return: the server's message explains a refusal.
export async function loginWithAuthCode(authCode: string): Promise<boolean> {
  try {
    const answer = await request((o) => supportExchangeAuthCode({ ...o, body: { authCode, product: PRODUCT_ID } }));
    completeLogin(answer);
    track('login_result', { method: 'auth-code', registration: false, success: true });
    return true;
  } catch {
    track('login_result', { method: 'auth-code', registration: false, success: false });
    return false;
  }
}

export type AfterLoginNavigation = {
  toWorkbench: () => Promise<void> | void;
  toPricing: () => void;
};

const defaultNavigation: AfterLoginNavigation = {
  toWorkbench: () => goToWorkbench(),
  toPricing: () => window.location.assign('/?section=pricing'),
};

// Spec §4: after a third-party login the stored intent decides where to go; else 'Login successful!'.
export async function afterThirdPartyLogin(navigation: AfterLoginNavigation = defaultNavigation): Promise<void> {
  const destination = intentDestination(takeLoginIntent());
  switch (destination.kind) {
    case 'workbench':
      await navigation.toWorkbench();
      return;
    case 'pricing':
      navigation.toPricing();
      return;
    case 'none':
      toast.success(t('auth.loginSuccess'));
      return;
  }
}
