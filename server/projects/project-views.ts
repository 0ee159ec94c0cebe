import type { PanelRow, PanelSummaryRow } from '@server/panels/panel.repository';

import type { FlowView, PanelSummary, ProjectDetail, ProjectView } from './dto/project.dto';
import type { FlowRow } from './flow.repository';
import type { ProjectRow } from './project.repository';

// Rows as the API shows them. The statements that read them live in the repositories.

export function toProjectView(row: ProjectRow): ProjectView {
  return {
    projectId: row.id,
    name: row.name,
    flowCount: row.flow_count,
    pageCount: row.page_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toFlowView(row: FlowRow): FlowView {
  return { flowId: row.id, projectId: row.project_id, name: row.name, sort: row.sort, pageCount: row.page_count };
}

// A preview's key holds a random token made at each render: the link is unguessable and changes
// with every new preview, so it can be cached for ever and shown in <img> without a session.
export function previewUrl(previewKey: string | null): string | null {
  return previewKey ? `/api/uxa-center/draft/Draft/panelPreview?key=${previewKey}` : null;
}

export function toPanelSummary(row: PanelSummaryRow): PanelSummary {
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

export function toPanelView(row: PanelRow) {
  return { ...toPanelSummary(row), projectId: row.project_id, flowId: row.flow_id };
}

export function toProjectDetail(project: ProjectRow, flows: FlowRow[], panels: PanelSummaryRow[]): ProjectDetail {
  return {
    ...toProjectView(project),
    flows: flows.map(toFlowView).map((flow) => ({
      ...flow,
      panels: panels.filter((panel) => panel.flow_id === flow.flowId).map(toPanelSummary),
    })),
  };
}
