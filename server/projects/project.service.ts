import { Injectable } from '@nestjs/common';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import type { Language } from '@boxify/design/locale';
import { ErrorCode } from '@server/common/errors/error-codes';
import { PanelRepository } from '@server/panels/panel.repository';

import type { FlowView, ProjectDetail, ProjectView } from './dto/project.dto';
import { FlowRepository } from './flow.repository';
import { PlanLimitsService } from './plan-limits.service';
import { ProjectRepository } from './project.repository';
import { toFlowView, toProjectDetail, toProjectView } from './project-views';

// Folders get numbered default names in the caller's language: "Folder 2" / "文件夹 2".
export function defaultFlowName(number: number, language: Language): string {
  return language === 'zh' ? `文件夹 ${number}` : `Folder ${number}`;
}

@Injectable()
export class ProjectService {
  constructor(
    private readonly txHost: Transactions,
    private readonly limits: PlanLimitsService,
    private readonly projects: ProjectRepository,
    private readonly flows: FlowRepository,
    private readonly panels: PanelRepository,
  ) {}

  private async view(projectId: string): Promise<ProjectView> {
    return toProjectView(await this.projects.row(projectId));
  }

  private async flowViews(projectId: string): Promise<FlowView[]> {
    return (await this.flows.rows(projectId)).map(toFlowView);
  }

  async add(ownerId: string, name: string, language: Language): Promise<ProjectView> {
    return this.limits.withRoom(ownerId, { projects: 1 }, async () => {
      const project = await this.projects.create(ownerId, name);
      await this.flows.create({ ownerId, projectId: project.id, name: defaultFlowName(1, language), sort: 0 });
      return this.view(project.id);
    });
  }

  async copy(ownerId: string, projectId: string, name?: string): Promise<ProjectView> {
    const source = await this.projects.findOwned(projectId, ownerId);
    const panels = await this.panels.countOfProject(projectId);
    return this.limits.withRoom(ownerId, { projects: 1, panels }, async () => {
      const copy = await this.projects.create(ownerId, name ?? source.name);
      for (const flow of await this.flows.ofProject(projectId)) {
        const flowId = await this.flows.insert({ ownerId, projectId: copy.id, name: flow.name, sort: flow.sort });
        await this.panels.copyFolder(flow.id, copy.id, flowId);
      }
      return this.view(copy.id);
    });
  }

  async remove(ownerId: string, projectId: string): Promise<void> {
    await this.projects.findOwned(projectId, ownerId);
    await this.projects.delete(projectId);
  }

  async rename(ownerId: string, projectId: string, name: string): Promise<ProjectView> {
    await this.projects.findOwned(projectId, ownerId);
    await this.projects.rename(projectId, name);
    return this.view(projectId);
  }

  async page(ownerId: string, page: number, pageSize: number, keyword?: string) {
    const { rows, total } = await this.projects.page(ownerId, page, pageSize, keyword);
    return { items: rows.map(toProjectView), total };
  }

  async detail(ownerId: string, projectId: string): Promise<ProjectDetail> {
    await this.projects.findOwned(projectId, ownerId);
    return toProjectDetail(
      await this.projects.row(projectId),
      await this.flows.rows(projectId),
      await this.panels.summariesOfProject(projectId),
    );
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
    await this.projects.findOwned(projectId, ownerId);
    return this.txHost.withTransaction(async () => {
      if (flowId) {
        const flow = await this.flows.findOwned(flowId, ownerId);
        if (flow.projectId !== projectId) throw new AppException(ErrorCode.NoPermission);
        if (name) await this.flows.update(flowId, { name });
      } else {
        // Lock the project so two new folders in a row get different numbers.
        await this.projects.lock(projectId);
        const { n, next } = await this.flows.countAndNextSort(projectId);
        const created = await this.flows.create({
          ownerId,
          projectId,
          name: name ?? defaultFlowName(n + 1, language),
          sort: next,
        });
        flowId = created.id;
      }
      await this.projects.touch(projectId);
      return (await this.flowViews(projectId)).find((flow) => flow.flowId === flowId)!;
    });
  }

  async sortFlows(ownerId: string, projectId: string, flowIds: string[]): Promise<FlowView[]> {
    await this.projects.findOwned(projectId, ownerId);
    return this.txHost.withTransaction(async () => {
      const known = new Set(await this.flows.idsOfProject(projectId));
      if (
        flowIds.length !== known.size ||
        new Set(flowIds).size !== known.size ||
        !flowIds.every((id) => known.has(id))
      ) {
        throw new AppException(ErrorCode.Conflict, {
          reason: 'flowIds must list every folder of the project once',
        });
      }
      for (const [sort, id] of flowIds.entries()) await this.flows.update(id, { sort });
      await this.projects.touch(projectId);
      return this.flowViews(projectId);
    });
  }

  async deleteFlow(ownerId: string, flowId: string): Promise<void> {
    const flow = await this.flows.findOwned(flowId, ownerId);
    await this.txHost.withTransaction(async () => {
      await this.flows.delete(flowId);
      await this.projects.touch(flow.projectId);
    });
  }
}
