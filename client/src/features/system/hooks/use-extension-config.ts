import { useQuery } from '@tanstack/react-query';

import { extensionConfig } from '@client/api/generated';
import { request } from '@client/api/request';

// The server's links (extension stores, docs) and its sign-in providers: one query for the footers and the login.
export function useExtensionConfig() {
  return useQuery({
    queryKey: ['extension-config'],
    queryFn: () => request((options) => extensionConfig(options), { quiet: () => true }),
    staleTime: 5 * 60_000,
  });
}
