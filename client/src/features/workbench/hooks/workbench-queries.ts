import { queryOptions } from '@tanstack/react-query';

import { projectPageProject, projectQueryProject } from '@client/api/generated';
import { request } from '@client/api/request';

export const workbenchKeys = {
  all: ['workbench'] as const,
  projects: () => ['workbench', 'projects'] as const,
  project: (projectId: string) => ['workbench', 'project', projectId] as const,
};

// A project with its flows and their panels (Project/queryProject).
export const projectDetailQuery = (projectId: string) =>
  queryOptions({
    queryKey: workbenchKeys.project(projectId),
    queryFn: () => request((o) => projectQueryProject({ ...o, body: { projectId } })),
  });

// The caller's projects, last edited first (Project/pageProject); the sidebar lists up to 100.
export const projectListQuery = () =>
  queryOptions({
    queryKey: workbenchKeys.projects(),
    queryFn: () => request((o) => projectPageProject({ ...o, body: { page: 1, pageSize: 100 } })),
  });
