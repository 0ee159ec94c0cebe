import { useQuery } from '@tanstack/react-query';

import { Editor } from '@client/editor/core/editor';
import { PanelSaver } from '@client/editor/save/panel-saver';
import { reportEditFailure } from '@client/editor/session/report-edit-failure';
import { apiSavePort, loadPanel } from '@client/editor/session/save-port';
import { Interaction } from '@client/editor/tools/interaction';
import { showFailure } from '@client/ui/failure-toast';

/** One open panel: its editor, the input routing, and its autosave. Shared by the canvas and the inspector. */
export type EditorSession = {
  panelId: string;
  flowId: string;
  projectId: string;
  editor: Editor;
  interaction: Interaction;
  saver: PanelSaver;
};

async function openSession(panelId: string): Promise<EditorSession> {
  const { panel, version, flowId, projectId } = await loadPanel(panelId);
  const editor = new Editor(panel);
  const saver = new PanelSaver(editor, apiSavePort(flowId), panelId, version);
  editor.onError(reportEditFailure);
  // Spec §8 'Cannot restore previous state': the unsaved changes kept in this browser no longer read as a panel;
  // the saved panel opens instead (there is nothing to retry).
  if (saver.restoreUnsaved() === 'lost') showFailure('cannot_restore_state');
  exposeForTests(editor);
  return { panelId, flowId, projectId, editor, interaction: new Interaction(editor), saver };
}

export const editorSessionKey = (panelId: string) => ['editor-session', panelId] as const;

/** The session of a panel, opened once and kept while something shows it. */
export function useEditorSession(panelId: string) {
  return useQuery({
    queryKey: editorSessionKey(panelId),
    queryFn: () => openSession(panelId),
    staleTime: Infinity,
    // Kept a minute after nothing shows it, so a remount finds the same session.
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Browser tests read the open document through `window.boxifyEditor` when local storage has `boxify:debug`. */
function exposeForTests(editor: Editor): void {
  try {
    if (globalThis.localStorage?.getItem('boxify:debug') !== '1') return;
    (globalThis as { boxifyEditor?: Editor }).boxifyEditor = editor;
  } catch {
    // Storage disabled: nothing to expose.
  }
}
