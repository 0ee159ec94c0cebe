import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import {
  designSystemCommandExportAssets,
  designSystemCommandExportCode,
  designSystemCommandExportUiObject2FigmaTask,
  taskGetTask,
  type TaskGetTaskResponse,
} from '@client/api/generated';
import { request } from '@client/api/request';
import { track } from '@client/features/analytics/analytics';
import { quietFailure, showFailure } from '@client/ui/failure-toast';

export type ExportTask = TaskGetTaskResponse['data'];
export type ExportStatus = ExportTask['status'];
export type CodeFormat = 'html' | 'react' | 'vue';
export type AssetFormat = 'png' | 'svg' | 'webp';
export type Scale = 1 | 2 | 3;

export type ExportRequest =
  | { kind: 'code'; framework: CodeFormat }
  | { kind: 'assets'; format: AssetFormat; scales: Scale[] }
  | { kind: 'figma' };

function startExport(panelId: string, what: ExportRequest) {
  switch (what.kind) {
    case 'code':
      return request((o) => designSystemCommandExportCode({ ...o, body: { panelId, framework: what.framework } }));
    case 'assets':
      // An image export names its own failure ('Image download failed', with Retry).
      return request(
        (o) =>
          designSystemCommandExportAssets({
            ...o,
            body: { panelId, format: what.format, scales: what.format === 'svg' ? [1] : what.scales },
          }),
        { quiet: quietFailure },
      );
    case 'figma':
      return request((o) => designSystemCommandExportUiObject2FigmaTask({ ...o, body: { panelId } }));
  }
}

const trackedFormat = (what: ExportRequest) =>
  what.kind === 'code' ? what.framework : what.kind === 'assets' ? what.format : 'fig';

export const EXPORT_POLL_MS = 1000;

const finished = (status: ExportStatus | undefined) => status === 'completed' || status === 'failed';

// Spec §4 'Export status': starts an export task (code, assets or a .fig), then follows it (workflow/Task/getTask) until it
// is completed (with its temporary download link) or failed.
export function useExportTask(panelId: string) {
  const start = useMutation({
    mutationFn: (what: ExportRequest) => startExport(panelId, what),
    onSuccess: (_task, what) => track('export', { format: trackedFormat(what) }),
    onError: (_error, what) => what.kind !== 'assets' && track('failure', { kind: 'export' }),
  });
  const taskId = start.data?.taskId;
  const task = useQuery({
    queryKey: ['workbench', 'export-task', taskId],
    enabled: taskId !== undefined,
    queryFn: () => request((o) => taskGetTask({ ...o, query: { taskId: taskId! } })),
    initialData: start.data,
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : EXPORT_POLL_MS),
  });
  // A failed start or a failed poll ends the export as failed too.
  const failed = start.isError || task.isError || task.data?.status === 'failed';
  // Spec §8: an image export that fails (refused, or its task failed) says 'Image download failed', with Retry.
  const what = start.variables;
  const failure = start.error ?? task.error ?? undefined;
  useEffect(() => {
    if (!failed || what?.kind !== 'assets') return;
    showFailure('image_download', { error: failure, retry: () => start.mutate(what) });
    // Once per failed export (a new one starts from `reset`/`mutate`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, what]);
  return {
    start: (what: ExportRequest) => start.mutate(what),
    reset: () => start.reset(),
    starting: start.isPending,
    task: taskId === undefined ? undefined : task.data,
    failed,
  };
}
