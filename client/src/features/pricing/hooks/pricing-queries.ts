import { queryOptions } from '@tanstack/react-query';

import {
  ErrorCode,
  itemQueryQuerySubscriptionItems,
  orderCommandOneClick,
  orderCommandPreviewOrder,
} from '@client/api/generated';
import type { ApiError } from '@client/api/api-error';
import { request } from '@client/api/request';
import { PRODUCT_ID } from '@client/features/account/user-session';

import { PAY_METHOD_CARD, type PricingItem, type PricingPrice } from '../pricing-logic';
import { currentReferral } from '../referral';

// The plans in the caller's language, with the caller's subscription checked (anonymous: none).
export const subscriptionItemsQuery = (language: string, userCode: string) =>
  queryOptions({
    queryKey: ['pricing', 'items', language, userCode] as const,
    // Spec §8: a pricing fetch failure is only reported to analytics, the section shows its own error.
    queryFn: () =>
      request((o) => itemQueryQuerySubscriptionItems({ ...o, body: { product: PRODUCT_ID } }), { quiet: () => true }),
  });

// Spec §8: a lost session is a warning and the login modal, not the server's message.
export const sessionExpired = (error: ApiError) => error.code === ErrorCode.Unauthenticated;

const order = (item: PricingItem, price: PricingPrice) => ({
  skuId: price.skuId,
  itemId: item.itemId,
  payMethod: PAY_METHOD_CARD as 6,
  num: 1 as const,
});

// What the order would charge and grant, for the confirmation.
export const previewOrder = (item: PricingItem, price: PricingPrice) =>
  request((o) => orderCommandPreviewOrder({ ...o, body: order(item, price) }), { quiet: sessionExpired });

// Spec §7: opens the card checkout; the checkout returns to `returnTo` with ?payment=success or cancel.
export const oneClick = (item: PricingItem, price: PricingPrice, returnTo: URL) => {
  const back = (result: 'success' | 'cancel') => {
    const url = new URL(returnTo);
    url.searchParams.set('payment', result);
    return url.href;
  };
  const customerReferenceId = currentReferral();
  return request(
    (o) =>
      orderCommandOneClick({
        ...o,
        body: {
          ...order(item, price),
          ext: {
            stripeSuccessRedirectUrl: back('success'),
            stripeCancelRedirectUrl: back('cancel'),
            ...(customerReferenceId ? { customerReferenceId } : {}),
          },
        },
      }),
    { loading: true, quiet: sessionExpired },
  );
};
