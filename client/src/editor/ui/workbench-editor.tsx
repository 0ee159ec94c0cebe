import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';

import { useEditorSession } from '@client/editor/session/editor-session';
import { EditorCanvasArea, EditorInspector, EditorSaveState, editorShortcuts } from '@client/editor/ui/editor-host';
import { useEditorTexts } from '@client/editor/ui/editor-context';
import { PanelProperties } from '@client/features/workbench/components/panel-properties';
import { useSharePanel } from '@client/features/workbench/hooks/use-share-panel';
import { useWorkbenchActions } from '@client/features/workbench/hooks/use-workbench-actions';
import { projectDetailQuery } from '@client/features/workbench/hooks/workbench-queries';
import type { WorkbenchSlotContext, WorkbenchSlots } from '@client/features/workbench/workbench-slots';

function WorkbenchCanvas({ projectId, panelId }: WorkbenchSlotContext) {
  const { t } = useEditorTexts();
  const { share } = useSharePanel(panelId);
  const actions = useWorkbenchActions(panelId);
  const project = useQuery(projectDetailQuery(projectId));
  const session = useEditorSession(panelId);
  const create = () => {
    const flowId = session.data?.flowId;
    if (project.data && flowId) void actions.createPanel(project.data, flowId);
  };
  return (
    <EditorCanvasArea
      key={panelId}
      panelId={panelId}
      onShare={() => void share()}
      onCreate={create}
      onOptimise={() => undefined}
      optimiseBlocked={t('toolbar.designerComing')}
    />
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

function WorkbenchSaveState({ projectId, panelId }: WorkbenchSlotContext) {
  const navigate = useNavigate();
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
    renderCanvas: (context) => <WorkbenchCanvas {...context} />,
    renderInspector: (context) => <WorkbenchInspector {...context} />,
    renderSaveState: (context) => <WorkbenchSaveState {...context} />,
    shortcuts: editorShortcuts(),
  };
}
