import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import {
  orderCommandCancelSubscription,
  orderQueryPageOrders,
  userAccountPageCreditRecords,
} from '@client/api/generated';
import { request } from '@client/api/request';

export const billingKeys = {
  all: () => ['billing'] as const,
  orders: () => ['billing', 'orders'] as const,
  credits: () => ['billing', 'credits'] as const,
};

export const CREDIT_RECORDS_PAGE_SIZE = 20;

// The caller's orders, newest first (OrderQuery/pageOrders): the personal centre shows the last 20.
export const ordersQuery = () =>
  queryOptions({
    queryKey: billingKeys.orders(),
    queryFn: () => request((o) => orderQueryPageOrders({ ...o, body: { page: 1, pageSize: 20 } })),
  });

// Cancels a subscription at the end of its paid period (OrderCommand/cancelSubscription).
export const cancelSubscription = (orderId: string) =>
  request((o) => orderCommandCancelSubscription({ ...o, body: { orderId } }), { loading: true });

// The credits ledger, newest first (UserAccount/pageCreditRecords), 20 movements at a time.
export const creditRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: billingKeys.credits(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      request((o) =>
        userAccountPageCreditRecords({ ...o, body: { page: pageParam, pageSize: CREDIT_RECORDS_PAGE_SIZE } }),
      ),
    getNextPageParam: (last, pages) =>
      pages.length * CREDIT_RECORDS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
