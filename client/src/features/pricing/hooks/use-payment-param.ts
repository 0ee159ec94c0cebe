import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { track } from '@client/features/analytics/analytics';

const paymentParam = () => new URLSearchParams(globalThis.location?.search).get('payment');

// Spec §2: the checkout's return to the home route. `payment=success` opens the Payment Successful dialog once,
// `payment=cancel` only records the cancellation; either way the parameter leaves the address.
export function usePaymentParam(): { succeeded: boolean; dismiss: () => void } {
  const router = useRouter();
  const [result] = useState(paymentParam);
  const [succeeded, setSucceeded] = useState(result === 'success');
  const handled = useRef(false);

  useEffect(() => {
    if (result === null || handled.current) return;
    handled.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('payment');
    router.history.replace(`${url.pathname}${url.search}${url.hash}`);
    if (result === 'success' || result === 'cancel') track('payment_result', { result });
  }, [result, router]);

  return { succeeded, dismiss: () => setSucceeded(false) };
}
