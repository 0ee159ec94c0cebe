import { useEffect, useState } from 'react';

import { onToastsLoaded, toasterMounted } from './toast';

type Sonner = typeof import('sonner');

// sonner's Toaster, on the page from the first toast on (ui/toast.ts loads it then).
export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => onToastsLoaded(setSonner), []);
  if (!sonner) return null;
  return <MountedToaster sonner={sonner} />;
}

function MountedToaster({ sonner }: { sonner: Sonner }) {
  // Runs after sonner's own Toaster subscribed (a child's effects run first): the waiting toasts are seen.
  useEffect(() => toasterMounted(sonner), [sonner]);
  return <sonner.Toaster position="bottom-right" offset={{ bottom: 40, right: 16 }} richColors closeButton />;
}
