import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { draftSharePanel } from '@client/api/generated';
import { request } from '@client/api/request';
import { copyText } from '@client/features/share/copy-text';
import { track } from '@client/features/analytics/analytics';

// Draft/sharePanel, then the read-only link goes to the clipboard.
export function useSharePanel(panelId: string | undefined) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const share = useCallback(async () => {
    if (!panelId) return;
    setSharing(true);
    try {
      const { shareUrl } = await request((o) => draftSharePanel({ ...o, body: { panelId } }));
      track('share', { kind: 'panel' });
      // The server may answer a path; the clipboard gets a full address.
      const link = new URL(shareUrl, window.location.origin).href;
      try {
        await copyText(link);
        toast.success(t('workbench.share.copied'));
      } catch {
        toast.error(t('workbench.share.copyFailed'), { description: link });
      }
    } catch {
      // The request layer showed why.
    } finally {
      setSharing(false);
    }
  }, [panelId, t]);
  return { share, sharing };
}
