import type { QueryClient } from '@tanstack/react-query';

// What every route's loader and head can reach.
export type RouterContext = {
  queryClient: QueryClient;
};
