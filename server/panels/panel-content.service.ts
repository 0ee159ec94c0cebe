import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import type { Panel } from '@boxify/design/schema';
import { RenderService } from '@server/common/render/render.service';
import { StoragePort } from '@server/common/storage/storage.port';
import { ProjectRepository } from '@server/projects/project.repository';

import type { PanelEntity } from './entities/panel.entity';
import { applyStructure, assertStorable, readDocument } from './panel-document';
import { documentOf, PanelRepository } from './panel.repository';
import { SharedPanelUnavailable } from './panels.exception';

type Saved = { panelId: string; version: number; updatedAt: string };

@Injectable()
export class PanelContentService {
  constructor(
    private readonly txHost: Transactions,
    @InjectConfig() private readonly config: AppConfig,
    private readonly storage: StoragePort,
    private readonly render: RenderService,
    private readonly panels: PanelRepository,
    private readonly projects: ProjectRepository,
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
  async save(ownerId: string, panelId: string, version: number, raw: unknown): Promise<Saved> {
    const panel = await this.panels.findOwned(panelId, ownerId);
    const document = readDocument(raw, panelId);
    return this.write(panel, version, document);
  }

  async applyOperations(ownerId: string, panelId: string, version: number, operations: unknown[]) {
    const panel = await this.panels.findOwned(panelId, ownerId);
    if (panel.version !== version) throw this.conflict(panel.version);
    const document = applyStructure(readDocument(panel.content, panelId), operations);
    return { ...(await this.write(panel, version, document)), content: document };
  }

  private async write(panel: PanelEntity, version: number, document: Panel): Promise<Saved> {
    assertStorable(document);
    return this.txHost.withTransaction(async () => {
      const written = await this.panels.writeDocument(panel.id, version, document);
      if (!written) {
        const current = await this.panels.version(panel.id);
        throw this.conflict(current ?? version);
      }
      await this.projects.touch(panel.projectId);
      return { panelId: panel.id, version: written.version, updatedAt: written.updatedAt.toISOString() };
    });
  }

  private conflict(currentVersion: number): AppException {
    return new AppException(ErrorCode.VersionConflict, {}, { data: { currentVersion } });
  }

  // A read-only link; the token is random and stays the same for later shares of the panel.
  async share(ownerId: string, panelId: string): Promise<{ shareUrl: string; token: string }> {
    const panel = await this.panels.findOwned(panelId, ownerId);
    let token = panel.shareToken;
    if (!token) token = await this.panels.shareToken(panelId, randomBytes(24).toString('base64url'));
    return { shareUrl: `${this.config.publicUrl}/web/share/${token}`, token };
  }

  private async sharedPanel(token: string): Promise<PanelEntity> {
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
      name: panel.name,
      width: panel.width,
      height: panel.height,
      content: panel.content,
      updatedAt: panel.updatedAt.toISOString(),
    };
  }
}
