import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WorkbenchActions } from '@client/features/workbench/hooks/use-workbench-actions';
import { validateName } from '@client/features/workbench/state/validation';
import type { ProjectDetail, WorkbenchFlow, WorkbenchPanel } from '@client/features/workbench/state/workbench-types';

import type { ConfirmRequest } from './confirm-dialog';
import { InlineName } from './inline-name';
import { ItemMenu } from './item-menu';

// What a dragged panel row carries.
const PANEL_DRAG_TYPE = 'application/x-boxify-panel';

type FlowSectionProps = {
  project: ProjectDetail;
  flow: WorkbenchFlow;
  index: number;
  currentPanelId: string;
  actions: WorkbenchActions;
  confirm: (request: ConfirmRequest) => void;
};

// A flow (shown as a folder) of the project with its panels: create, rename, copy, reorder, delete.
export function FlowSection({ project, flow, index, currentPanelId, actions, confirm }: FlowSectionProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [open, setOpen] = useState(true);
  const headingId = `flow-${flow.flowId}`;

  const askDelete = () => {
    if (flow.panels.some((panel) => panel.panelId === currentPanelId)) {
      void actions.deleteFlow(flow);
      return;
    }
    confirm({
      title: t('workbench.confirm.deleteFolderTitle', { name: flow.name }),
      text: t('workbench.confirm.deleteFolderText', { count: flow.panels.length }),
      confirmLabel: t('workbench.confirm.delete'),
      onConfirm: () => actions.deleteFlow(flow),
    });
  };

  return (
    <section className="wb-flow" aria-labelledby={headingId}>
      <div className="wb-flow__head">
        <button
          type="button"
          className="wb-flow__toggle"
          aria-expanded={open}
          aria-label={t(open ? 'workbench.sidebar.collapse' : 'workbench.sidebar.expand', { name: flow.name })}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d={open ? 'm6 9 6 6 6-6' : 'm9 6 6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {renaming ? (
          <InlineName
            name={flow.name}
            validate={validateName}
            onSave={(name) => actions.renameFlow(project.projectId, flow.flowId, name)}
            onDone={() => setRenaming(false)}
          />
        ) : (
          <h3 id={headingId} className="wb-flow__name" onDoubleClick={() => setRenaming(true)}>
            {flow.name}
            <span className="wb-flow__count">{flow.panels.length}</span>
          </h3>
        )}
        <button
          type="button"
          className="wb-icon-button"
          aria-label={t('workbench.sidebar.newPanelIn', { name: flow.name })}
          onClick={() => void actions.createPanel(project, flow.flowId)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ItemMenu
          name={flow.name}
          entries={[
            { id: 'rename', label: t('workbench.sidebar.rename'), onSelect: () => setRenaming(true) },
            {
              id: 'up',
              label: t('workbench.sidebar.moveUp'),
              disabled: index === 0,
              onSelect: () => void actions.moveFlow(project, index, -1),
            },
            {
              id: 'down',
              label: t('workbench.sidebar.moveDown'),
              disabled: index === project.flows.length - 1,
              onSelect: () => void actions.moveFlow(project, index, 1),
            },
            { id: 'delete', label: t('workbench.sidebar.delete'), danger: true, onSelect: askDelete },
          ]}
        />
      </div>
      {open && (
        <ol
          className="wb-flow__panels"
          onDragOver={(event) => event.dataTransfer.types.includes(PANEL_DRAG_TYPE) && event.preventDefault()}
          onDrop={(event) => {
            // Dropped below the last row: the end of this flow.
            const panelId = event.dataTransfer.getData(PANEL_DRAG_TYPE);
            if (!panelId) return;
            event.preventDefault();
            void actions.dropPanel(panelId, flow, flow.panels.length);
          }}
        >
          {flow.panels.map((panel, panelIndex) => (
            <PanelRow
              key={panel.panelId}
              panel={panel}
              flow={flow}
              index={panelIndex}
              current={panel.panelId === currentPanelId}
              actions={actions}
              confirm={confirm}
            />
          ))}
          {flow.panels.length === 0 && <li className="wb-flow__empty">{t('workbench.sidebar.emptyFolder')}</li>}
        </ol>
      )}
    </section>
  );
}

type PanelRowProps = {
  panel: WorkbenchPanel;
  flow: WorkbenchFlow;
  index: number;
  current: boolean;
  actions: WorkbenchActions;
  confirm: (request: ConfirmRequest) => void;
};

function PanelRow({ panel, flow, index, current, actions, confirm }: PanelRowProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);

  const onDrop = (event: DragEvent) => {
    const panelId = event.dataTransfer.getData(PANEL_DRAG_TYPE);
    setDropTarget(false);
    if (!panelId) return;
    event.preventDefault();
    event.stopPropagation();
    if (panelId !== panel.panelId) void actions.dropPanel(panelId, flow, index);
  };

  const askDelete = () => {
    // Spec §5: the current panel cannot be deleted (the action says so).
    if (current) {
      void actions.deletePanel(panel.panelId);
      return;
    }
    confirm({
      title: t('workbench.confirm.deletePanelTitle', { name: panel.name }),
      text: t('workbench.confirm.deletePanelText'),
      confirmLabel: t('workbench.confirm.delete'),
      onConfirm: () => actions.deletePanel(panel.panelId),
    });
  };

  return (
    <li
      className={['wb-panel', current && 'wb-panel--current', dropTarget && 'wb-panel--drop'].filter(Boolean).join(' ')}
      data-testid="sidebar-panel"
      // Drag a row onto another to put it in that place (the menu's Move up / Move down do the same by keyboard).
      draggable={!renaming}
      onDragStart={(event) => {
        event.dataTransfer.setData(PANEL_DRAG_TYPE, panel.panelId);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PANEL_DRAG_TYPE)) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
    >
      {renaming ? (
        <InlineName
          name={panel.name}
          validate={(value) => (value ? undefined : 'workbench.validation.panelNameRequired')}
          onSave={(name) => actions.renamePanel(panel.panelId, name)}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <button
          type="button"
          className="wb-panel__open"
          aria-current={current ? 'page' : undefined}
          onClick={() => void actions.open(flow.projectId, panel.panelId)}
          onDoubleClick={() => setRenaming(true)}
        >
          <span className="wb-panel__swatch" style={{ background: panel.background }} aria-hidden="true" />
          <span className="wb-panel__name">{panel.name}</span>
          <span className="wb-panel__size" aria-hidden="true">
            {panel.width}×{panel.height}
          </span>
        </button>
      )}
      <ItemMenu
        name={panel.name}
        entries={[
          { id: 'rename', label: t('workbench.sidebar.rename'), onSelect: () => setRenaming(true) },
          { id: 'copy', label: t('workbench.sidebar.copy'), onSelect: () => void actions.copyPanel(panel.panelId) },
          {
            id: 'up',
            label: t('workbench.sidebar.moveUp'),
            disabled: index === 0,
            onSelect: () => void actions.movePanel(flow, index, -1),
          },
          {
            id: 'down',
            label: t('workbench.sidebar.moveDown'),
            disabled: index === flow.panels.length - 1,
            onSelect: () => void actions.movePanel(flow, index, 1),
          },
          { id: 'delete', label: t('workbench.sidebar.delete'), danger: true, onSelect: askDelete },
        ]}
      />
    </li>
  );
}
