import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import type { Language } from '@boxify/design/locale';
import { ErrorCode } from '@server/common/errors/error-codes';
import { FlowRepository } from '@server/projects/flow.repository';
import { PlanLimitsService } from '@server/projects/plan-limits.service';
import { defaultFlowName } from '@server/projects/project.service';
import { ProjectRepository } from '@server/projects/project.repository';
import { toPanelView } from '@server/projects/project-views';

import type { PanelView } from './dto/panel.dto';
import { importDesignJson } from '@boxify/design/import';
import { DOCUMENT_LIMITS } from '@boxify/design/schema';

import { assertStorable, emptyDocument } from './panel-document';
import { PanelVersions } from './panel-versions';
import { PanelRepository } from './panel.repository';
import { DesignOverLimit } from './panels.exception';

export type NewPanel = { name: string; width: number; height: number; background?: string; children?: unknown[] };
export type Placement = { flowId?: string; projectId?: string };

@Injectable()
export class PanelService {
  constructor(
    private readonly txHost: Transactions,
    private readonly limits: PlanLimitsService,
    private readonly panels: PanelRepository,
    private readonly projects: ProjectRepository,
    private readonly flows: FlowRepository,
    private readonly history: PanelVersions,
  ) {}

  private async view(panelId: string): Promise<PanelView> {
    return toPanelView(await this.panels.summary(panelId));
  }

  // The folder a new panel goes to: the one named, or the project's first (created when it has none).
  private async resolveFlow(ownerId: string, placement: Placement, language: Language) {
    if (placement.flowId) return this.flows.findOwned(placement.flowId, ownerId);
    const project = await this.projects.findOwned(placement.projectId!, ownerId);
    const first = await this.flows.first(project.id);
    return first ?? this.flows.create({ ownerId, projectId: project.id, name: defaultFlowName(1, language), sort: 0 });
  }

  async create(ownerId: string, placement: Placement, panels: NewPanel[], language: Language): Promise<PanelView[]> {
    return this.limits.withRoom(ownerId, { panels: panels.length }, async () => {
      const flow = await this.resolveFlow(ownerId, placement, language);
      const next = await this.panels.nextSort(flow.id);
      const created: PanelView[] = [];
      for (const [index, panel] of panels.entries()) {
        const id = randomUUID();
        const meta = {
          name: panel.name,
          width: panel.width,
          height: panel.height,
          background: panel.background ?? '#ffffff',
        };
        const content = emptyDocument(id, meta, panel.children);
        assertStorable(content);
        await this.panels.insert({
          id,
          ownerId,
          projectId: flow.projectId,
          flowId: flow.id,
          ...meta,
          content,
          sort: next + index,
        });
        created.push(await this.view(id));
      }
      await this.projects.touch(flow.projectId);
      return created;
    });
  }

  // JSON upload of UI objects: every panel in the file becomes a panel in the folder.
  async importJson(ownerId: string, placement: Placement, fileName: string, json: string, language: Language) {
    await this.resolveFlow(ownerId, placement, language); // ownership before parsing
    const imported = importDesignJson(fileName, json);
    if (!imported.ok && imported.limit) {
      const { limit, path = '(root)' } = imported;
      throw new DesignOverLimit({ limit, max: DOCUMENT_LIMITS[limit], path }, '');
    }
    if (!imported.ok) {
      throw new AppException(
        ErrorCode.ImportFailed,
        {},
        { message: imported.message, data: { reason: imported.code, path: imported.path ?? null } },
      );
    }
    const panels = imported.panels.map(({ name, width, height, background, children }) => ({
      name,
      width: Math.max(375, Math.round(width)),
      height: Math.max(100, Math.round(height)),
      background,
      children,
    }));
    return this.create(ownerId, placement, panels, language);
  }

  async update(
    ownerId: string,
    panelId: string,
    patch: { name?: string; width?: number; height?: number; background?: string; flowId?: string; sort?: number },
  ): Promise<PanelView> {
    return this.txHost.withTransaction(async () => {
      const panel = await this.panels.findOwned(panelId, ownerId, true);
      if (patch.flowId && patch.flowId !== panel.flowId) {
        const flow = await this.flows.findOwned(patch.flowId, ownerId);
        if (flow.projectId !== panel.projectId) throw new AppException(ErrorCode.NoPermission);
      }
      const meta = {
        name: patch.name ?? panel.name,
        width: patch.width ?? panel.width,
        height: patch.height ?? panel.height,
        background: patch.background ?? panel.background,
      };
      const changesDocument = (['name', 'width', 'height', 'background'] as const).some(
        (key) => patch[key] !== undefined && patch[key] !== panel[key],
      );
      const content = { ...panel.content, ...meta };
      await this.panels.update(panelId, {
        ...meta,
        flowId: patch.flowId ?? panel.flowId,
        sort: patch.sort ?? panel.sort,
        // The document carries the panel's name and size too: keep both in step (an edit in its history).
        ...(changesDocument ? { content, version: panel.version + 1 } : {}),
      });
      if (changesDocument) {
        const before = { version: panel.version, document: panel.content };
        await this.history.record(
          ownerId,
          ownerId,
          panelId,
          before,
          { version: panel.version + 1, document: content },
          {
            kind: 'edit',
          },
        );
      }
      await this.projects.touch(panel.projectId);
      return this.view(panelId);
    });
  }

  async remove(ownerId: string, panelId: string): Promise<void> {
    const panel = await this.panels.findOwned(panelId, ownerId);
    await this.txHost.withTransaction(async () => {
      await this.panels.delete(panelId);
      await this.projects.touch(panel.projectId);
    });
  }

  async copy(ownerId: string, panelId: string, language: Language): Promise<PanelView> {
    const source = await this.panels.findOwned(panelId, ownerId);
    const suffix = language === 'zh' ? ' 副本' : ' copy';
    const name = `${source.name.slice(0, 100 - suffix.length)}${suffix}`;
    return this.limits.withRoom(ownerId, { panels: 1 }, async () => {
      const id = randomUUID();
      await this.panels.shiftAfter(source.flowId, source.sort);
      await this.panels.insert({
        id,
        ownerId,
        projectId: source.projectId,
        flowId: source.flowId,
        name,
        width: source.width,
        height: source.height,
        background: source.background,
        content: { ...source.content, id, name },
        sort: source.sort + 1,
      });
      await this.projects.touch(source.projectId);
      return this.view(id);
    });
  }

  async page(
    ownerId: string,
    placement: Placement,
    page: number,
    pageSize: number,
  ): Promise<{ items: PanelView[]; total: number }> {
    if (placement.flowId) await this.flows.findOwned(placement.flowId, ownerId);
    else await this.projects.findOwned(placement.projectId!, ownerId);
    const { rows, total } = await this.panels.pageIn(
      placement.flowId ? { flowId: placement.flowId } : { projectId: placement.projectId! },
      page,
      pageSize,
    );
    return { items: rows.map(toPanelView), total };
  }

  async location(ownerId: string, panelId: string) {
    const panel = await this.panels.findOwned(panelId, ownerId);
    const row = await this.panels.location(panel.id);
    return {
      panelId,
      project: { projectId: row.project_id, name: row.project_name },
      flow: { flowId: row.flow_id, name: row.flow_name },
    };
  }
}
