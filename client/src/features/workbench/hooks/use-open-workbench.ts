import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import {
  draftCreatePanel,
  draftQueryProjectsByPanelId,
  projectAddProject,
  projectPageProject,
  projectQueryProject,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { currentLanguage } from '@client/i18n/i18n';
import { translatorFor } from '@client/i18n/translate';
import { markOpenedAsNew } from '@client/features/designer/state/start-design';
import { type OpenedPanel, type OpeningApi, resolveOpening } from '@client/features/workbench/state/resolve-opening';
import { quietPlanLimit } from '@client/features/workbench/state/upgrade-prompt-store';
import type { WorkbenchSearch } from '@client/features/workbench/state/workbench-types';

import { DEFAULT_PANEL_SIZE } from './use-workbench-actions';
import { workbenchKeys } from './workbench-queries';

const t = (key: string, options?: Record<string, unknown>) => translatorFor(currentLanguage())(key, options);

export const openingApi: OpeningApi = {
  async lastProject() {
    const page = await request((o) => projectPageProject({ ...o, body: { page: 1, pageSize: 1 } }));
    return page.items[0];
  },
  projectDetail: (projectId) => request((o) => projectQueryProject({ ...o, body: { projectId } })),
  locatePanel: async (panelId) =>
    (await request((o) => draftQueryProjectsByPanelId({ ...o, body: { panelId } }))).project,
  createProject: () =>
    request((o) => projectAddProject({ ...o, body: { name: t('workbench.defaults.projectName') } }), {
      quiet: quietPlanLimit,
    }),
  createPanel: (projectId) =>
    request(
      (o) =>
        draftCreatePanel({
          ...o,
          body: { projectId, name: t('workbench.defaults.panelName', { n: 1 }), ...DEFAULT_PANEL_SIZE },
        }),
      { quiet: quietPlanLimit },
    ),
};

// One resolution per address at a time: a re-mount (StrictMode, a quick re-render) must not create twice.
const inflight = new Map<string, Promise<OpenedPanel>>();

function resolveOnce(search: WorkbenchSearch): Promise<OpenedPanel> {
  const key = JSON.stringify([search.projectId, search.panelId]);
  let pending = inflight.get(key);
  if (!pending) {
    pending = resolveOpening(search, openingApi).finally(() => setTimeout(() => inflight.delete(key), 1000));
    inflight.set(key, pending);
  }
  return pending;
}

export type Opening = { status: 'opening' } | { status: 'open'; opened: OpenedPanel } | { status: 'failed' };

// Resolves the address to a panel (creating the first project and panel on mode=new) and writes
// projectId and panelId into the address.
export function useOpenWorkbench(search: WorkbenchSearch, enabled: boolean): { opening: Opening; retry: () => void } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const complete = Boolean(search.projectId && search.panelId);

  useEffect(() => {
    if (!enabled || complete) return;
    let live = true;
    resolveOnce(search)
      .then((opened) => {
        if (!live) return;
        if (search.mode === 'new') markOpenedAsNew(opened.panelId);
        // The opening may have created the first project: the lists must show it.
        void queryClient.invalidateQueries({ queryKey: workbenchKeys.projects() });
        void navigate({
          to: '/web/workbench',
          search: { ...opened, templateId: search.templateId },
          replace: true,
        });
      })
      .catch(() => {
        if (live) setFailedAt(attempt);
      });
    return () => {
      live = false;
    };
  }, [attempt, complete, enabled, navigate, queryClient, search]);

  const opening: Opening = complete
    ? { status: 'open', opened: { projectId: search.projectId!, panelId: search.panelId! } }
    : failedAt === attempt
      ? { status: 'failed' }
      : { status: 'opening' };
  return { opening, retry: () => setAttempt((value) => value + 1) };
}
