import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import type { Panel } from '@boxify/design/schema';
import { JobsService } from '@server/common/jobs/jobs.service';
import { RenderService } from '@server/common/render/render.service';
import { StoragePort } from '@server/common/storage/storage.port';

import type { SharedPanelAccess } from '@server/accounts/entities/plan-tier.entity';

import type { PanelEntity } from './entities/panel.entity';
import { applyStructure, assertStorable, readDocument } from './panel-document';
import { documentOf, PanelRepository } from './panel.repository';
import { type VersionChange, PanelVersions } from './panel-versions';
import { SharedPanelUnavailable } from './panels.exception';
import { PREVIEW_JOB } from './preview.job';

type Saved = { panelId: string; version: number; updatedAt: string };

@Injectable()
export class PanelContentService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly storage: StoragePort,
    private readonly render: RenderService,
    private readonly panels: PanelRepository,
    private readonly history: PanelVersions,
    private readonly txHost: Transactions,
    private readonly jobs: JobsService,
  ) {}

  async query(ownerId: string, panelId: string) {
    const panel = await this.panels.findOwned(panelId, ownerId);
    return {
      panelId,
      projectId: panel.projectId,
      flowId: panel.flowId,
      name: panel.name,
      version: panel.version,
      content: panel.content,
      updatedAt: panel.updatedAt.toISOString(),
    };
  }

  // Saves a whole document if `version` is still the stored one; otherwise nothing is written
  // and the caller gets 40900002 with the current version. Inside a caller's transaction (the
  // designer's accept also moves credits) it is part of that one.
  // Every save makes or extends a version in the panel's history (`change`: an edit unless said otherwise).
  async save(
    ownerId: string,
    panelId: string,
    version: number,
    raw: unknown,
    change: VersionChange = { kind: 'edit' },
  ): Promise<Saved> {
    const panel = await this.panels.findOwnedWithoutContent(panelId, ownerId);
    const document = readDocument(raw, panelId);
    return this.write(ownerId, panel.id, version, document, change);
  }

  // An edit of another user's shared panel (the rules are in SharedPanelService): the same save, the version
  // check included, recorded in the owner's history with the editor as its author.
  async saveShared(panel: PanelEntity, authorId: string, version: number, raw: unknown): Promise<Saved> {
    const document = readDocument(raw, panel.id);
    return this.write(panel.ownerId, panel.id, version, document, { kind: 'edit' }, authorId);
  }

  async applyOperations(ownerId: string, panelId: string, version: number, operations: unknown[]) {
    const panel = await this.panels.findOwned(panelId, ownerId);
    if (panel.version !== version) throw this.conflict(panel.version);
    const document = applyStructure(readDocument(panel.content, panelId), operations);
    return { ...(await this.write(ownerId, panel.id, version, document, { kind: 'edit' })), content: document };
  }

  // The stored row is held from the read of the document before to the end: a second save of the panel
  // waits, then finds a newer version and gets the conflict code.
  // The stored row is held from the read of the document before to the end: a second save of the panel
  // waits, then finds a newer version and gets the conflict code. A save that begins a version has its
  // thumbnail rendered by the preview job (published once the save is committed).
  private async write(
    ownerId: string,
    panelId: string,
    version: number,
    document: Panel,
    change: VersionChange,
    authorId = ownerId,
  ): Promise<Saved> {
    assertStorable(document);
    const nested = this.txHost.isTransactionActive();
    const { saved, preview } = await this.txHost.withTransaction(async () => {
      const before = await this.panels.lockedContent(panelId);
      if (!before || before.version !== version) throw this.conflict(before?.version ?? version);
      const written = await this.panels.writeDocument(panelId, version, document);
      if (!written) {
        const current = await this.panels.version(panelId);
        throw this.conflict(current ?? version);
      }
      const { recorded, created } = await this.history.record(
        ownerId,
        authorId,
        panelId,
        { version, document: before.content },
        { version: written.version, document },
        change,
      );
      // One waiting render per panel: it draws the document as it is when it runs.
      const task =
        recorded === 'added' && !(await this.jobs.waitingInTransaction(PREVIEW_JOB, { panelId }))
          ? await this.jobs.enqueueInTransaction(
              PREVIEW_JOB,
              { panelId },
              { ownerId, idempotencyKey: `preview:${panelId}:${written.version}` },
            )
          : undefined;
      // The "Created" version (the document before the first save) gets its thumbnail like the others.
      const first =
        created === null
          ? undefined
          : await this.jobs.enqueueInTransaction(
              PREVIEW_JOB,
              { panelId, panelVersion: created },
              { ownerId, idempotencyKey: `preview:${panelId}:created` },
            );
      return {
        saved: { panelId, version: written.version, updatedAt: written.updatedAt.toISOString() },
        preview: [task, first],
      };
    });
    // Inside a caller's transaction the tasks are published by the jobs sweep once that one has committed.
    for (const task of preview) if (task && !nested) await this.jobs.publishNew(task).catch(() => undefined);
    return saved;
  }

  private conflict(currentVersion: number): AppException {
    return new AppException(ErrorCode.VersionConflict, {}, { data: { currentVersion } });
  }

  // The link; the token is random and stays the same for later shares of the panel. It grants view or edit
  // (`access`, the owner's choice; unset keeps the link's, view for a new one).
  async share(
    ownerId: string,
    panelId: string,
    access?: SharedPanelAccess,
  ): Promise<{ shareUrl: string; token: string; access: SharedPanelAccess }> {
    await this.panels.findOwned(panelId, ownerId);
    const link = await this.panels.shareToken(panelId, randomBytes(24).toString('base64url'), access);
    return { shareUrl: `${this.config.publicUrl}/web/share/${link.token}`, ...link };
  }

  async stopSharing(ownerId: string, panelId: string): Promise<void> {
    await this.panels.findOwned(panelId, ownerId);
    await this.panels.clearShareToken(panelId);
  }

  async sharedPanel(token: string): Promise<PanelEntity> {
    const panel = await this.panels.findByShareToken(token);
    if (!panel) {
      throw new SharedPanelUnavailable();
    }
    return panel;
  }

  // The shared design drawn as SVG (the same renderer as the PNG previews), cached per saved version.
  async sharedImage(token: string): Promise<{ svg: Buffer; version: number }> {
    const panel = await this.sharedPanel(token);
    // `-r2`: images cached before library icons were resolved are drawn again.
    const key = `shared/${panel.id}-v${panel.version}-r2.svg`;
    const cached = await this.storage.read(key);
    if (cached) return { svg: cached, version: panel.version };
    const svg = Buffer.from(await this.render.svg(documentOf(panel)));
    await this.storage.put(key, svg, 'image/svg+xml');
    return { svg, version: panel.version };
  }

  async shared(token: string) {
    const panel = await this.sharedPanel(token);
    return {
      access: panel.shareAccess,
      version: panel.version,
      name: panel.name,
      width: panel.width,
      height: panel.height,
      content: panel.content,
      updatedAt: panel.updatedAt.toISOString(),
    };
  }
}
