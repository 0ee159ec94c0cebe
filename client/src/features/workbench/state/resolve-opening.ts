import type { ProjectDetail, WorkbenchPanel, WorkbenchSearch } from './workbench-types';

export type OpenedPanel = { projectId: string; panelId: string };

// The calls the opening needs, injected so the rules can be tested without a server.
export type OpeningApi = {
  // The caller's last edited project, if any (pageProject lists last edited first).
  lastProject: () => Promise<{ projectId: string } | undefined>;
  projectDetail: (projectId: string) => Promise<ProjectDetail>;
  locatePanel: (panelId: string) => Promise<{ projectId: string }>;
  // A project with the default name; its first flow comes with it.
  createProject: () => Promise<{ projectId: string }>;
  createPanel: (projectId: string) => Promise<{ panelId: string }>;
};

// The panel edited last in a project.
export function lastEditedPanel(detail: ProjectDetail): WorkbenchPanel | undefined {
  let last: WorkbenchPanel | undefined;
  for (const flow of detail.flows) {
    for (const panel of flow.panels) if (!last || panel.updatedAt > last.updatedAt) last = panel;
  }
  return last;
}

async function openProject(api: OpeningApi, projectId: string): Promise<OpenedPanel> {
  const panel = lastEditedPanel(await api.projectDetail(projectId));
  return { projectId, panelId: panel?.panelId ?? (await api.createPanel(projectId)).panelId };
}

/**
 * Which panel the workbench opens. A full address opens as is; a panel alone finds its project; a
 * project opens its last edited panel (or a new first one). mode=new (or no address) opens the last
 * edited project, or creates a project and a first panel when the user has none.
 */
export async function resolveOpening(search: WorkbenchSearch, api: OpeningApi): Promise<OpenedPanel> {
  if (search.panelId && search.projectId) return { projectId: search.projectId, panelId: search.panelId };
  if (search.panelId) return { projectId: (await api.locatePanel(search.panelId)).projectId, panelId: search.panelId };
  if (search.projectId) return openProject(api, search.projectId);
  const last = await api.lastProject();
  if (last) return openProject(api, last.projectId);
  const { projectId } = await api.createProject();
  return { projectId, panelId: (await api.createPanel(projectId)).panelId };
}
