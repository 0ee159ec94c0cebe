import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { Language } from '@boxify/design/locale';
import { findOwned } from '@server/common/database/owned';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import type { FlowView, ProjectDetail, ProjectView } from './dto/project.dto';
import { FlowEntity } from './entities/flow.entity';
import { ProjectEntity } from './entities/project.entity';
import { PlanLimitsService } from './plan-limits.service';
import { flowViews, projectDetail, projectPage, projectView } from './project-views';
import { FLOW, PROJECT } from './projects.texts';

// Folders get numbered default names in the caller's language: "Folder 2" / "文件夹 2".
export function defaultFlowName(number: number, language: Language): string {
  return language === 'zh' ? `文件夹 ${number}` : `Folder ${number}`;
}

@Injectable()
export class ProjectService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: PlanLimitsService,
  ) {}

  async add(ownerId: string, name: string, language: Language): Promise<ProjectView> {
    return this.limits.withRoom(ownerId, { projects: 1 }, async (manager) => {
      const project = await manager.save(ProjectEntity, manager.create(ProjectEntity, { ownerId, name }));
      await manager.save(FlowEntity, { ownerId, projectId: project.id, name: defaultFlowName(1, language), sort: 0 });
      return projectView(manager, project.id);
    });
  }

  async copy(ownerId: string, projectId: string, name?: string): Promise<ProjectView> {
    const source = await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    const [{ n: panels }] = (await this.dataSource.query('SELECT count(*)::int AS n FROM panel WHERE project_id = $1', [
      projectId,
    ])) as { n: number }[];
    return this.limits.withRoom(ownerId, { projects: 1, panels }, async (manager) => {
      const copy = await manager.save(
        ProjectEntity,
        manager.create(ProjectEntity, { ownerId, name: name ?? source.name }),
      );
      const flows = await manager.find(FlowEntity, { where: { projectId }, order: { sort: 'ASC' } });
      for (const flow of flows) {
        const [{ id: flowId }] = (await manager.query(
          'INSERT INTO flow (owner_id, project_id, name, sort) VALUES ($1, $2, $3, $4) RETURNING id',
          [ownerId, copy.id, flow.name, flow.sort],
        )) as { id: string }[];
        // Panels are copied whole; each keeps its document with a fresh row id and version 1.
        await manager.query(
          `INSERT INTO panel (owner_id, project_id, flow_id, name, width, height, background, content, sort)
           SELECT owner_id, $1, $2, name, width, height, background, content, sort FROM panel WHERE flow_id = $3`,
          [copy.id, flowId, flow.id],
        );
      }
      return projectView(manager, copy.id);
    });
  }

  async remove(ownerId: string, projectId: string): Promise<void> {
    await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    await this.dataSource.manager.delete(ProjectEntity, { id: projectId });
  }

  async rename(ownerId: string, projectId: string, name: string): Promise<ProjectView> {
    await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    await this.dataSource.manager.update(ProjectEntity, { id: projectId }, { name });
    return projectView(this.dataSource.manager, projectId);
  }

  page(ownerId: string, page: number, pageSize: number, keyword?: string) {
    return projectPage(this.dataSource.manager, ownerId, page, pageSize, keyword);
  }

  async detail(ownerId: string, projectId: string): Promise<ProjectDetail> {
    await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    return projectDetail(this.dataSource.manager, projectId);
  }

  async hitAdd(ownerId: string): Promise<{ allowed: boolean; used: number; limit: number | null }> {
    const { used, limit } = await this.limits.usage(ownerId, 'projects');
    return { allowed: limit === null || used < limit, used, limit };
  }

  // Creates a folder (numbered default name) or renames one.
  async saveFlow(
    ownerId: string,
    projectId: string,
    language: Language,
    flowId?: string,
    name?: string,
  ): Promise<FlowView> {
    await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    return this.dataSource.transaction(async (manager) => {
      if (flowId) {
        const flow = await findOwned(manager, FlowEntity, flowId, ownerId, FLOW);
        if (flow.projectId !== projectId) throw new AppException(ErrorCode.NoPermission);
        if (name) await manager.update(FlowEntity, { id: flowId }, { name });
      } else {
        // Lock the project so two new folders in a row get different numbers.
        await manager.query('SELECT id FROM project WHERE id = $1 FOR UPDATE', [projectId]);
        const [{ n, next }] = (await manager.query(
          'SELECT count(*)::int AS n, COALESCE(max(sort) + 1, 0)::int AS next FROM flow WHERE project_id = $1',
          [projectId],
        )) as { n: number; next: number }[];
        const created = await manager.save(FlowEntity, {
          ownerId,
          projectId,
          name: name ?? defaultFlowName(n + 1, language),
          sort: next,
        });
        flowId = created.id;
      }
      await touchProject(manager, projectId);
      return (await flowViews(manager, projectId)).find((flow) => flow.flowId === flowId)!;
    });
  }

  async sortFlows(ownerId: string, projectId: string, flowIds: string[]): Promise<FlowView[]> {
    await findOwned(this.dataSource.manager, ProjectEntity, projectId, ownerId, PROJECT);
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.find(FlowEntity, { where: { projectId }, select: { id: true } });
      const known = new Set(current.map((flow) => flow.id));
      if (
        flowIds.length !== known.size ||
        new Set(flowIds).size !== known.size ||
        !flowIds.every((id) => known.has(id))
      ) {
        throw new AppException(ErrorCode.Conflict, {
          reason: 'flowIds must list every folder of the project once',
        });
      }
      for (const [sort, id] of flowIds.entries()) await manager.update(FlowEntity, { id }, { sort });
      await touchProject(manager, projectId);
      return flowViews(manager, projectId);
    });
  }

  async deleteFlow(ownerId: string, flowId: string): Promise<void> {
    const flow = await findOwned(this.dataSource.manager, FlowEntity, flowId, ownerId, FLOW);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(FlowEntity, { id: flowId });
      await touchProject(manager, flow.projectId);
    });
  }
}

// Any change inside a project is its "last edited" time.
export async function touchProject(manager: EntityManager, projectId: string): Promise<void> {
  await manager.query('UPDATE project SET updated_at = now() WHERE id = $1', [projectId]);
}
