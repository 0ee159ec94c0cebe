import type { ExtensionConfigResponse } from '@client/api/generated';
import { useExtensionConfig } from '@client/features/system/hooks/use-extension-config';

export type LoginProvider = ExtensionConfigResponse['data']['providers'][number];

// Spec §3: the extension config also lists the third-party providers; disabled ones get no button.
export function useLoginProviders(): LoginProvider[] {
  const config = useExtensionConfig();
  return (config.data?.providers ?? []).filter((provider) => provider.enabled);
}
