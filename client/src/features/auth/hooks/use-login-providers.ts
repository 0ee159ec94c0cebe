import { useQuery } from '@tanstack/react-query';

import { extensionConfig, type ExtensionConfigResponse } from '@client/api/generated';
import { request } from '@client/api/request';

export type LoginProvider = ExtensionConfigResponse['data']['providers'][number];

// Spec §3: the extension config also lists the third-party providers; disabled ones get no button.
export function useLoginProviders(): LoginProvider[] {
  const config = useQuery({
    queryKey: ['extension-config'],
    queryFn: () => request((o) => extensionConfig(o), { quiet: () => true }),
    staleTime: 5 * 60_000,
  });
  return (config.data?.providers ?? []).filter((provider) => provider.enabled);
}
