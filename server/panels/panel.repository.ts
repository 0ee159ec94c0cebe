import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

import type { SharedPanelAccess } from '@server/accounts/entities/plan-tier.entity';
import { findOwned } from '@server/common/database/owned';
import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';
import type { Panel } from '@boxify/design/schema';
import { withResolvedIcons } from '@server/icons/resolve-icons';

import { PanelEntity } from './entities/panel.entity';
import { readDocument } from './panel-document';
import { PANEL } from './panels.texts';

// The columns a panel list shows, without the document.
export type PanelSummaryRow = {
  id: string;
  flow_id: string;
  name: string;
  width: number;
  height: number;
  background: string;
  version: number;
  preview_key: string | null;
  updated_at: Date;
};
export type PanelRow = PanelSummaryRow & { project_id: string };
export type StoredDocument = { panel: PanelEntity; document: Panel };

const SUMMARY_COLUMNS = 'id, flow_id, name, width, height, background, version, preview_key, updated_at';

// Every statement on `panel`. It reads the ambient transaction, so a unit of work that opened one
// (`txHost.withTransaction`) gets these statements inside it without passing a manager.
@Injectable()
export class PanelRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  // Missing → 40400001 naming the panel, someone else's → 44002001; `lock` holds the row to the end.
  findOwned(panelId: string, ownerId: string, lock = false): Promise<PanelEntity> {
    return findOwned(this.db, PanelEntity, panelId, ownerId, PANEL, lock);
  }

  // Ownership before a save: the row without its document (which the save replaces anyway).
  findOwnedWithoutContent(panelId: string, ownerId: string): Promise<Pick<PanelEntity, 'id' | 'ownerId'>> {
    return findOwned(this.db, PanelEntity, panelId, ownerId, PANEL, false, ['id', 'ownerId']);
  }

  find(panelId: string): Promise<PanelEntity | null> {
    return this.db.getRepository(PanelEntity).findOneBy({ id: panelId });
  }

  findByShareToken(token: string): Promise<PanelEntity | null> {
    return this.db.getRepository(PanelEntity).findOneBy({ shareToken: token });
  }

  // The one way to read a stored design: made current (up-migrations) and with library icons drawn.
  // Null when the panel is gone or belongs to someone else.
  async loadDocument(panelId: string, ownerId: string): Promise<StoredDocument | null> {
    const panel = await this.find(panelId);
    if (!panel || panel.ownerId !== ownerId) return null;
    return { panel, document: documentOf(panel) };
  }

  async summary(panelId: string): Promise<PanelRow> {
    const [row] = (await this.db.query(`SELECT ${SUMMARY_COLUMNS}, project_id FROM panel WHERE id = $1`, [
      panelId,
    ])) as PanelRow[];
    return row;
  }

  async pageIn(
    parent: { flowId: string } | { projectId: string },
    page: number,
    pageSize: number,
  ): Promise<{ rows: PanelRow[]; total: number }> {
    const column = 'flowId' in parent ? 'flow_id' : 'project_id';
    const parentId = 'flowId' in parent ? parent.flowId : parent.projectId;
    const [{ total }] = (await this.db.query(`SELECT count(*)::int AS total FROM panel WHERE ${column} = $1`, [
      parentId,
    ])) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${SUMMARY_COLUMNS}, project_id FROM panel WHERE ${column} = $1
       ORDER BY sort, created_at LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      [parentId],
    )) as PanelRow[];
    return { rows, total };
  }

  summariesOfProject(projectId: string): Promise<PanelSummaryRow[]> {
    return this.db.query(`SELECT ${SUMMARY_COLUMNS} FROM panel WHERE project_id = $1 ORDER BY sort, created_at`, [
      projectId,
    ]) as Promise<PanelSummaryRow[]>;
  }

  async countOfProject(projectId: string): Promise<number> {
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM panel WHERE project_id = $1', [
      projectId,
    ])) as { n: number }[];
    return n;
  }

  async countOfOwner(ownerId: string): Promise<number> {
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM panel WHERE owner_id = $1', [ownerId])) as {
      n: number;
    }[];
    return n;
  }

  // Top-level nodes of the stored document (an empty canvas has none).
  async nodeCount(panelId: string): Promise<number | undefined> {
    const [row] = (await this.db.query(
      `SELECT jsonb_array_length(COALESCE(content->'children', '[]'::jsonb)) AS nodes FROM panel WHERE id = $1`,
      [panelId],
    )) as { nodes: number }[];
    return row?.nodes;
  }

  async nextSort(flowId: string): Promise<number> {
    const [{ next }] = (await this.db.query(
      'SELECT COALESCE(max(sort) + 1, 0)::int AS next FROM panel WHERE flow_id = $1',
      [flowId],
    )) as { next: number }[];
    return next;
  }

  async flowOf(panelId: string): Promise<string | undefined> {
    const [row] = (await this.db.query('SELECT flow_id FROM panel WHERE id = $1', [panelId])) as { flow_id: string }[];
    return row?.flow_id;
  }

  async location(panelId: string) {
    const [row] = (await this.db.query(
      `SELECT p.id AS project_id, p.name AS project_name, f.id AS flow_id, f.name AS flow_name
       FROM panel x JOIN project p ON p.id = x.project_id JOIN flow f ON f.id = x.flow_id WHERE x.id = $1`,
      [panelId],
    )) as { project_id: string; project_name: string; flow_id: string; flow_name: string }[];
    return row;
  }

  // The stored version, with the row held until the transaction ends.
  async lockVersion(panelId: string): Promise<number | undefined> {
    const [row] = (await this.db.query('SELECT version FROM panel WHERE id = $1 FOR UPDATE', [panelId])) as {
      version: number;
    }[];
    return row?.version;
  }

  // The stored version and document, with the row held until the transaction ends.
  async lockedContent(panelId: string) {
    const [row] = (await this.db.query('SELECT version, content FROM panel WHERE id = $1 FOR UPDATE', [panelId])) as {
      version: number;
      content: Record<string, unknown>;
    }[];
    return row as typeof row | undefined;
  }

  async versionAndContent(panelId: string) {
    const [row] = (await this.db.query('SELECT version, content FROM panel WHERE id = $1', [panelId])) as {
      version: number;
      content: Record<string, unknown>;
    }[];
    return row;
  }

  async insert(values: QueryDeepPartialEntity<PanelEntity>): Promise<void> {
    await this.db.insert(PanelEntity, values);
  }

  async update(panelId: string, values: QueryDeepPartialEntity<PanelEntity>): Promise<void> {
    await this.db.update(PanelEntity, { id: panelId }, values);
  }

  async delete(panelId: string): Promise<void> {
    await this.db.delete(PanelEntity, { id: panelId });
  }

  // Makes room right after `sort` in a folder.
  async shiftAfter(flowId: string, sort: number): Promise<void> {
    await this.db.query('UPDATE panel SET sort = sort + 1 WHERE flow_id = $1 AND sort > $2', [flowId, sort]);
  }

  // Panels are copied whole; each keeps its document with a fresh row id and version 1.
  async copyFolder(fromFlowId: string, toProjectId: string, toFlowId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO panel (owner_id, project_id, flow_id, name, width, height, background, content, sort)
       SELECT owner_id, $1, $2, name, width, height, background, content, sort FROM panel WHERE flow_id = $3`,
      [toProjectId, toFlowId, fromFlowId],
    );
  }

  // Writes the document only if `version` is still the stored one (TypeORM's version column does
  // not guard updates: the WHERE on version does). Null: someone saved first.
  async writeDocument(
    panelId: string,
    version: number,
    document: Panel,
  ): Promise<{ version: number; updatedAt: Date } | null> {
    const rows = returnedRows<{ version: number; updated_at: Date }>(
      // One statement (atomic on its own): the document and its project's "last edited", in one round trip.
      await this.db.query(
        `WITH written AS (
           UPDATE panel SET content = $3, version = version + 1, name = $4, width = $5, height = $6,
             background = $7, updated_at = now()
           WHERE id = $1 AND version = $2 RETURNING version, updated_at, project_id
         ), touched AS (
           UPDATE project SET updated_at = now() WHERE id = (SELECT project_id FROM written)
         )
         SELECT version, updated_at FROM written`,
        [
          panelId,
          version,
          document,
          document.name,
          Math.round(document.width),
          Math.round(document.height),
          document.background,
        ],
      ),
    );
    return rows.length === 0 ? null : { version: rows[0].version, updatedAt: rows[0].updated_at };
  }

  async version(panelId: string): Promise<number | undefined> {
    const [row] = (await this.db.query('SELECT version FROM panel WHERE id = $1', [panelId])) as {
      version: number;
    }[];
    return row?.version;
  }

  // The first token given to a panel stays: a later share reads it back.
  // One statement: a stop-sharing between a write and a read would otherwise answer no token.
  // `access` unset keeps what the link grants.
  async shareToken(
    panelId: string,
    candidate: string,
    access?: SharedPanelAccess,
  ): Promise<{ token: string; access: SharedPanelAccess }> {
    const rows = returnedRows<{ share_token: string; share_access: SharedPanelAccess }>(
      await this.db.query(
        `UPDATE panel SET share_token = COALESCE(share_token, $2), share_access = COALESCE($3, share_access)
         WHERE id = $1 RETURNING share_token, share_access`,
        [panelId, candidate, access ?? null],
      ),
    );
    return { token: rows[0].share_token, access: rows[0].share_access };
  }

  // A later share starts again from view.
  async clearShareToken(panelId: string): Promise<void> {
    await this.db.query("UPDATE panel SET share_token = NULL, share_access = 'view' WHERE id = $1", [panelId]);
  }

  // Whether a panel still shows this thumbnail (its current preview).
  async usesPreview(previewKey: string): Promise<boolean> {
    const rows = (await this.db.query('SELECT 1 FROM panel WHERE preview_key = $1 LIMIT 1', [previewKey])) as unknown[];
    return rows.length > 0;
  }

  async setPreviewKey(panelId: string, previewKey: string): Promise<void> {
    await this.db.query('UPDATE panel SET preview_key = $2 WHERE id = $1', [panelId, previewKey]);
  }
}

// A stored row's document, current and ready to draw.
export function documentOf(panel: PanelEntity): Panel {
  return withResolvedIcons(readDocument(panel.content, panel.id));
}
