export const SESSION_STORAGE_KEY = 'user';

// What the login flow stores under `user`; `user` is the account profile the server answers.
export type StoredSession = {
  isLogin: boolean;
  token: string;
  user: unknown;
};

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.isLogin === 'boolean' && typeof candidate.token === 'string';
}

export function readSession(): StoredSession | undefined {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : undefined;
  } catch {
    // A corrupt entry or disabled storage means no session, never a crash.
    return undefined;
  }
}

// The token to send as `access-token`, only while logged in.
export function readAccessToken(): string | undefined {
  const session = readSession();
  return session?.isLogin && session.token ? session.token : undefined;
}
