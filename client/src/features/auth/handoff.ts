import { toast } from '@client/ui/toast';

import { supportAuthToken, supportGetUserInfoByToken } from '@client/api/generated';
import { request } from '@client/api/request';
import { siteWorkbenchOrigin } from '@client/api/site';
import { readSession } from '@client/features/account/session-storage';
import { userStore } from '@client/features/account/state/user-store';
import { PRODUCT_ID, refreshUser } from '@client/features/account/user-session';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';

import { takeTransferCookie, writeTransferCookie } from './token-handoff';

export const WORKBENCH_PATH = '/web/workbench';

const t = (key: string) => translatorFor(currentLanguage())(key);

// Spec §2: the workbench opens with mode=new on the product's main host: the site's workbench host (SITE_HOSTS),
// else the build's VITE_WORKBENCH_ORIGIN, else this one.
export function workbenchUrl(): URL {
  const origin = siteWorkbenchOrigin() ?? (import.meta.env.VITE_WORKBENCH_ORIGIN || window.location.origin);
  const url = new URL(WORKBENCH_PATH, origin);
  url.searchParams.set('mode', 'new');
  return url;
}

export type Navigate = (href: string) => void;

const assign: Navigate = (href) => window.location.assign(href);

/**
 * Spec §4: goes to the workbench with the login handed over. On this host the stored session is
 * already there; another host gets a fresh token (Support/authToken) through the auth_transfer cookie.
 * A failed sync shows 'Failed to sync login state' and keeps the current token.
 */
export async function goToWorkbench(navigate: Navigate = assign): Promise<void> {
  const url = workbenchUrl();
  if (url.origin === window.location.origin || !userStore.getState().isLogin) {
    navigate(url.href);
    return;
  }
  try {
    const answer = await request((o) => supportAuthToken({ ...o, body: { product: PRODUCT_ID } }), {
      quiet: () => true,
    });
    writeTransferCookie({ token: answer.token });
  } catch {
    toast.error(t('auth.syncFailed'));
    return;
  }
  navigate(url.href);
}

/**
 * Spec §4: on load, a fresh auth_transfer cookie signs this host in with the handed-over token.
 * The token is checked (getUserInfoByToken); when that fails the previous session comes back.
 * Answers whether a handoff was found (the caller then skips its own refresh).
 */
export async function adoptTransferredToken(): Promise<boolean> {
  const record = takeTransferCookie();
  if (!record) return false;
  const previous = readSession();
  if (previous?.isLogin && previous.token === record.token) return false;
  userStore.setSession({ isLogin: true, token: record.token, user: null });
  try {
    const info = await request((o) => supportGetUserInfoByToken(o), { quiet: () => true });
    userStore.setSession({
      isLogin: true,
      token: record.token,
      user: { name: info.name, email: info.email, userCode: info.userCode },
    });
    await refreshUser();
  } catch {
    if (previous?.isLogin && previous.token) userStore.setSession(previous);
    else userStore.clear();
    toast.error(t('auth.syncFailed'));
  }
  return true;
}
