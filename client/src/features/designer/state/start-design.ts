// Panels the workbench opened from mode=new: the start-design choices show over them while they are empty.
const openedAsNew = new Set<string>();

export function markOpenedAsNew(panelId: string): void {
  openedAsNew.add(panelId);
}

export const wasOpenedAsNew = (panelId: string) => openedAsNew.has(panelId);

/** The user made a choice (or closed the screen): it does not come back for this panel. */
export function dismissStartDesign(panelId: string): void {
  openedAsNew.delete(panelId);
}
