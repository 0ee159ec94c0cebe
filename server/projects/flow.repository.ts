import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { Transactions } from '@server/common/database/transactions';

import { FlowEntity } from './entities/flow.entity';
import { FLOW } from './projects.texts';

export type FlowRow = { id: string; project_id: string; name: string; sort: number; page_count: number };

// Every statement on `flow` (a project's folders), in the ambient transaction when there is one.
@Injectable()
export class FlowRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findOwned(flowId: string, ownerId: string): Promise<FlowEntity> {
    return findOwned(this.db, FlowEntity, flowId, ownerId, FLOW);
  }

  first(projectId: string): Promise<FlowEntity | null> {
    return this.db.findOne(FlowEntity, { where: { projectId }, order: { sort: 'ASC' } });
  }

  ofProject(projectId: string): Promise<FlowEntity[]> {
    return this.db.find(FlowEntity, { where: { projectId }, order: { sort: 'ASC' } });
  }

  async idsOfProject(projectId: string): Promise<string[]> {
    const rows = await this.db.find(FlowEntity, { where: { projectId }, select: { id: true } });
    return rows.map((flow) => flow.id);
  }

  create(values: { ownerId: string; projectId: string; name: string; sort: number }): Promise<FlowEntity> {
    return this.db.save(FlowEntity, values);
  }

  async insert(values: { ownerId: string; projectId: string; name: string; sort: number }): Promise<string> {
    const [{ id }] = (await this.db.query(
      'INSERT INTO flow (owner_id, project_id, name, sort) VALUES ($1, $2, $3, $4) RETURNING id',
      [values.ownerId, values.projectId, values.name, values.sort],
    )) as { id: string }[];
    return id;
  }

  async update(flowId: string, values: { name?: string; sort?: number }): Promise<void> {
    await this.db.update(FlowEntity, { id: flowId }, values);
  }

  async delete(flowId: string): Promise<void> {
    await this.db.delete(FlowEntity, { id: flowId });
  }

  // How many folders a project has, and the sort a new last one takes.
  async countAndNextSort(projectId: string): Promise<{ n: number; next: number }> {
    const [row] = (await this.db.query(
      'SELECT count(*)::int AS n, COALESCE(max(sort) + 1, 0)::int AS next FROM flow WHERE project_id = $1',
      [projectId],
    )) as { n: number; next: number }[];
    return row;
  }

  // A folder list shows how many panels each holds: counted in the same statement.
  rows(projectId: string): Promise<FlowRow[]> {
    return this.db.query(
      `SELECT f.id, f.project_id, f.name, f.sort, (SELECT count(*)::int FROM panel x WHERE x.flow_id = f.id) AS page_count
       FROM flow f WHERE f.project_id = $1 ORDER BY f.sort, f.created_at`,
      [projectId],
    ) as Promise<FlowRow[]>;
  }
}
