import {
  clearSession,
  readSession,
  type SessionUser,
  type StoredSession,
  writeSession,
} from '@client/features/account/session-storage';

import { type AccountState, type AccountView, accountState, DEFAULT_ACCOUNT_STATE } from './account-state';

// The user store of spec §3: the stored session plus the account's plan and balances.
export type UserState = AccountState & {
  isLogin: boolean;
  token: string;
  user: SessionUser | null;
};

const LOGGED_OUT: UserState = { ...DEFAULT_ACCOUNT_STATE, isLogin: false, token: '', user: null };

function initialState(): UserState {
  const session = typeof window === 'undefined' ? undefined : readSession();
  return session?.isLogin && session.token ? { ...LOGGED_OUT, ...session } : LOGGED_OUT;
}

let state: UserState = initialState();
const listeners = new Set<() => void>();

function setState(next: UserState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const userStore = {
  getState: (): UserState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  // A login of any kind (password, e-mailed code, third party, auth code, handoff) lands here.
  setSession(session: StoredSession): void {
    writeSession(session);
    setState({ ...state, isLogin: session.isLogin, token: session.token, user: session.user });
  },

  setUser(user: SessionUser): void {
    if (!state.isLogin) return;
    writeSession({ isLogin: true, token: state.token, user });
    setState({ ...state, user });
  },

  setAccount(account: AccountView): void {
    setState({ ...state, ...accountState(account) });
  },

  setFreeChance(count: number): void {
    setState({ ...state, aiFreeChance: Math.max(0, Math.floor(count)) });
  },
  addFreeChance(count: number): void {
    userStore.setFreeChance(state.aiFreeChance + count);
  },
  subtractFreeChance(count: number): void {
    userStore.setFreeChance(state.aiFreeChance - count);
  },

  // Spec §4: clearing resets everything to defaults (plan 1, AI plan 1, 0 free chances, '0' credits).
  clear(): void {
    clearSession();
    setState(LOGGED_OUT);
  },

  // Re-reads the stored session (another tab signed in or out, or a test reset storage).
  reload(): void {
    setState(initialState());
  },
};

// Another tab's sign-in or sign-out reaches this one through the storage event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'user') {
      const session = readSession();
      if (session?.token !== state.token || session?.isLogin !== state.isLogin) userStore.reload();
    }
  });
}
