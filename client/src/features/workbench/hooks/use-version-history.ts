import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { isApiError } from '@client/api/api-error';
import {
  draftNamePanelVersion,
  draftQueryPanelContent,
  draftRestorePanelVersion,
  ErrorCode,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { quietFailure, showFailure } from '@client/ui/failure-toast';

import { historyKeys, type PanelVersion } from './version-history-queries';

/** How the history reaches the open document: the editor sends what is unsaved first, then loads the restored one. */
export type HistoryBridge = {
  /** Saves what is pending and answers the version the restore is based on. */
  prepare(): Promise<number>;
  /** Loads the restored document into the canvas. */
  adopt(): Promise<void>;
};

// Without an editor: the stored version, and nothing to load.
const storedVersion = (panelId: string): HistoryBridge => ({
  prepare: async () => (await request((o) => draftQueryPanelContent({ ...o, body: { panelId } }))).version,
  adopt: async () => undefined,
});

/** Restore (as a new version) and Name this version, for the history panel. */
export function useVersionHistory(panelId: string, bridge: HistoryBridge | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: historyKeys.all(panelId) }),
    [queryClient, panelId],
  );

  const restore = useCallback(
    (version: PanelVersion, label: string): Promise<boolean> => {
      // A named function, so Retry can repeat it.
      async function attempt(): Promise<boolean> {
        const via = bridge ?? storedVersion(panelId);
        setBusy(true);
        try {
          const based = await via.prepare();
          const body = { panelId, versionId: version.versionId, version: based };
          await request((o) => draftRestorePanelVersion({ ...o, body }), { quiet: quietFailure });
          await via.adopt();
          toast.success(t('workbench.history.restored', { label }));
          return true;
        } catch (error) {
          // Someone (or another tab) saved first: nothing was written; the list shows what is there now.
          if (isApiError(error) && error.code === ErrorCode.VersionConflict)
            toast.error(t('workbench.history.conflict'));
          else showFailure('restore', { error, retry: attempt });
          return false;
        } finally {
          setBusy(false);
          await refresh();
        }
      }
      return attempt();
    },
    [bridge, panelId, refresh, t],
  );

  const name = useCallback(
    async (version: PanelVersion, newName: string): Promise<boolean> => {
      setBusy(true);
      try {
        const body = { panelId, versionId: version.versionId, name: newName };
        await request((o) => draftNamePanelVersion({ ...o, body }));
        toast.success(t('workbench.history.named'));
        return true;
      } catch {
        // The request layer showed why.
        return false;
      } finally {
        setBusy(false);
        await refresh();
      }
    },
    [panelId, refresh, t],
  );

  return { busy, restore, name };
}
