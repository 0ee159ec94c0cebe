import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

import { returnedRows } from '@server/common/database/query-result';
import { Transactions } from '@server/common/database/transactions';

import { PanelVersionEntity } from './entities/panel-version.entity';

// A version in a list: everything but its document.
export type VersionRow = Omit<PanelVersionEntity, 'document' | 'patch' | 'panel'> & { authorName: string | null };

const LIST_COLUMNS = [
  'id',
  'panelId',
  'ownerId',
  'authorId',
  'seq',
  'panelVersion',
  'kind',
  'changes',
  'detail',
  'name',
  'baseId',
  'previewKey',
  'createdAt',
  'savedAt',
] as const;

// Every statement on `panel_version`, in the ambient transaction.
@Injectable()
export class PanelVersionRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  private get rows() {
    return this.db.getRepository(PanelVersionEntity);
  }

  newest(panelId: string): Promise<PanelVersionEntity | null> {
    return this.rows.findOne({ where: { panelId }, order: { seq: 'DESC' } });
  }

  // The newest version stored whole: the base the next patches are made against.
  newestWhole(panelId: string): Promise<PanelVersionEntity | null> {
    return this.rows
      .createQueryBuilder('v')
      .where('v.panel_id = :panelId AND v.document IS NOT NULL', { panelId })
      .orderBy('v.seq', 'DESC')
      .limit(1)
      .getOne();
  }

  find(panelId: string, versionId: string): Promise<PanelVersionEntity | null> {
    return this.rows.findOneBy({ panelId, id: versionId });
  }

  findById(versionId: string): Promise<PanelVersionEntity | null> {
    return this.rows.findOneBy({ id: versionId });
  }

  async dependents(baseId: string): Promise<number> {
    return this.rows.countBy({ baseId });
  }

  private listQuery(panelId: string) {
    return this.rows
      .createQueryBuilder('v')
      .select(LIST_COLUMNS.map((column) => `v.${column}`))
      .addSelect('u.name', 'author_name')
      .leftJoin('app_user', 'u', 'u.id = v.author_id')
      .where('v.panel_id = :panelId', { panelId });
  }

  private static withAuthors(found: { entities: PanelVersionEntity[]; raw: unknown[] }): VersionRow[] {
    return found.entities.map((entity, index) => ({
      ...entity,
      authorName: (found.raw[index] as { author_name: string | null }).author_name,
    }));
  }

  async page(panelId: string, page: number, pageSize: number): Promise<{ rows: VersionRow[]; total: number }> {
    const total = await this.rows.countBy({ panelId });
    const found = await this.listQuery(panelId)
      .orderBy('v.seq', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawAndEntities();
    return { rows: PanelVersionRepository.withAuthors(found), total };
  }

  async listed(panelId: string, versionId: string): Promise<VersionRow | undefined> {
    const found = await this.listQuery(panelId).andWhere('v.id = :versionId', { versionId }).getRawAndEntities();
    return PanelVersionRepository.withAuthors(found)[0];
  }

  // Documents and patches are JSON: TypeORM's deep-partial type does not take their open records.
  async insert(values: Partial<PanelVersionEntity>): Promise<void> {
    await this.db.insert(PanelVersionEntity, values as QueryDeepPartialEntity<PanelVersionEntity>);
  }

  async update(versionId: string, values: Partial<PanelVersionEntity>): Promise<void> {
    await this.db.update(PanelVersionEntity, { id: versionId }, values as QueryDeepPartialEntity<PanelVersionEntity>);
  }

  async atPanelVersion(panelId: string, panelVersion: number): Promise<PanelVersionEntity | null> {
    return this.rows.findOneBy({ panelId, panelVersion });
  }

  // The thumbnail of the version holding `panelVersion`; answers the key it replaces (null: none, or no such version).
  async setPreviewKey(panelId: string, panelVersion: number, previewKey: string): Promise<string | null> {
    const rows = returnedRows<{ preview_key: string | null }>(
      await this.db.query(
        `UPDATE panel_version v SET preview_key = $3 FROM panel_version old
         WHERE v.id = old.id AND v.panel_id = $1 AND v.panel_version = $2 RETURNING old.preview_key`,
        [panelId, panelVersion, previewKey],
      ),
    );
    return rows[0]?.preview_key ?? null;
  }

  async usesPreview(previewKey: string): Promise<boolean> {
    return (await this.rows.countBy({ previewKey })) > 0;
  }

  // Owners with unnamed versions saved before `before`: the candidates of a retention sweep.
  async ownersWithUnnamedBefore(before: Date): Promise<string[]> {
    const rows = (await this.db.query(
      'SELECT DISTINCT owner_id FROM panel_version WHERE name IS NULL AND saved_at < $1',
      [before],
    )) as { owner_id: string }[];
    return rows.map((row) => row.owner_id);
  }

  async panelsWithUnnamedBefore(ownerId: string, before: Date): Promise<string[]> {
    const rows = (await this.db.query(
      'SELECT DISTINCT panel_id FROM panel_version WHERE owner_id = $1 AND name IS NULL AND saved_at < $2',
      [ownerId, before],
    )) as { panel_id: string }[];
    return rows.map((row) => row.panel_id);
  }

  unnamedBefore(panelId: string, before: Date): Promise<PanelVersionEntity[]> {
    return this.rows
      .createQueryBuilder('v')
      .where('v.panel_id = :panelId AND v.name IS NULL AND v.saved_at < :before', { panelId, before })
      .getMany();
  }

  dependentsOf(baseIds: string[]): Promise<PanelVersionEntity[]> {
    if (baseIds.length === 0) return Promise.resolve([]);
    return this.rows.createQueryBuilder('v').where('v.base_id IN (:...baseIds)', { baseIds }).getMany();
  }

  async delete(versionIds: string[]): Promise<void> {
    if (versionIds.length > 0) await this.db.delete(PanelVersionEntity, versionIds);
  }
}
