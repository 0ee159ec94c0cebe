import type { EntityManager } from 'typeorm';

import type { FlowView, PanelSummary, ProjectDetail, ProjectView } from './dto/project.dto';

type ProjectRow = {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  flow_count: number;
  page_count: number;
};

const PROJECT_COLUMNS = `p.id, p.name, p.created_at, p.updated_at,
  (SELECT count(*)::int FROM flow f WHERE f.project_id = p.id) AS flow_count,
  (SELECT count(*)::int FROM panel x WHERE x.project_id = p.id) AS page_count`;

function toProjectView(row: ProjectRow): ProjectView {
  return {
    projectId: row.id,
    name: row.name,
    flowCount: row.flow_count,
    pageCount: row.page_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function projectView(manager: EntityManager, projectId: string): Promise<ProjectView> {
  const [row] = (await manager.query(`SELECT ${PROJECT_COLUMNS} FROM project p WHERE p.id = $1`, [
    projectId,
  ])) as ProjectRow[];
  return toProjectView(row);
}

export async function projectPage(
  manager: EntityManager,
  ownerId: string,
  page: number,
  pageSize: number,
  keyword?: string,
): Promise<{ items: ProjectView[]; total: number }> {
  const filter = keyword ? `AND p.name ILIKE '%' || $2 || '%'` : '';
  const params = keyword ? [ownerId, keyword.replace(/[%_\\]/g, '\\$&')] : [ownerId];
  const [{ total }] = (await manager.query(
    `SELECT count(*)::int AS total FROM project p WHERE p.owner_id = $1 ${filter}`,
    params,
  )) as { total: number }[];
  const rows = (await manager.query(
    `SELECT ${PROJECT_COLUMNS} FROM project p WHERE p.owner_id = $1 ${filter}
     ORDER BY p.updated_at DESC, p.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  )) as ProjectRow[];
  return { items: rows.map(toProjectView), total };
}

type FlowRow = { id: string; project_id: string; name: string; sort: number; page_count: number };

export function toFlowView(row: FlowRow): FlowView {
  return { flowId: row.id, projectId: row.project_id, name: row.name, sort: row.sort, pageCount: row.page_count };
}

export async function flowViews(manager: EntityManager, projectId: string): Promise<FlowView[]> {
  const rows = (await manager.query(
    `SELECT f.id, f.project_id, f.name, f.sort, (SELECT count(*)::int FROM panel x WHERE x.flow_id = f.id) AS page_count
     FROM flow f WHERE f.project_id = $1 ORDER BY f.sort, f.created_at`,
    [projectId],
  )) as FlowRow[];
  return rows.map(toFlowView);
}

type PanelRow = {
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

// A preview's key holds a random token made at each render: the link is unguessable and changes
// with every new preview, so it can be cached for ever and shown in <img> without a session.
export function previewUrl(previewKey: string | null): string | null {
  return previewKey ? `/api/uxa-center/draft/Draft/panelPreview?key=${previewKey}` : null;
}

export function toPanelSummary(row: PanelRow): PanelSummary {
  return {
    panelId: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    background: row.background,
    version: row.version,
    previewUrl: previewUrl(row.preview_key),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const PANEL_SUMMARY_COLUMNS = 'id, flow_id, name, width, height, background, version, preview_key, updated_at';

export async function projectDetail(manager: EntityManager, projectId: string): Promise<ProjectDetail> {
  const [project, flows, panels] = await Promise.all([
    projectView(manager, projectId),
    flowViews(manager, projectId),
    manager.query(`SELECT ${PANEL_SUMMARY_COLUMNS} FROM panel WHERE project_id = $1 ORDER BY sort, created_at`, [
      projectId,
    ]) as Promise<PanelRow[]>,
  ]);
  return {
    ...project,
    flows: flows.map((flow) => ({
      ...flow,
      panels: panels.filter((panel) => panel.flow_id === flow.flowId).map(toPanelSummary),
    })),
  };
}
