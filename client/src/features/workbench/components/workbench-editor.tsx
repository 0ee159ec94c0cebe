import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useEditorSession } from '@client/editor/session/editor-session';
import { EditorCanvasArea, EditorInspector, EditorSaveState, editorShortcuts } from '@client/editor/ui/editor-host';
import { DesignerSide } from '@client/features/designer/components/designer-side';
import { useDesigner } from '@client/features/designer/hooks/use-designer';
import { readStoredDesigner, storeDesigner } from '@client/features/designer/state/stored-session';
import { PanelProperties } from '@client/features/workbench/components/panel-properties';
import { ShareDialog } from '@client/features/workbench/components/share-dialog';
import { VersionHistoryDialog } from '@client/features/workbench/components/version-history-dialog';
import { useWorkbenchActions } from '@client/features/workbench/hooks/use-workbench-actions';
import { projectDetailQuery } from '@client/features/workbench/hooks/workbench-queries';
import type { WorkbenchSlotContext, WorkbenchSlots } from '@client/features/workbench/workbench-slots';

function WorkbenchCanvas({ projectId, panelId }: WorkbenchSlotContext) {
  const { t } = useTranslation();
  // The quick toolbar's Share (on a phone the only one) opens the same dialog as the top bar's.
  const [sharing, setSharing] = useState(false);
  const actions = useWorkbenchActions(panelId);
  const project = useQuery(projectDetailQuery(projectId));
  const session = useEditorSession(panelId);
  const data = session.data;
  // The Boxify designer of this panel: what it sends reads the canvas and its autosave.
  const designer = useDesigner(
    data && {
      panelId,
      projectId,
      selection: () => data.editor.selection,
      flush: () => data.saver.flush(),
      saved: () => data.saver.getState() === 'saved',
      version: () => data.saver.currentVersion,
      reload: () => data.saver.adoptTheirs('Accept AI result'),
    },
  );
  // The chat reopens as it was left (its session is stored with the panel in this browser).
  const [designerOpen, setDesignerOpenState] = useState(() => readStoredDesigner(panelId)?.open === true);
  const setDesignerOpen = (open: boolean) => {
    setDesignerOpenState(open);
    storeDesigner(panelId, { open });
  };
  const blocked = designer.blockedReason();
  const create = () => {
    const flowId = session.data?.flowId;
    if (project.data && flowId) void actions.createPanel(project.data, flowId, 'create_page');
  };
  return (
    <>
      <EditorCanvasArea
        key={panelId}
        panelId={panelId}
        onShare={() => setSharing(true)}
        onCreate={create}
        onOptimise={() => {
          setDesignerOpen(true);
          void designer.optimise();
        }}
        optimiseBlocked={blocked && t(`designer.blocked.${blocked}`)}
        renderSide={(editorSession) => (
          <DesignerSide
            session={editorSession}
            designer={designer}
            open={designerOpen}
            onOpenChange={setDesignerOpen}
          />
        )}
      />
      {sharing && <ShareDialog panelId={panelId} open onClose={() => setSharing(false)} />}
    </>
  );
}

function WorkbenchInspector({ panelId, panel }: WorkbenchSlotContext) {
  const session = useEditorSession(panelId);
  return (
    <EditorInspector
      panelId={panelId}
      panelProperties={
        panel && (
          <PanelProperties
            panel={panel}
            onSaved={(saved) => {
              // The form saved the panel's name and size into the document too: follow that version.
              session.data?.editor.rebase((doc) => ({
                ...doc,
                name: saved.name,
                width: saved.width,
                height: saved.height,
                background: saved.background,
              }));
              session.data?.saver.adopt(saved.version);
            }}
          />
        )
      }
    />
  );
}

// The history panel with the editor: a restore first sends what is unsaved, then loads the restored document
// as one undo step.
function WorkbenchHistory({ panelId, dialog }: { panelId: string; dialog: { open: boolean; onClose(): void } }) {
  const { t } = useTranslation();
  const session = useEditorSession(panelId);
  const data = session.data;
  const bridge = useMemo(
    () =>
      data && {
        prepare: async () => {
          await data.saver.flush();
          return data.saver.currentVersion;
        },
        adopt: () => data.saver.adoptTheirs(t('workbench.history.restore')),
      },
    [data, t],
  );
  return <VersionHistoryDialog panelId={panelId} open={dialog.open} onClose={dialog.onClose} bridge={bridge} />;
}

function WorkbenchSaveState({ projectId, panelId, panel }: WorkbenchSlotContext) {
  const navigate = useNavigate();
  const session = useEditorSession(panelId);
  const queryClient = useQueryClient();
  // A saved document that renamed or resized the panel (a template, a generation): the sidebar follows.
  useEffect(() => {
    const data = session.data;
    if (!data || !panel) return;
    return data.saver.subscribe(() => {
      if (data.saver.getState() !== 'saved') return;
      const doc = data.editor.document;
      if (doc.name !== panel.name || doc.width !== panel.width || Math.round(doc.height) !== Math.round(panel.height)) {
        void queryClient.invalidateQueries({ queryKey: ['workbench'] });
      }
    });
  }, [session.data, panel, queryClient]);
  return (
    <EditorSaveState
      panelId={panelId}
      onOpenPanel={(id) => void navigate({ to: '/web/workbench', search: { projectId, panelId: id } })}
    />
  );
}

/** The canvas editor in the workbench's slots. */
export function workbenchEditorSlots(): WorkbenchSlots {
  return {
    // Keyed by panel: another panel starts with its own designer session.
    renderCanvas: (context) => <WorkbenchCanvas key={context.panelId} {...context} />,
    renderInspector: (context) => <WorkbenchInspector {...context} />,
    renderSaveState: (context) => <WorkbenchSaveState {...context} />,
    renderHistory: (context, dialog) => <WorkbenchHistory panelId={context.panelId} dialog={dialog} />,
    shortcuts: editorShortcuts(),
  };
}
