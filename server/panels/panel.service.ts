import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import type { Language } from '@boxify/design/locale';
import { findOwned } from '@server/common/database/owned';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { FlowEntity } from '@server/projects/entities/flow.entity';
import { ProjectEntity } from '@server/projects/entities/project.entity';
import { PlanLimitsService } from '@server/projects/plan-limits.service';
import { defaultFlowName, touchProject } from '@server/projects/project.service';
import { FLOW, PROJECT } from '@server/projects/projects.texts';
import { PANEL_SUMMARY_COLUMNS, toPanelSummary } from '@server/projects/project-views';

import type { PanelView } from './dto/panel.dto';
import { PanelEntity } from './entities/panel.entity';
import { importDesignJson } from '@boxify/design/import';

import { emptyDocument } from './panel-document';
import { PANEL } from './panels.texts';

export type NewPanel = { name: string; width: number; height: number; background?: string; children?: unknown[] };
export type Placement = { flowId?: string; projectId?: string };

type PanelRow = Parameters<typeof toPanelSummary>[0] & { project_id: string; flow_id: string };

export async function panelView(manager: EntityManager, panelId: string): Promise<PanelView> {
  const [row] = (await manager.query(`SELECT ${PANEL_SUMMARY_COLUMNS}, project_id FROM panel WHERE id = $1`, [
    panelId,
  ])) as PanelRow[];
  return { ...toPanelSummary(row), projectId: row.project_id, flowId: row.flow_id };
}

@Injectable()
export class PanelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: PlanLimitsService,
  ) {}

  // The folder a new panel goes to: the one named, or the project's first (created when it has none).
  private async resolveFlow(manager: EntityManager, ownerId: string, placement: Placement, language: Language) {
    if (placement.flowId) return findOwned(manager, FlowEntity, placement.flowId, ownerId, FLOW);
    const project = await findOwned(manager, ProjectEntity, placement.projectId!, ownerId, PROJECT);
    const first = await manager.findOne(FlowEntity, { where: { projectId: project.id }, order: { sort: 'ASC' } });
    return (
      first ?? manager.save(FlowEntity, { ownerId, projectId: project.id, name: defaultFlowName(1, language), sort: 0 })
    );
  }

  async create(ownerId: string, placement: Placement, panels: NewPanel[], language: Language): Promise<PanelView[]> {
    return this.limits.withRoom(ownerId, { panels: panels.length }, async (manager) => {
      const flow = await this.resolveFlow(manager, ownerId, placement, language);
      const [{ next }] = (await manager.query(
        'SELECT COALESCE(max(sort) + 1, 0)::int AS next FROM panel WHERE flow_id = $1',
        [flow.id],
      )) as { next: number }[];
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
        await manager.insert(PanelEntity, {
          id,
          ownerId,
          projectId: flow.projectId,
          flowId: flow.id,
          ...meta,
          content,
          sort: next + index,
        });
        created.push(await panelView(manager, id));
      }
      await touchProject(manager, flow.projectId);
      return created;
    });
  }

  // JSON upload of UI objects: every panel in the file becomes a panel in the folder.
  async importJson(ownerId: string, placement: Placement, fileName: string, json: string, language: Language) {
    await this.resolveFlow(this.dataSource.manager, ownerId, placement, language); // ownership before parsing
    const imported = importDesignJson(fileName, json);
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
    return this.dataSource.transaction(async (manager) => {
      const panel = await findOwned(manager, PanelEntity, panelId, ownerId, PANEL, true);
      if (patch.flowId && patch.flowId !== panel.flowId) {
        const flow = await findOwned(manager, FlowEntity, patch.flowId, ownerId, FLOW);
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
      await manager.update(
        PanelEntity,
        { id: panelId },
        {
          ...meta,
          flowId: patch.flowId ?? panel.flowId,
          sort: patch.sort ?? panel.sort,
          // The document carries the panel's name and size too: keep both in step.
          ...(changesDocument ? { content: { ...panel.content, ...meta }, version: panel.version + 1 } : {}),
        },
      );
      await touchProject(manager, panel.projectId);
      return panelView(manager, panelId);
    });
  }

  async remove(ownerId: string, panelId: string): Promise<void> {
    const panel = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(PanelEntity, { id: panelId });
      await touchProject(manager, panel.projectId);
    });
  }

  async copy(ownerId: string, panelId: string, language: Language): Promise<PanelView> {
    const source = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    const suffix = language === 'zh' ? ' 副本' : ' copy';
    const name = `${source.name.slice(0, 100 - suffix.length)}${suffix}`;
    return this.limits.withRoom(ownerId, { panels: 1 }, async (manager) => {
      const id = randomUUID();
      await manager.query('UPDATE panel SET sort = sort + 1 WHERE flow_id = $1 AND sort > $2', [
        source.flowId,
        source.sort,
      ]);
      await manager.insert(PanelEntity, {
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
      await touchProject(manager, source.projectId);
      return panelView(manager, id);
    });
  }

  async page(
    ownerId: string,
    placement: Placement,
    page: number,
    pageSize: number,
  ): Promise<{ items: PanelView[]; total: number }> {
    const manager = this.dataSource.manager;
    const column = placement.flowId ? 'flow_id' : 'project_id';
    const parentId = placement.flowId ?? placement.projectId!;
    if (placement.flowId) await findOwned(manager, FlowEntity, parentId, ownerId, FLOW);
    else await findOwned(manager, ProjectEntity, parentId, ownerId, PROJECT);
    const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM panel WHERE ${column} = $1`, [
      parentId,
    ])) as { total: number }[];
    const rows = (await manager.query(
      `SELECT ${PANEL_SUMMARY_COLUMNS}, project_id FROM panel WHERE ${column} = $1
       ORDER BY sort, created_at LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      [parentId],
    )) as PanelRow[];
    return {
      items: rows.map((row) => ({ ...toPanelSummary(row), projectId: row.project_id, flowId: row.flow_id })),
      total,
    };
  }

  async location(ownerId: string, panelId: string) {
    const panel = await findOwned(this.dataSource.manager, PanelEntity, panelId, ownerId, PANEL);
    const [row] = (await this.dataSource.query(
      `SELECT p.id AS project_id, p.name AS project_name, f.id AS flow_id, f.name AS flow_name
       FROM panel x JOIN project p ON p.id = x.project_id JOIN flow f ON f.id = x.flow_id WHERE x.id = $1`,
      [panel.id],
    )) as { project_id: string; project_name: string; flow_id: string; flow_name: string }[];
    return {
      panelId,
      project: { projectId: row.project_id, name: row.project_name },
      flow: { flowId: row.flow_id, name: row.flow_name },
    };
  }
}
