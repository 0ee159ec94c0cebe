import { useSyncExternalStore } from 'react';

import { type ApiError, isApiError } from '@client/api/api-error';

// Spec §6: the basic plan allows 1 project and 5 panels; the server refuses more with NoPermission (44002001) and a
// message naming the limit. The workbench answers with an upgrade prompt instead of a toast.
export type UpgradePromptState = { open: boolean; message: string };

let state: UpgradePromptState = { open: false, message: '' };
const listeners = new Set<() => void>();

function setState(next: UpgradePromptState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const upgradePromptStore = {
  getState: (): UpgradePromptState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(message = ''): void {
    setState({ open: true, message });
  },
  close(): void {
    setState({ ...state, open: false });
  },
};

// A refusal of an add (project, panel, copy) because of the plan: no-permission on an add call.
export const isPlanLimit = (error: unknown): error is ApiError => isApiError(error) && error.kind === 'no-permission';

// For request(): the add calls report plan refusals through the upgrade prompt, not the generic toast.
export const quietPlanLimit = (error: ApiError): boolean => isPlanLimit(error);

export function useUpgradePrompt(): UpgradePromptState {
  return useSyncExternalStore(upgradePromptStore.subscribe, upgradePromptStore.getState, upgradePromptStore.getState);
}
