// @vitest-environment node
import { panelOf } from '@boxify/design/testing';
import type { Panel } from '@boxify/design/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Editor } from '@client/editor/core/editor';
import { PanelSaver, SaveError, type SavePort } from '@client/editor/save/panel-saver';

/** The server side of saving as the API behaves: a version per panel, 40900002 on a stale one. */
class ServerPanels implements SavePort {
  version = 3;
  content: Panel = panelOf([]);
  copies: Panel[] = [];
  offline = false;
  async save(_id: string, version: number, content: Panel) {
    if (this.offline) throw new SaveError('retry');
    if (version !== this.version) throw new SaveError('conflict');
    this.version += 1;
    this.content = content;
    return { version: this.version };
  }
  async load() {
    return { version: this.version, content: this.content };
  }
  async saveAsCopy(_id: string, content: Panel) {
    this.copies.push(content);
    return { panelId: 'copy' };
  }
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const rect = (id: string) => ({
  type: 'insert' as const,
  parentId: null,
  node: { id, type: 'rect' as const } as never,
});

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves after a pause with the version it read, then is saved', async () => {
    const server = new ServerPanels();
    const editor = new Editor(panelOf([]));
    const saver = new PanelSaver(editor, server, 'p1', 3, new MemoryStorage(), 500);
    editor.apply('add', [rect('a')]);
    expect(saver.getState()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(600);
    expect(saver.getState()).toBe('saved');
    expect(server.content.children.map((c) => c.id)).toEqual(['a']);
    expect(saver.currentVersion).toBe(4);
  });

  it('unsaved changes survive a reload and are saved when the panel opens again', async () => {
    const server = new ServerPanels();
    server.offline = true;
    const storage = new MemoryStorage();
    const first = new Editor(panelOf([]));
    new PanelSaver(first, server, 'p1', 3, storage, 500);
    first.apply('add', [rect('a')]);
    await vi.advanceTimersByTimeAsync(600);
    // The tab is closed while offline; later it opens again on the same server version.
    server.offline = false;
    const second = new Editor(panelOf([]));
    const saver = new PanelSaver(second, server, 'p1', 3, storage, 500);
    expect(saver.restoreUnsaved()).toBe('restored');
    expect(second.document.children.map((c) => c.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.content.children.map((c) => c.id)).toEqual(['a']);
    expect(saver.getState()).toBe('saved');
  });

  it('an edit saved elsewhere offers the choice: load theirs, or keep mine as a copy', async () => {
    const server = new ServerPanels();
    const editor = new Editor(panelOf([]));
    const saver = new PanelSaver(editor, server, 'p1', 3, new MemoryStorage(), 500);
    server.version = 5; // another tab saved twice
    server.content = panelOf([{ id: 'theirs', type: 'rect' }]);
    editor.apply('add', [rect('mine')]);
    await vi.advanceTimersByTimeAsync(600);
    expect(saver.getState()).toBe('conflict');
    const copy = await saver.keepMineAsCopy();
    expect(copy).toBe('copy');
    expect(server.copies[0].children.map((c) => c.id)).toEqual(['mine']);
    expect(editor.document.children.map((c) => c.id)).toEqual(['theirs']);
    expect(saver.getState()).toBe('saved');
  });

  it('keeps retrying while offline and saves once the server answers', async () => {
    const server = new ServerPanels();
    server.offline = true;
    const editor = new Editor(panelOf([]));
    const saver = new PanelSaver(editor, server, 'p1', 3, new MemoryStorage(), 100);
    editor.apply('add', [rect('a')]);
    await vi.advanceTimersByTimeAsync(200);
    expect(saver.getState()).toBe('offline');
    server.offline = false;
    await vi.advanceTimersByTimeAsync(2_100);
    expect(saver.getState()).toBe('saved');
  });
});

describe('a damaged local copy', () => {
  it('cannot be restored: it is dropped and the saved panel stays', () => {
    const storage = new MemoryStorage();
    storage.setItem('boxify.unsaved.p1', '{"baseVersion":3,"content":{"children":"not a panel"}');
    const editor = new Editor(panelOf([]));
    editor.apply('add', [rect('saved')]);
    const saver = new PanelSaver(editor, new ServerPanels(), 'p1', 3, storage, 500);
    expect(saver.restoreUnsaved()).toBe('lost');
    expect(editor.document.children.map((c) => c.id)).toEqual(['saved']);
    expect(storage.getItem('boxify.unsaved.p1')).toBeNull();
    expect(saver.getState()).toBe('saved');
    // Opened again: nothing left to restore.
    expect(saver.restoreUnsaved()).toBe('none');
  });
});

describe('reopening after a reload during a save', () => {
  it('drops a local copy that equals what the server already has', async () => {
    const storage = new MemoryStorage();
    const server = new ServerPanels();
    const first = new Editor(panelOf([]));
    new PanelSaver(first, server, 'p1', 3, storage, 500);
    first.apply('add', [rect('a')]);
    // The save lands after the tab is gone: the backup still names version 3.
    await server.save('p1', 3, first.document);
    const second = new Editor(server.content);
    const saver = new PanelSaver(second, server, 'p1', server.version, storage, 500);
    expect(saver.restoreUnsaved()).toBe('none');
    expect(saver.getState()).toBe('saved');
  });
});
