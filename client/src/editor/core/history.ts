import type { Panel } from '@boxify/design/schema';

/** One undoable step: the documents (and selections) on either side of it. */
export type HistoryEntry = {
  label: string;
  before: Panel;
  after: Panel;
  selectionBefore: readonly string[];
  selectionAfter: readonly string[];
  /** Successive changes with the same key within a short time merge into one step (typing, nudging). */
  mergeKey?: string;
  at: number;
};

const MERGE_WINDOW_MS = 800;
const MAX_ENTRIES = 500;

/** Undo and redo stacks. Documents are immutable and share untouched branches, so keeping whole ones is cheap. */
export class History {
  private undos: HistoryEntry[] = [];
  private redos: HistoryEntry[] = [];

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  record(entry: HistoryEntry): void {
    const last = this.undos.at(-1);
    if (last && entry.mergeKey && last.mergeKey === entry.mergeKey && entry.at - last.at < MERGE_WINDOW_MS) {
      this.undos[this.undos.length - 1] = {
        ...last,
        after: entry.after,
        selectionAfter: entry.selectionAfter,
        at: entry.at,
      };
    } else {
      this.undos.push(entry);
      if (this.undos.length > MAX_ENTRIES) this.undos.shift();
    }
    this.redos = [];
  }

  undo(): HistoryEntry | undefined {
    const entry = this.undos.pop();
    if (entry) this.redos.push(entry);
    return entry;
  }

  redo(): HistoryEntry | undefined {
    const entry = this.redos.pop();
    if (entry) this.undos.push(entry);
    return entry;
  }

  clear(): void {
    this.undos = [];
    this.redos = [];
  }
}
