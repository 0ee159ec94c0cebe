import { isApiError } from '@client/api/api-error';
import {
  ErrorCode,
  supportGetUserInfoByToken,
  supportLogout,
  type SupportLoginResponse,
  userAccountQueryAccount,
} from '@client/api/generated';
import { request } from '@client/api/request';

import { userStore } from './state/user-store';

export const PRODUCT_ID = 12;

// Every login answer (login, e-mailed code, third party, auth code, authToken) has this shape.
export type SessionAnswer = SupportLoginResponse['data'];

const isUnauthenticated = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.Unauthenticated;

/**
 * Spec §4: on load, when a stored user exists, the user info and the account are read again.
 * An expired or revoked token (Unauthenticated) clears the stored session quietly; other failures keep it.
 */
export async function refreshUser(): Promise<void> {
  const token = userStore.getState().token;
  if (!token) return;
  const quiet = (error: unknown) => isUnauthenticated(error);
  try {
    const [info, account] = await Promise.all([
      request((o) => supportGetUserInfoByToken(o), { quiet }),
      request((o) => userAccountQueryAccount({ ...o, body: { product: PRODUCT_ID } }), { quiet }),
    ]);
    // A sign-out or another sign-in while the calls ran: their answers belong to another session.
    if (userStore.getState().token !== token) return;
    userStore.setUser({ name: info.name, email: info.email, userCode: info.userCode });
    userStore.setAccount(account);
  } catch (error) {
    if (isUnauthenticated(error) && userStore.getState().token === token) userStore.clear();
    else if (!isApiError(error)) throw error;
  }
}

// The login helper: stores the answer as the session, then loads the plan and balances in the background.
export function completeLogin(answer: SessionAnswer): void {
  userStore.setSession({ isLogin: true, token: answer.token, user: answer.user });
  refreshUser().catch(() => undefined);
}

// Spec §4: the session is revoked on the server, then the store, the stored session and the header are cleared.
export async function logout(): Promise<void> {
  try {
    await request((o) => supportLogout({ ...o, body: { product: PRODUCT_ID } }), { quiet: () => true });
  } catch {
    // An already-expired session or an unreachable server must not keep the user signed in here.
  } finally {
    userStore.clear();
  }
}
