import { provideAccessToken } from '@client/api/access-token';

export const SESSION_STORAGE_KEY = 'user';

// The signed-in account as the server answers it (spec §3: name, email, userCode).
export type SessionUser = {
  name: string;
  email: string | null;
  userCode: string;
};

// What the login flow stores under `user`.
export type StoredSession = {
  isLogin: boolean;
  token: string;
  user: SessionUser | null;
};

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.isLogin === 'boolean' && typeof candidate.token === 'string';
}

function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  return {
    name: typeof candidate.name === 'string' ? candidate.name : '',
    email: typeof candidate.email === 'string' ? candidate.email : null,
    userCode: typeof candidate.userCode === 'string' ? candidate.userCode : '',
  };
}

export function readSession(): StoredSession | undefined {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return undefined;
    return { isLogin: parsed.isLogin, token: parsed.token, user: asSessionUser(parsed.user) };
  } catch {
    // A corrupt entry or disabled storage means no session, never a crash.
    return undefined;
  }
}

export function writeSession(session: StoredSession): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or disabled: the session lives until the tab closes (the store still holds it).
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Disabled storage holds nothing to clear.
  }
}

// The token to send as `access-token`, only while logged in.
export function readAccessToken(): string | undefined {
  const session = readSession();
  return session?.isLogin && session.token ? session.token : undefined;
}

// Called once at startup (main.tsx, test setup): the request layer then sends the stored token without
// importing this feature.
export function installAccessToken(): void {
  provideAccessToken(readAccessToken);
}
