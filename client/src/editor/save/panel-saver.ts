import { PanelSchema, type Panel } from '@boxify/design/schema';

import type { Editor } from '@client/editor/core/editor';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict';

/** The server calls the saver needs (the workbench passes the generated API's calls). */
export type SavePort = {
  save(panelId: string, version: number, content: Panel): Promise<{ version: number }>;
  load(panelId: string): Promise<{ version: number; content: unknown }>;
  /** Saves a document as a new panel beside this one; answers its id. */
  saveAsCopy(panelId: string, content: Panel): Promise<{ panelId: string }>;
};

/** A failed save: `conflict` when another tab or person saved first (VersionConflict), else retried. */
export class SaveError extends Error {
  constructor(readonly kind: 'conflict' | 'retry' | 'refused') {
    super(kind);
  }
}

type Backup = { baseVersion: number; content: Panel; at: number };

const backupKey = (panelId: string) => `boxify.unsaved.${panelId}`;
const MAX_RETRY_MS = 30_000;

/**
 * Autosave of one panel: every change is written to local storage at once (so it survives a reload) and sent with
 * the version it was based on after a short pause. A version conflict stops saving until the user chooses.
 */
export class PanelSaver {
  private state: SaveState = 'saved';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private dirty = false;
  private retryMs = 2_000;
  private readonly listeners = new Set<() => void>();
  private readonly stop: () => void;

  constructor(
    private readonly editor: Editor,
    private readonly port: SavePort,
    private readonly panelId: string,
    private version: number,
    private readonly storage: Storage | undefined = globalThis.localStorage,
    private readonly delayMs = 800,
  ) {
    this.stop = editor.onDocumentChange((doc, cause) => {
      if (cause === 'load') return;
      this.markDirty(doc);
    });
  }

  getState = (): SaveState => this.state;
  get currentVersion(): number {
    return this.version;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * After opening the panel: a local copy of unsaved changes based on this version is restored (and saved);
   * one based on an older version means someone saved meanwhile — the conflict choice is offered. A copy that no
   * longer reads as a panel (damaged, or from an older format) cannot be restored: it is dropped ('lost').
   */
  restoreUnsaved(): 'none' | 'restored' | 'conflict' | 'lost' {
    const backup = this.readBackup();
    if (!backup) {
      if (!this.hasBackup()) return 'none';
      this.storage?.removeItem(backupKey(this.panelId));
      return 'lost';
    }
    // A reload while a save was on its way: the server already has exactly this document.
    if (JSON.stringify(backup.content) === JSON.stringify(this.editor.document)) {
      this.storage?.removeItem(backupKey(this.panelId));
      return 'none';
    }
    if (backup.baseVersion === this.version) {
      this.editor.load(backup.content);
      this.markDirty(backup.content);
      return 'restored';
    }
    this.setState('conflict');
    return 'conflict';
  }

  /** The server wrote a newer version of this panel on our behalf (its properties form): continue from it. */
  adopt(version: number): void {
    if (version > this.version) this.version = version;
  }

  /** Sends pending changes now (before leaving the panel). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (this.dirty && this.state !== 'conflict') await this.send();
  }

  /** Conflict: drop my changes and load the saved document. */
  async loadTheirs(): Promise<void> {
    const saved = await this.port.load(this.panelId);
    this.storage?.removeItem(backupKey(this.panelId));
    this.version = saved.version;
    this.dirty = false;
    this.editor.load(PanelSchema.parse(saved.content));
    this.setState('saved');
  }

  /**
   * The server wrote this panel for the user (an accepted AI result): its document becomes one undo step of the
   * editor, based on the version the server answers.
   */
  async adoptTheirs(label: string): Promise<void> {
    const saved = await this.port.load(this.panelId);
    this.storage?.removeItem(backupKey(this.panelId));
    this.version = saved.version;
    this.dirty = false;
    this.editor.adopt(label, PanelSchema.parse(saved.content));
    this.setState('saved');
    // Saved already before and after: still tell the views (the panel's name and size may have changed).
    for (const listener of this.listeners) listener();
  }

  /** Conflict: keep my document as a new panel, and load the saved one here. Answers the copy's id. */
  async keepMineAsCopy(): Promise<string> {
    const mine = this.readBackup()?.content ?? this.editor.document;
    const { panelId } = await this.port.saveAsCopy(this.panelId, mine);
    await this.loadTheirs();
    return panelId;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.stop();
    this.listeners.clear();
  }

  private markDirty(doc: Panel): void {
    this.dirty = true;
    if (this.state === 'conflict') {
      this.writeBackup(doc);
      return;
    }
    this.writeBackup(doc);
    this.setState('unsaved');
    this.schedule(this.delayMs);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.send(), ms);
  }

  private async send(): Promise<void> {
    if (this.inFlight) {
      // A save is on its way: the next one goes when it lands.
      await this.inFlight;
      if (this.dirty) this.schedule(0);
      return;
    }
    const content = this.editor.document;
    this.dirty = false;
    this.setState('saving');
    this.inFlight = (async () => {
      try {
        const { version } = await this.port.save(this.panelId, this.version, content);
        this.version = version;
        this.retryMs = 2_000;
        if (this.dirty) {
          // What is left unsaved is now based on the version just written.
          this.storage?.removeItem(backupKey(this.panelId));
          this.writeBackup(this.editor.document);
          this.setState('unsaved');
          this.schedule(0);
        } else {
          this.storage?.removeItem(backupKey(this.panelId));
          this.setState('saved');
        }
      } catch (error) {
        this.dirty = true;
        if (error instanceof SaveError && error.kind === 'conflict') {
          this.setState('conflict');
          return;
        }
        this.setState('offline');
        this.schedule(this.retryMs);
        this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
      } finally {
        this.inFlight = null;
      }
    })();
    await this.inFlight;
  }

  private hasBackup(): boolean {
    try {
      return typeof this.storage?.getItem(backupKey(this.panelId)) === 'string';
    } catch {
      return false;
    }
  }

  private readBackup(): Backup | undefined {
    try {
      const raw = this.storage?.getItem(backupKey(this.panelId));
      if (!raw) return undefined;
      const value = JSON.parse(raw) as Backup;
      return { ...value, content: PanelSchema.parse(value.content) };
    } catch {
      return undefined;
    }
  }

  private writeBackup(content: Panel): void {
    try {
      const base = this.readBackupVersion() ?? this.version;
      this.storage?.setItem(backupKey(this.panelId), JSON.stringify({ baseVersion: base, content, at: Date.now() }));
    } catch {
      // Storage full or disabled: the server copy still gets saved.
    }
  }

  /** A backup keeps the version it started from until it is saved, so a reload can tell who saved last. */
  private readBackupVersion(): number | undefined {
    try {
      const raw = this.storage?.getItem(backupKey(this.panelId));
      return raw ? (JSON.parse(raw) as Backup).baseVersion : undefined;
    } catch {
      return undefined;
    }
  }

  private setState(state: SaveState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
