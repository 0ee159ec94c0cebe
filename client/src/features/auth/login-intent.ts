import type { LoginAction } from './state/login-modal-store';

// Spec §3: what to do after a third-party login, kept across the provider's redirect.
export const LOGIN_INTENT_KEY = 'third_party_login_intent';
// Spec §9: an intent (and a token handoff) is honoured for 5 minutes only.
export const INTENT_TTL_MS = 300_000;

export type LoginIntent = {
  type: 'workbench' | 'custom';
  customCallback?: string;
  timestamp: number;
};

export function intentForAction(action: LoginAction, now = Date.now()): LoginIntent {
  switch (action) {
    case 'navigate_workbench':
      return { type: 'workbench', timestamp: now };
    case 'navigate_pricing':
      return { type: 'custom', customCallback: 'pricing', timestamp: now };
  }
}

export function writeLoginIntent(intent: LoginIntent): void {
  try {
    window.localStorage.setItem(LOGIN_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Without storage the login still works; only the redirect afterwards is lost.
  }
}

function isLoginIntent(value: unknown): value is LoginIntent {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    (candidate.type === 'workbench' || candidate.type === 'custom') &&
    typeof candidate.timestamp === 'number' &&
    (candidate.customCallback === undefined || typeof candidate.customCallback === 'string')
  );
}

// Reads and removes the stored intent; a stale (over 5 minutes), future or malformed one is ignored.
export function takeLoginIntent(now = Date.now()): LoginIntent | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(LOGIN_INTENT_KEY);
    window.localStorage.removeItem(LOGIN_INTENT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isLoginIntent(parsed)) return undefined;
    const age = now - parsed.timestamp;
    return age >= 0 && age <= INTENT_TTL_MS ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// Where an intent leads once logged in.
export type IntentDestination = { kind: 'workbench' } | { kind: 'pricing' } | { kind: 'none' };

export function intentDestination(intent: LoginIntent | undefined): IntentDestination {
  if (intent?.type === 'workbench') return { kind: 'workbench' };
  if (intent?.type === 'custom' && intent.customCallback === 'pricing') return { kind: 'pricing' };
  return { kind: 'none' };
}
