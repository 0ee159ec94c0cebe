import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WorkbenchActions } from '@client/features/workbench/hooks/use-workbench-actions';
import { projectListQuery } from '@client/features/workbench/hooks/workbench-queries';
import { validateProjectName } from '@client/features/workbench/state/validation';
import type { ProjectDetail } from '@client/features/workbench/state/workbench-types';

import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { FlowSection } from './flow-section';
import { InlineName } from './inline-name';
import { ItemMenu } from './item-menu';
import { ProjectNameDialog } from './project-name-dialog';

type ProjectSidebarProps = {
  project: ProjectDetail | undefined;
  currentPanelId: string;
  actions: WorkbenchActions;
};

// The left sidebar: projects, then the current project's flows (shown as folders) and their panels.
export function ProjectSidebar({ project, currentPanelId, actions }: ProjectSidebarProps) {
  const { t } = useTranslation();
  const projects = useQuery(projectListQuery());
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const others = (projects.data?.items ?? []).filter((item) => item.projectId !== project?.projectId);
  const newProject = async () => {
    if (await actions.canAddProject()) setCreating(true);
  };

  return (
    <div className="wb-sidebar">
      <div className="wb-sidebar__project">
        <p className="wb-sidebar__eyebrow">{t('workbench.sidebar.project')}</p>
        <div className="wb-sidebar__project-row">
          {project && renaming ? (
            <InlineName
              name={project.name}
              validate={validateProjectName}
              onSave={(name) => actions.renameProject(project.projectId, name)}
              onDone={() => setRenaming(false)}
            />
          ) : (
            <h2 className="wb-sidebar__project-name" onDoubleClick={() => setRenaming(true)}>
              {project?.name ?? '…'}
            </h2>
          )}
          {project && (
            <ItemMenu
              name={project.name}
              entries={[
                { id: 'rename', label: t('workbench.sidebar.rename'), onSelect: () => setRenaming(true) },
                {
                  id: 'copy',
                  label: t('workbench.sidebar.copy'),
                  onSelect: () => void actions.copyProject(project.projectId),
                },
                { id: 'new', label: t('workbench.sidebar.newProject'), onSelect: () => void newProject() },
              ]}
            />
          )}
        </div>
        <button
          type="button"
          className="wb-sidebar__list-toggle"
          aria-expanded={listOpen}
          onClick={() => setListOpen((value) => !value)}
        >
          {t('workbench.sidebar.allProjects', { count: projects.data?.total ?? 0 })}
        </button>
        {listOpen && (
          <ul className="wb-sidebar__projects" aria-label={t('workbench.sidebar.otherProjects')}>
            {others.map((item) => (
              <li key={item.projectId} className="wb-panel">
                <button
                  type="button"
                  className="wb-panel__open"
                  onClick={() => void actions.openProject(item.projectId)}
                >
                  <span className="wb-panel__name">{item.name}</span>
                  <span className="wb-panel__size">{t('workbench.sidebar.panelCount', { count: item.pageCount })}</span>
                </button>
                <ItemMenu
                  name={item.name}
                  entries={[
                    {
                      id: 'copy',
                      label: t('workbench.sidebar.copy'),
                      onSelect: () => void actions.copyProject(item.projectId),
                    },
                    {
                      id: 'delete',
                      label: t('workbench.sidebar.delete'),
                      danger: true,
                      onSelect: () =>
                        setConfirming({
                          title: t('workbench.confirm.deleteProjectTitle', { name: item.name }),
                          text: t('workbench.confirm.deleteProjectText'),
                          confirmLabel: t('workbench.confirm.delete'),
                          onConfirm: () => actions.deleteProject(item.projectId),
                        }),
                    },
                  ]}
                />
              </li>
            ))}
            <li>
              <button type="button" className="wb-sidebar__add" onClick={() => void newProject()}>
                {t('workbench.sidebar.newProject')}
              </button>
            </li>
          </ul>
        )}
      </div>

      <nav className="wb-sidebar__flows" aria-label={t('workbench.sidebar.foldersLabel')}>
        {project?.flows.map((flow, index) => (
          <FlowSection
            key={flow.flowId}
            project={project}
            flow={flow}
            index={index}
            currentPanelId={currentPanelId}
            actions={actions}
            confirm={setConfirming}
          />
        ))}
      </nav>
      {project && (
        <button type="button" className="wb-sidebar__add" onClick={() => void actions.createFlow(project.projectId)}>
          {t('workbench.sidebar.newFolder')}
        </button>
      )}

      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
      <ProjectNameDialog
        open={creating}
        initialName={t('workbench.defaults.projectName')}
        onSubmit={async (name) => {
          // Refused by the plan, the upgrade prompt takes over: this dialog closes either way.
          await actions.createProject(name);
          return true;
        }}
        onClose={() => setCreating(false)}
      />
    </div>
  );
}
