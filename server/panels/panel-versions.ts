import { Injectable } from '@nestjs/common';

import { Clock } from '@server/common/clock';
import { applyPatch, changeCount, diffDocuments } from '@boxify/design/history';

import type { PanelVersionEntity, VersionKind } from './entities/panel-version.entity';
import { PanelVersionRepository } from './panel-version.repository';

// What made a save: an edit (the default), the designer's accepted result, a restore.
export type VersionChange = { kind: VersionKind; detail?: string | null };

// Edits by one person within this long of a version's start update that version instead of adding one.
export const EDIT_COALESCE_MS = 60_000;
// A patch is kept only while it is clearly smaller than the document, and a whole base serves this many at most.
const PATCH_SHARE = 0.5;
const PATCHES_PER_BASE = 50;

type Saved = { version: number; document: object };

// Writes the version a save makes, inside the save's transaction (the panel row is held by the save's
// UPDATE, so two saves of one panel record one after the other).
@Injectable()
export class PanelVersions {
  constructor(
    private readonly clock: Clock,
    private readonly versions: PanelVersionRepository,
  ) {}

  // 'added' when the save began a version (its thumbnail is then rendered), 'extended' or 'none' otherwise; and
  // `created`, the panel version of the "Created" version when this save wrote it (its thumbnail too).
  async record(
    ownerId: string,
    authorId: string,
    panelId: string,
    before: Saved,
    after: Saved,
    change: VersionChange,
  ): Promise<{ recorded: 'added' | 'extended' | 'none'; created: number | null }> {
    const now = this.clock.now();
    const changes = changeCount(before.document, after.document);
    // Saving the same document again (an autosave with nothing new) is no version.
    if (change.kind === 'edit' && changes === 0) return { recorded: 'none', created: null };
    let newest = await this.versions.newest(panelId);
    const created = newest ? null : before.version;
    if (!newest) {
      // The document before the first save: the first version, so nothing the panel held is ever lost.
      await this.versions.insert({
        panelId,
        ownerId,
        authorId,
        seq: 1,
        panelVersion: before.version,
        kind: 'created',
        changes: 0,
        document: before.document as Record<string, unknown>,
        createdAt: now,
        savedAt: now,
      });
      newest = await this.versions.newest(panelId);
    }
    const detail = change.detail ? change.detail.replace(/\s+/g, ' ').trim().slice(0, 200) : null;
    if (change.kind === 'edit' && this.continues(newest!, authorId, now)) {
      const stored = await this.storage(
        panelId,
        after.document,
        newest!.id,
        newest!.document !== null && !newest!.baseId,
      );
      await this.versions.update(newest!.id, {
        ...stored,
        panelVersion: after.version,
        changes: newest!.changes + changes,
        savedAt: now,
      });
      return { recorded: 'extended', created };
    }
    await this.versions.insert({
      ...(await this.storage(panelId, after.document)),
      panelId,
      ownerId,
      authorId,
      seq: newest!.seq + 1,
      panelVersion: after.version,
      kind: change.kind,
      changes,
      detail,
      createdAt: now,
      savedAt: now,
    });
    return { recorded: 'added', created };
  }

  // An edit continues the newest version when that one is an unnamed edit of the same person begun under a minute ago.
  private continues(newest: PanelVersionEntity, authorId: string, now: Date): boolean {
    return (
      newest.kind === 'edit' &&
      newest.name === null &&
      newest.authorId === authorId &&
      now.getTime() - newest.createdAt.getTime() < EDIT_COALESCE_MS
    );
  }

  // Whole or a patch against the newest whole version (not `self`, which is being rewritten).
  private async storage(panelId: string, document: object, self?: string, selfWhole = false) {
    const whole = { document: document as Record<string, unknown>, patch: null, baseId: null };
    if (selfWhole) return whole;
    const base = await this.versions.newestWhole(panelId);
    if (!base || base.id === self || !base.document) return whole;
    if ((await this.versions.dependents(base.id)) >= PATCHES_PER_BASE) return whole;
    const patch = diffDocuments(base.document, document);
    if (!patch || JSON.stringify(patch).length > JSON.stringify(document).length * PATCH_SHARE) return whole;
    return { document: null, patch, baseId: base.id };
  }

  // A version's document, whole again.
  async documentOf(version: PanelVersionEntity): Promise<Record<string, unknown>> {
    if (version.document) return version.document;
    const base = await this.versions.findById(version.baseId!);
    return applyPatch(base!.document!, version.patch!);
  }
}
