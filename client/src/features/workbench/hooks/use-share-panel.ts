import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { type DraftSharePanelData, draftSharePanel, draftStopSharingPanel } from '@client/api/generated';
import { request } from '@client/api/request';
import { copyText } from '@client/ui/copy-text';
import { track } from '@client/features/analytics/analytics';

export type ShareAccess = NonNullable<NonNullable<DraftSharePanelData['body']>['access']>;
export type ShareState = { kind: 'idle' } | { kind: 'shared'; link: string; access: ShareAccess } | { kind: 'stopped' };

// The panel's link: made (or read back) by Draft/sharePanel, copied, set to grant view or edit, or turned off.
export function useSharePanel(panelId: string | undefined) {
  const { t } = useTranslation();
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(false);
    }
  }, []);

  const copy = useCallback(
    async (link: string) => {
      try {
        await copyText(link);
        toast.success(t('workbench.share.copied'));
      } catch {
        toast.error(t('workbench.share.copyFailed'), { description: link });
      }
    },
    [t],
  );

  /** Makes the link (the same one on later shares) and copies it. */
  const share = useCallback(
    () =>
      run(async () => {
        if (!panelId) return;
        const { shareUrl, access } = await request((o) => draftSharePanel({ ...o, body: { panelId } }));
        track('share', { kind: 'panel' });
        // The server may answer a path; the clipboard gets a full address.
        const link = new URL(shareUrl, window.location.origin).href;
        setState({ kind: 'shared', link, access });
        await copy(link);
      }),
    [panelId, run, copy],
  );

  /** The owner's choice of what the same link grants: shown at once, put back if the server refuses it. */
  const setAccess = useCallback(
    (access: ShareAccess) => {
      if (!panelId || state.kind !== 'shared') return Promise.resolve();
      const before = state;
      setState({ ...before, access });
      return run(async () => {
        try {
          const answer = await request((o) => draftSharePanel({ ...o, body: { panelId, access } }));
          const link = new URL(answer.shareUrl, window.location.origin).href;
          setState({ kind: 'shared', link, access: answer.access });
          toast.success(t('workbench.share.accessSaved'), { id: 'share-access-saved' });
        } catch (error) {
          setState(before);
          throw error;
        }
      });
    },
    [panelId, state, run, t],
  );

  const stop = useCallback(
    () =>
      run(async () => {
        if (!panelId) return;
        await request((o) => draftStopSharingPanel({ ...o, body: { panelId } }));
        setState({ kind: 'stopped' });
        toast.success(t('workbench.share.stoppedToast'));
      }),
    [panelId, run, t],
  );

  return { state, busy, share, setAccess, stop, copy };
}
