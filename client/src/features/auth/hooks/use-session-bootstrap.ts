import { useEffect, useRef } from 'react';

import { adoptTransferredToken } from '@client/features/auth/handoff';
import { refreshUser } from '@client/features/account/user-session';

// Spec §4: on load a handed-over token (auth_transfer) is adopted, else a stored user is refreshed.
export function useSessionBootstrap(): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!(await adoptTransferredToken())) await refreshUser();
    })();
  }, []);
}
