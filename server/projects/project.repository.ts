import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { Transactions } from '@server/common/database/transactions';

import { ProjectEntity } from './entities/project.entity';
import { PROJECT } from './projects.texts';

export type ProjectRow = {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  flow_count: number;
  page_count: number;
};

// A project list shows how many folders and panels each holds: counted here, in the same statement.
const PROJECT_COLUMNS = `p.id, p.name, p.created_at, p.updated_at,
  (SELECT count(*)::int FROM flow f WHERE f.project_id = p.id) AS flow_count,
  (SELECT count(*)::int FROM panel x WHERE x.project_id = p.id) AS page_count`;

// Every statement on `project`, in the ambient transaction when there is one.
@Injectable()
export class ProjectRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findOwned(projectId: string, ownerId: string): Promise<ProjectEntity> {
    return findOwned(this.db, ProjectEntity, projectId, ownerId, PROJECT);
  }

  create(ownerId: string, name: string): Promise<ProjectEntity> {
    return this.db.save(ProjectEntity, this.db.create(ProjectEntity, { ownerId, name }));
  }

  async rename(projectId: string, name: string): Promise<void> {
    await this.db.update(ProjectEntity, { id: projectId }, { name });
  }

  async delete(projectId: string): Promise<void> {
    await this.db.delete(ProjectEntity, { id: projectId });
  }

  // Any change inside a project is its "last edited" time.
  async touch(projectId: string): Promise<void> {
    await this.db.query('UPDATE project SET updated_at = now() WHERE id = $1', [projectId]);
  }

  // Held to the end of the transaction, so two changes in a row see each other (e.g. folder numbers).
  async lock(projectId: string): Promise<void> {
    await this.db.query('SELECT id FROM project WHERE id = $1 FOR UPDATE', [projectId]);
  }

  async countOfOwner(ownerId: string): Promise<number> {
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM project WHERE owner_id = $1', [ownerId])) as {
      n: number;
    }[];
    return n;
  }

  async row(projectId: string): Promise<ProjectRow> {
    const [row] = (await this.db.query(`SELECT ${PROJECT_COLUMNS} FROM project p WHERE p.id = $1`, [
      projectId,
    ])) as ProjectRow[];
    return row;
  }

  async page(
    ownerId: string,
    page: number,
    pageSize: number,
    keyword?: string,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const filter = keyword ? `AND p.name ILIKE '%' || $2 || '%'` : '';
    const params = keyword ? [ownerId, keyword.replace(/[%_\\]/g, '\\$&')] : [ownerId];
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM project p WHERE p.owner_id = $1 ${filter}`,
      params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `SELECT ${PROJECT_COLUMNS} FROM project p WHERE p.owner_id = $1 ${filter}
       ORDER BY p.updated_at DESC, p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    )) as ProjectRow[];
    return { rows, total };
  }
}
