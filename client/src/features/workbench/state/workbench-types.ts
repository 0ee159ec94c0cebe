import type { ProjectQueryProjectResponse } from '@client/api/generated';

export type ProjectDetail = ProjectQueryProjectResponse['data'];
export type WorkbenchFlow = ProjectDetail['flows'][number];
export type WorkbenchPanel = WorkbenchFlow['panels'][number];

// The workbench address (spec §2): mode=new, projectId, panelId, templateId.
export type WorkbenchSearch = {
  mode?: 'new';
  projectId?: string;
  panelId?: string;
  templateId?: string;
};
