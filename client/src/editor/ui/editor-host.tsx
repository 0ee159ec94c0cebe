import { useEffect, useState, type ReactNode } from 'react';

import { ACTIONS } from '@client/editor/actions';
import { shortcutLabel } from '@client/editor/actions/shortcut-label';
import { EditorCanvas } from '@client/editor/canvas/editor-canvas';
import { installCanvasStyles } from '@client/editor/canvas/canvas-fonts';
import { copySelection } from '@client/editor/core/clipboard';
import { EDITOR_NS, installEditorTexts } from '@client/editor/i18n';
import { useEditorSession, type EditorSession } from '@client/editor/session/editor-session';
import { CanvasContextMenu } from '@client/editor/ui/context-menu';
import { EditorContext, useEditorTexts } from '@client/editor/ui/editor-context';
import { SearchPanel } from '@client/editor/ui/search-panel';
import { InsertBar } from '@client/editor/ui/insert-bar';
import { LayersPanel } from '@client/editor/ui/layers-panel';
import { PropertiesPanel } from '@client/editor/ui/properties/properties-panel';
import { QuickToolbar } from '@client/editor/ui/quick-toolbar';
import { SaveStatus } from '@client/editor/ui/save-status';
import { i18n } from '@client/i18n/i18n';
import { usePhoneLayout } from '@client/ui/phone-layout';
import { Sheet } from '@client/ui/sheet';

import '@client/editor/ui/editor.css';

installEditorTexts();
installCanvasStyles();

export type EditorCanvasAreaProps = {
  panelId: string;
  onShare(): void;
  onCreate(): void;
  onOptimise(): void;
  optimiseBlocked?: string;
  /**
   * What the designer adds over the canvas (a button, a start screen) and beside it: an element marked
   * `data-dock="end"` docks on the canvas's right from 768 px up, the canvas narrowing to make room; below 1280 px
   * any element marked `data-dock` (`"over"`: floating over the canvas) takes the properties' column while it is open.
   */
  renderSide?: (session: EditorSession) => ReactNode;
};

/** The centre of the workbench: layers, insert bar, canvas with its context menu, quick toolbar. */
export function EditorCanvasArea({
  panelId,
  onShare,
  onCreate,
  onOptimise,
  optimiseBlocked,
  renderSide,
}: EditorCanvasAreaProps) {
  const session = useEditorSession(panelId);
  const { t } = useEditorTexts();
  const [iconsOpen, setIconsOpen] = useState(false);
  // Narrow windows keep the canvas wide: the layers open on demand.
  const [layersOpen, setLayersOpen] = useState(() => typeof window === 'undefined' || window.innerWidth >= 1280);
  const phone = usePhoneLayout();
  // Becoming phone-sized (a narrowed window, a rotation) does not bring the layers up as a sheet over the canvas.
  const [wasPhone, setWasPhone] = useState(phone);
  if (phone !== wasPhone) {
    setWasPhone(phone);
    if (phone) setLayersOpen(false);
  }
  const data = session.data;
  // From 768 px up the search takes the layers' place beside the canvas while it is open (Figma's Layers and
  // Assets); a phone keeps it over the canvas.
  const searchDocked = iconsOpen && !phone;
  const toggleLayers = () => {
    if (searchDocked) {
      setIconsOpen(false);
      setLayersOpen(true);
    } else setLayersOpen((open) => !open);
  };

  // Leaving the panel (another panel, another page): send what is unsaved. The session itself stays with the
  // query cache, so a remount (a resize that changes the layout) finds the same editor, history and autosave.
  useEffect(() => {
    if (!data) return;
    const beforeUnload = () => void data.saver.flush();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      void data.saver.flush();
    };
  }, [data]);

  if (session.isError) {
    return (
      <div className="editor-loading" role="alert">
        {t('error.nodeNotFound')}
        <button type="button" onClick={() => void session.refetch()}>
          ↻
        </button>
      </div>
    );
  }
  if (!data) return <div className="editor-loading" aria-busy="true" />;
  return (
    <EditorContext.Provider value={data.editor}>
      <div className="editor-area">
        {searchDocked && <SearchPanel docked onClose={() => setIconsOpen(false)} />}
        {layersOpen && !phone && !searchDocked && <LayersPanel />}
        {phone && (
          // A phone keeps the whole width for the canvas: the layers slide over it.
          <Sheet
            side="left"
            open={layersOpen}
            onOpenChange={setLayersOpen}
            title={t('layers.title')}
            closeLabel={t('layers.close')}
            testId="layers-sheet"
          >
            <LayersPanel />
          </Sheet>
        )}
        <div className="editor-stage">
          <InsertBar
            iconsOpen={iconsOpen}
            onToggleIcons={() => setIconsOpen((open) => !open)}
            layersOpen={layersOpen && !searchDocked}
            onToggleLayers={toggleLayers}
          />
          <CanvasContextMenu>
            <div className="editor-canvas-host">
              <EditorCanvas editor={data.editor} interaction={data.interaction} label={t('canvas')} />
            </div>
          </CanvasContextMenu>
          <QuickToolbar
            onShare={onShare}
            onCreate={onCreate}
            onOptimise={onOptimise}
            optimiseBlocked={optimiseBlocked}
            onCopy={() => copySelection(data.editor)}
          />
          {iconsOpen && phone && <SearchPanel onClose={() => setIconsOpen(false)} />}
          {renderSide?.(data)}
        </div>
      </div>
    </EditorContext.Provider>
  );
}

/** The right side of the workbench: the selection's properties, or the panel's own. */
export function EditorInspector({ panelId, panelProperties }: { panelId: string; panelProperties?: ReactNode }) {
  const session = useEditorSession(panelId);
  if (!session.data) return <aside className="editor-properties">{panelProperties}</aside>;
  return (
    <EditorContext.Provider value={session.data.editor}>
      <PropertiesPanel panelProperties={panelProperties} />
    </EditorContext.Provider>
  );
}

export function EditorSaveState({ panelId, onOpenPanel }: { panelId: string; onOpenPanel(panelId: string): void }) {
  const session = useEditorSession(panelId);
  return session.data ? <SaveStatus saver={session.data.saver} onOpenPanel={onOpenPanel} /> : null;
}

/** The editor's shortcuts as the shortcuts dialog lists them. */
export function editorShortcuts(): { id: string; label: string; keys: string[] }[] {
  const t = i18n.getFixedT(null, EDITOR_NS);
  return ACTIONS.filter((a) => a.listed !== false).map((a) => ({
    id: a.id,
    label: String(t(`action.${a.id}`)),
    keys: a.keys.map((k) => shortcutLabel(k)),
  }));
}
