import { lazy, Suspense, useState } from 'react';

import { useLoginModal } from '@client/features/auth/state/login-modal-store';

// The dialog and its form load on the first opening, keeping them out of the landing page's first chunk.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

export function LazyLoginModal() {
  const { open } = useLoginModal();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
