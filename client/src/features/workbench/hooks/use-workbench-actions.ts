import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import {
  draftCopyPanel,
  draftCreatePanel,
  draftDeletePanel,
  draftUpdatePanel,
  projectAddProject,
  projectCopyProject,
  projectDeleteFlow,
  projectDeleteProject,
  projectHitAddProject,
  projectSaveFlow,
  projectSortFlow,
  projectUpdateProject,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { type Failure, quietFailure, showFailure } from '@client/ui/failure-toast';
import { moveItem } from '@client/features/workbench/state/panel-order';
import { isPlanLimit, quietPlanLimit, upgradePromptStore } from '@client/features/workbench/state/upgrade-prompt-store';
import type { ProjectDetail, WorkbenchFlow } from '@client/features/workbench/state/workbench-types';

import { workbenchKeys } from './workbench-queries';

// A new panel's size: the desktop frame (the workbench is a desktop screen; a phone frame is one resize away).
export const DEFAULT_PANEL_SIZE = { width: 1440, height: 900 } as const;

type Action = 'create' | 'copy' | 'delete' | 'rename';

// The adds whose failure `run` names itself (spec §8), or answers with the upgrade prompt: no generic toast.
const quietAdd = () => true;

export type WorkbenchActions = ReturnType<typeof useWorkbenchActions>;

// Every sidebar operation: one generated call each, the outcome toasted, the project lists refreshed.
export function useWorkbenchActions(currentPanelId: string | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMemo(() => {
    const open = (projectId: string, panelId: string) =>
      navigate({ to: '/web/workbench', search: { projectId, panelId } });

    // `limited`: an add the basic plan may refuse (NoPermission), answered with the upgrade prompt.
    // `failed`: the spec's own message for this failure (§8), with `retry` repeating the whole action.
    type Failed = { failure: Failure; retry: () => unknown };
    async function run<T>(
      work: () => Promise<T>,
      action?: Action,
      limited = false,
      failed?: Failed,
    ): Promise<T | undefined> {
      try {
        const result = await work();
        if (action) toast.success(t('workbench.result.success', { action: t(`workbench.actions.${action}`) }));
        return result;
      } catch (error) {
        if (limited && isPlanLimit(error)) upgradePromptStore.open(error.msg ?? '');
        else if (failed) showFailure(failed.failure, { error, retry: failed.retry });
        return undefined;
      } finally {
        await queryClient.invalidateQueries({ queryKey: workbenchKeys.all });
      }
    }

    const addPanel = (placement: { flowId?: string; projectId?: string }, name: string) =>
      request(
        (o) =>
          draftCreatePanel({
            ...o,
            body: { ...placement, name, ...DEFAULT_PANEL_SIZE },
          }),
        { quiet: quietAdd },
      );

    const panelName = (count: number) => t('workbench.defaults.panelName', { n: count + 1 });

    const cannotDelete = () => {
      toast.error(t('workbench.currentPanelCannotBeDeleted'));
      return Promise.resolve(undefined);
    };

    const actions = {
      open,
      // Opens a project at its last edited panel (the opening rules fill in the panel).
      openProject: (projectId: string) => navigate({ to: '/web/workbench', search: { projectId } }),

      // `failure`: a panel added from the sidebar, or a page from the canvas's quick toolbar (spec §8 names both).
      async createPanel(
        project: ProjectDetail,
        flowId: string,
        failure: 'create_panel' | 'create_page' = 'create_panel',
      ): Promise<void> {
        const panel = await run(() => addPanel({ flowId }, panelName(project.pageCount)), 'create', true, {
          failure,
          retry: () => actions.createPanel(project, flowId, failure),
        });
        if (panel) await open(panel.projectId, panel.panelId);
      },
      renamePanel: (panelId: string, name: string) =>
        run(() => request((o) => draftUpdatePanel({ ...o, body: { panelId, name } })), 'rename'),
      async copyPanel(panelId: string): Promise<void> {
        const panel = await run(
          () => request((o) => draftCopyPanel({ ...o, body: { panelId } }), { quiet: quietAdd }),
          'copy',
          true,
          { failure: 'copy_panel', retry: () => actions.copyPanel(panelId) },
        );
        if (panel) await open(panel.projectId, panel.panelId);
      },
      // Spec §5: the current panel cannot be deleted.
      deletePanel: (panelId: string) =>
        panelId === currentPanelId
          ? cannotDelete()
          : run(() => request((o) => draftDeletePanel({ ...o, body: { panelId } })), 'delete'),
      movePanel: (flow: WorkbenchFlow, index: number, delta: number) =>
        run(async () => {
          // The lists do not carry the stored sorts (they may tie): write the flow's new order in full.
          for (const [sort, panel] of moveItem(flow.panels, index, delta).entries()) {
            await request((o) => draftUpdatePanel({ ...o, body: { panelId: panel.panelId, sort } }));
          }
        }),

      // Drag and drop: a panel dropped at `index` of `target` (its own flow or another of the project).
      // Into another folder: its failure is 'Add pages to folder failed' (spec §8), with Retry.
      dropPanel(panelId: string, target: WorkbenchFlow, index: number): Promise<void | undefined> {
        const moving = !target.panels.some((panel) => panel.panelId === panelId);
        return run(
          async () => {
            const others = target.panels.filter((panel) => panel.panelId !== panelId);
            const ordered = [...others.slice(0, index), { panelId }, ...others.slice(index)];
            for (const [sort, panel] of ordered.entries()) {
              const flowId = moving && panel.panelId === panelId ? target.flowId : undefined;
              await request((o) => draftUpdatePanel({ ...o, body: { panelId: panel.panelId, sort, flowId } }), {
                quiet: moving ? quietFailure : undefined,
              });
            }
          },
          undefined,
          false,
          moving ? { failure: 'add_to_folder', retry: () => actions.dropPanel(panelId, target, index) } : undefined,
        );
      },

      createFlow: (projectId: string) =>
        run(() => request((o) => projectSaveFlow({ ...o, body: { projectId } })), 'create'),
      renameFlow: (projectId: string, flowId: string, name: string) =>
        run(() => request((o) => projectSaveFlow({ ...o, body: { projectId, flowId, name } })), 'rename'),
      deleteFlow: (flow: WorkbenchFlow) =>
        flow.panels.some((panel) => panel.panelId === currentPanelId)
          ? cannotDelete()
          : run(() => request((o) => projectDeleteFlow({ ...o, body: { flowId: flow.flowId } })), 'delete'),
      moveFlow: (project: ProjectDetail, index: number, delta: number) =>
        run(() => {
          const flowIds = moveItem(project.flows, index, delta).map((flow) => flow.flowId);
          return request((o) => projectSortFlow({ ...o, body: { projectId: project.projectId, flowIds } }));
        }),

      // Project/hitAddProject before asking for a name: a full basic plan goes straight to the upgrade prompt.
      async canAddProject() {
        try {
          const room = await request((o) => projectHitAddProject({ ...o, body: {} }));
          if (room.allowed) return true;
          upgradePromptStore.open(t('workbench.upgrade.projectLimit', { count: room.limit ?? room.used }));
          return false;
        } catch {
          // Unknown: let the add itself decide.
          return true;
        }
      },
      async createProject(name: string): Promise<boolean> {
        const opened = await run(
          async () => {
            const project = await request((o) => projectAddProject({ ...o, body: { name } }), {
              quiet: quietAdd,
            });
            const panel = await addPanel({ projectId: project.projectId }, panelName(0));
            return { projectId: project.projectId, panelId: panel.panelId };
          },
          'create',
          true,
          { failure: 'create_canvas', retry: () => actions.createProject(name) },
        );
        if (opened) await open(opened.projectId, opened.panelId);
        return opened !== undefined;
      },
      renameProject: (projectId: string, name: string) =>
        run(() => request((o) => projectUpdateProject({ ...o, body: { projectId, name } })), 'rename'),
      copyProject: (projectId: string) =>
        run(
          () => request((o) => projectCopyProject({ ...o, body: { projectId } }), { quiet: quietPlanLimit }),
          'copy',
          true,
        ),
      deleteProject: (projectId: string) =>
        run(() => request((o) => projectDeleteProject({ ...o, body: { projectId } })), 'delete'),
    };
    return actions;
  }, [currentPanelId, navigate, queryClient, t]);
}
