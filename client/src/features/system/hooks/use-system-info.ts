import { useQuery } from '@tanstack/react-query';

import { systemInfo } from '@client/api/generated';
import { request } from '@client/api/request';

export const systemInfoQueryKey = ['system', 'info'] as const;

// What this Boxify server is (name, version, drivers); shown in the footer.
export function useSystemInfo() {
  return useQuery({
    queryKey: systemInfoQueryKey,
    queryFn: () => request((options) => systemInfo(options)),
    staleTime: Infinity,
  });
}
