import type { ReactNode } from 'react';

import type { ShortcutEntry } from './components/shortcuts-dialog';
import type { WorkbenchPanel } from './state/workbench-types';

// What the editor receives to draw the panel that is open in the workbench.
export type WorkbenchSlotContext = {
  projectId: string;
  panelId: string;
  // The panel's summary (name, size, background, preview) as the sidebar knows it; undefined while loading.
  panel: WorkbenchPanel | undefined;
};

// The contract between the workbench screen and the canvas editor (client/src/editor/).
export type WorkbenchSlots = {
  // The centre: the canvas. Without it the workbench shows the panel's preview image or its name.
  renderCanvas?: (context: WorkbenchSlotContext) => ReactNode;
  // The right side: layers and properties. Without it the workbench shows <PanelProperties>.
  renderInspector?: (context: WorkbenchSlotContext) => ReactNode;
  // The top bar's save state ('Saved', 'Saving…'), drawn by the editor's autosave.
  renderSaveState?: (context: WorkbenchSlotContext) => ReactNode;
  // The version history panel, given how to reach the open document (the editor sends what is unsaved
  // before a restore and loads the restored one). Without it the history restores the stored document.
  renderHistory?: (context: WorkbenchSlotContext, dialog: { open: boolean; onClose(): void }) => ReactNode;
  // The editor's keyboard shortcuts, listed by the shortcuts dialog ('?').
  shortcuts?: ShortcutEntry[];
};
