import type { WorkbenchSearch } from './workbench-types';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

// Unknown or malformed parameters are dropped rather than refused: the address is typed by people.
export function parseWorkbenchSearch(search: Record<string, unknown>): WorkbenchSearch {
  const parsed: WorkbenchSearch = {};
  if (search.mode === 'new') parsed.mode = 'new';
  const projectId = text(search.projectId);
  const panelId = text(search.panelId);
  const templateId = text(search.templateId);
  if (projectId) parsed.projectId = projectId;
  if (panelId) parsed.panelId = panelId;
  if (templateId) parsed.templateId = templateId;
  return parsed;
}
