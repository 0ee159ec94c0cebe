import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { findOwned } from '@server/common/database/owned';
import { returnedRows } from '@server/common/database/query-result';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { renderSvg, sharedLayoutEngine } from '@boxify/design/node';
import type { Panel } from '@boxify/design/schema';
import { StoragePort } from '@server/common/storage/storage.port';
import { withResolvedIcons } from '@server/icons/resolve-icons';
import { touchProject } from '@server/projects/project.service';

import { PanelEntity } from './entities/panel.entity';
import { applyStructure, readDocument } from './panel-document';
import { SharedPanelUnavailable } from './panels.exception';
import { PANEL } from './panels.texts';

type Saved = { panelId: string; version: number; updatedAt: string };

@Injectable()
export class PanelContentService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly storage: StoragePort,
  ) {}

  async query(ownerId: string, panelId: string) {
    const panel = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
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
  // and the caller gets 40900002 with the current version.
  // `manager`: save inside the caller's transaction (the designer's accept also moves credits).
  async save(ownerId: string, panelId: string, version: number, raw: unknown, manager?: EntityManager): Promise<Saved> {
    const panel = await findOwned(manager ?? this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    const document = readDocument(raw, panelId);
    return this.write(panel, version, document, manager);
  }

  async applyOperations(ownerId: string, panelId: string, version: number, operations: unknown[]) {
    const panel = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    if (panel.version !== version) throw this.conflict(panel.version);
    const document = applyStructure(readDocument(panel.content, panelId), operations);
    return { ...(await this.write(panel, version, document)), content: document };
  }

  private async write(panel: PanelEntity, version: number, document: Panel, outer?: EntityManager): Promise<Saved> {
    const body = async (manager: EntityManager): Promise<Saved> => {
      // TypeORM's version column does not guard updates: the WHERE on version does.
      const rows = returnedRows<{ version: number; updated_at: Date }>(
        await manager.query(
          `UPDATE panel SET content = $3, version = version + 1, name = $4, width = $5, height = $6,
             background = $7, updated_at = now()
           WHERE id = $1 AND version = $2 RETURNING version, updated_at`,
          [
            panel.id,
            version,
            document,
            document.name,
            Math.round(document.width),
            Math.round(document.height),
            document.background,
          ],
        ),
      );
      if (rows.length === 0) {
        const [current] = (await manager.query('SELECT version FROM panel WHERE id = $1', [panel.id])) as {
          version: number;
        }[];
        throw this.conflict(current?.version ?? version);
      }
      await touchProject(manager, panel.projectId);
      return { panelId: panel.id, version: rows[0].version, updatedAt: rows[0].updated_at.toISOString() };
    };
    return outer ? body(outer) : this.dataSource.transaction(body);
  }

  private conflict(currentVersion: number): AppException {
    return new AppException(ErrorCode.VersionConflict, {}, { data: { currentVersion } });
  }

  // A read-only link; the token is random and stays the same for later shares of the panel.
  async share(ownerId: string, panelId: string): Promise<{ shareUrl: string; token: string }> {
    const panel = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    let token = panel.shareToken;
    if (!token) {
      token = randomBytes(24).toString('base64url');
      await this.dataSource.query('UPDATE panel SET share_token = COALESCE(share_token, $2) WHERE id = $1', [
        panelId,
        token,
      ]);
      token = (
        (await this.dataSource.query('SELECT share_token FROM panel WHERE id = $1', [panelId])) as {
          share_token: string;
        }[]
      )[0].share_token;
    }
    return { shareUrl: `${this.config.publicUrl}/web/share/${token}`, token };
  }

  private async sharedPanel(token: string): Promise<PanelEntity> {
    const panel = await this.dataSource.getRepository(PanelEntity).findOneBy({ shareToken: token });
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
    const svg = Buffer.from(
      await renderSvg(withResolvedIcons(readDocument(panel.content, panel.id)), { engine: await sharedLayoutEngine() }),
    );
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
