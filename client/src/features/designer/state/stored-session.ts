/** The designer session of a panel, kept in this browser so the chat reopens after a reload (spec §4). */
export type StoredDesigner = { sessionId: string; open: boolean };

const key = (panelId: string) => `boxify.designer.${panelId}`;

export function readStoredDesigner(panelId: string): StoredDesigner | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key(panelId));
    const value = raw ? (JSON.parse(raw) as Partial<StoredDesigner>) : undefined;
    return value?.sessionId ? { sessionId: value.sessionId, open: value.open === true } : undefined;
  } catch {
    return undefined;
  }
}

export function storeDesigner(panelId: string, patch: Partial<StoredDesigner>): void {
  try {
    const current = readStoredDesigner(panelId);
    const next = { ...current, ...patch };
    if (!next.sessionId) return;
    globalThis.localStorage?.setItem(key(panelId), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the chat simply starts afresh after a reload.
  }
}

export function forgetDesigner(panelId: string): void {
  try {
    globalThis.localStorage?.removeItem(key(panelId));
  } catch {
    // Nothing stored.
  }
}
