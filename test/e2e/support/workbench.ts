import type { APIRequestContext, Page } from '@playwright/test';

import { readVerificationCode } from './outbox';

export type E2eSession = {
  isLogin: boolean;
  token: string;
  user: { name: string; email: string | null; userCode: string };
};

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const SUPPORT = '/api/uxa-center/support';

// An account made through the API (an e-mailed code signs a new address up), for specs about later screens.
// `server` and `dataDir`: a server the spec started itself, instead of the suite's.
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  server: { url: string; dataDir: string } = { url: '', dataDir: process.env.BOXIFY_E2E_DATA_DIR ?? '' },
): Promise<E2eSession> {
  const sent = await request.post(`${server.url}${SUPPORT}/VerificationCode/sendEmailVerifyCode`, {
    data: { email, product: 12 },
  });
  // A refused send (a rate limit, say) would leave the outbox empty and the wait below without end.
  const sentBody = (await sent.json()) as { code: number };
  if (sentBody.code !== 0) throw new Error(`the code was not sent: ${JSON.stringify(sentBody)}`);
  const verifyCode = await readVerificationCode(email, server.dataDir);
  const answer = await request.post(`${server.url}${SUPPORT}/Support/emailVerifyLoginOrRegistry`, {
    data: { email, verifyCode, product: 12 },
  });
  const body = (await answer.json()) as { code: number; data: E2eSession };
  if (body.code !== 0) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.data;
}

// Stores the session the way the login flow does, before the page's scripts run.
export async function storeSession(page: Page, session: E2eSession, options: { skipWelcome?: boolean } = {}) {
  await page.addInitScript(
    ({ stored, skipWelcome }) => {
      if (window.sessionStorage.getItem('e2e-session-set')) return;
      window.sessionStorage.setItem('e2e-session-set', '1');
      window.localStorage.setItem('user', JSON.stringify(stored));
      if (skipWelcome) window.localStorage.setItem(`boxify_welcome_guide_seen:${stored.user.userCode}`, '1');
    },
    { stored: { isLogin: true, token: session.token, user: session.user }, skipWelcome: options.skipWelcome ?? false },
  );
}
