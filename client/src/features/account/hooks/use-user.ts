import { useSyncExternalStore } from 'react';

import { type UserState, userStore } from '@client/features/account/state/user-store';

export function useUser(): UserState {
  return useSyncExternalStore(userStore.subscribe, userStore.getState, userStore.getState);
}
