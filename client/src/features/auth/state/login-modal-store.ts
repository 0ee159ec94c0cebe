import { useSyncExternalStore } from 'react';

// Spec §4: what an anonymous visitor was doing when asked to log in.
export type LoginAction = 'navigate_workbench' | 'navigate_pricing';
// signUpLink: sign-up with a password and an e-mailed activation link; checkInbox: the link was sent.
export type LoginMode = 'signIn' | 'signUp' | 'emailCode' | 'signUpLink' | 'checkInbox';

export type LoginModalState = {
  open: boolean;
  mode: LoginMode;
  // Kept across a third-party redirect as the login intent (see login-intent.ts).
  action: LoginAction | null;
  // Runs LOGIN_CALLBACK_DELAY_MS after a successful login in the modal.
  callback: (() => void) | null;
  // Changes on every opening and mode switch: the form re-mounts empty (spec §4).
  formId: number;
  // The address carried into sign-in after a registration (and shown while waiting for activation).
  prefillEmail: string;
};

export type OpenLoginOptions = {
  mode?: LoginMode;
  action?: LoginAction;
  callback?: () => void;
};

const CLOSED: LoginModalState = {
  open: false,
  mode: 'signIn',
  action: null,
  callback: null,
  formId: 0,
  prefillEmail: '',
};

let state: LoginModalState = CLOSED;
const listeners = new Set<() => void>();

function setState(next: LoginModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const loginModalStore = {
  getState: (): LoginModalState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(options: OpenLoginOptions = {}): void {
    setState({
      open: true,
      mode: options.mode ?? 'signIn',
      action: options.action ?? null,
      callback: options.callback ?? null,
      formId: state.formId + 1,
      prefillEmail: '',
    });
  },
  setMode(mode: LoginMode, prefillEmail = ''): void {
    setState({ ...state, mode, prefillEmail, formId: state.formId + 1 });
  },
  // Closing drops the pending action and callback: the visitor gave up on what needed a login.
  close(): void {
    setState({ ...state, open: false, action: null, callback: null });
  },
};

export function openLoginModal(options?: OpenLoginOptions): void {
  loginModalStore.open(options);
}

export function useLoginModal(): LoginModalState {
  return useSyncExternalStore(loginModalStore.subscribe, loginModalStore.getState, loginModalStore.getState);
}
