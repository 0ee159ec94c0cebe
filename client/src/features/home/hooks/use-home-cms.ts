import { useQuery } from '@tanstack/react-query';

import { resourceQueryResourceContent } from '@client/api/generated';
import { request } from '@client/api/request';

// Spec §7/§9: the home page's CMS entries (pagePath home, product 12): the showcase and the FAQ share one call.
export function useHomeCms() {
  return useQuery({
    queryKey: ['cms', 'home'],
    // The FAQ shows its own error with Try Again: no toast on top of it.
    queryFn: () =>
      request((o) => resourceQueryResourceContent({ ...o, body: { pagePath: 'home', product: 12 } }), {
        quiet: () => true,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
