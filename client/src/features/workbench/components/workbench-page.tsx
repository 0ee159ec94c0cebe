import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import '@client/features/workbench/workbench-texts';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';
import { useUser } from '@client/features/account/hooks/use-user';
import { useOpenWorkbench } from '@client/features/workbench/hooks/use-open-workbench';
import { useQuestionMark } from '@client/features/workbench/hooks/use-question-mark';
import { useWorkbenchActions } from '@client/features/workbench/hooks/use-workbench-actions';
import { projectDetailQuery } from '@client/features/workbench/hooks/workbench-queries';
import type { WorkbenchPanel, WorkbenchSearch } from '@client/features/workbench/state/workbench-types';
import type { WorkbenchSlotContext, WorkbenchSlots } from '@client/features/workbench/workbench-slots';
import { usePhoneLayout } from '@client/ui/phone-layout';
import { Sheet } from '@client/ui/sheet';

import { AppFooter } from './app-footer';
import { ExportDialog } from './export-dialog';
import { PanelProperties } from './panel-properties';
import { PhoneNotice } from './phone-notice';
import { ProjectSidebar } from './project-sidebar';
import { ShortcutsDialog } from './shortcuts-dialog';
import { UpgradeDialog } from './upgrade-dialog';
import { VersionHistoryDialog } from './version-history-dialog';
import { WelcomeGuide } from './welcome-guide';
import { WorkbenchTopBar } from './workbench-top-bar';

import './workbench.css';

export type WorkbenchPageProps = WorkbenchSlots & { search: WorkbenchSearch };

// The workbench (spec §2): needs a login; a visitor is asked to sign in and the page follows.
export function WorkbenchPage(props: WorkbenchPageProps) {
  const { isLogin, user } = useUser();
  if (!isLogin) return <WorkbenchSignIn />;
  return <SignedInWorkbench {...props} userCode={user?.userCode || user?.email || 'user'} />;
}

function WorkbenchSignIn() {
  const { t } = useTranslation();
  const asked = useRef(false);
  // Spec §4: an anonymous visitor of the workbench logs in first (intent kept across a provider's redirect);
  // once signed in this page re-renders into the workbench at the same address.
  const ask = () => openLoginModal({ action: 'navigate_workbench' });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  }, []);
  return (
    <main id="main" className="wb-signin">
      <div className="wb-signin__card">
        <h1 className="wb-signin__title">{t('workbench.signIn.title')}</h1>
        <p className="wb-signin__text">{t('workbench.signIn.text')}</p>
        <button type="button" className="button button--primary" onClick={ask}>
          {t('workbench.signIn.button')}
        </button>
      </div>
    </main>
  );
}

function SignedInWorkbench({ search, userCode, ...slots }: WorkbenchPageProps & { userCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { opening, retry } = useOpenWorkbench(search, true);
  const opened = opening.status === 'open' ? opening.opened : undefined;
  const project = useQuery({ ...projectDetailQuery(opened?.projectId ?? ''), enabled: opened !== undefined });
  const panel = project.data?.flows.flatMap((flow) => flow.panels).find((item) => item.panelId === opened?.panelId);
  const actions = useWorkbenchActions(opened?.panelId);
  const [exporting, setExporting] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), [setShortcutsOpen]);
  useQuestionMark(openShortcuts);
  const phone = usePhoneLayout();
  // The panels sheet belongs to the panel it was opened on: choosing another one shows that panel.
  const [panelsOpenOn, setPanelsOpenOn] = useState<string | null>(null);
  const panelsOpen = panelsOpenOn !== null && panelsOpenOn === (opened?.panelId ?? '');
  const setPanelsOpen = (open: boolean) => setPanelsOpenOn(open ? (opened?.panelId ?? '') : null);
  const [propertiesOpen, setPropertiesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  // A panel that is no longer in its project (deleted elsewhere, a stale link): open the project instead.
  const missing = project.isSuccess && opened !== undefined && panel === undefined;
  useEffect(() => {
    if (missing) void navigate({ to: '/web/workbench', search: { projectId: opened.projectId }, replace: true });
  }, [missing, navigate, opened?.projectId]);

  const context: WorkbenchSlotContext | undefined = opened && { ...opened, panel };
  const sidebar = <ProjectSidebar project={project.data} currentPanelId={opened?.panelId ?? ''} actions={actions} />;
  const inspector = context && panel && (slots.renderInspector?.(context) ?? <PanelProperties panel={panel} />);

  return (
    <div className="wb">
      <WorkbenchTopBar
        projectName={project.data?.name}
        panelName={panel?.name}
        panelId={opened?.panelId}
        saveState={context && slots.renderSaveState?.(context)}
        onExport={() => setExporting(true)}
        onShortcuts={openShortcuts}
        onHistory={() => setHistoryOpen(true)}
      />
      <div className="wb__body">
        {!phone && (
          <aside className="wb__sidebar" aria-label={t('workbench.sidebar.label')}>
            {sidebar}
          </aside>
        )}
        <main id="main" className="wb__centre" tabIndex={-1}>
          {opening.status === 'failed' || project.isError ? (
            <div className="wb__state" role="alert">
              <p>{t('workbench.openFailed')}</p>
              <div className="wb__state-actions">
                <button
                  type="button"
                  className="button wb-button"
                  onClick={() => (project.isError ? void project.refetch() : retry())}
                >
                  {t('workbench.retry')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void navigate({ to: '/web/workbench', search: { mode: 'new' } })}
                >
                  {t('workbench.openLast')}
                </button>
              </div>
            </div>
          ) : context && panel ? (
            (slots.renderCanvas?.(context) ?? <PanelPreview panel={panel} />)
          ) : (
            <p className="wb__state" role="status">
              {t('workbench.opening')}
            </p>
          )}
        </main>
        {!phone && (
          <aside className="wb__inspector" aria-label={t('workbench.inspectorLabel')}>
            {inspector}
          </aside>
        )}
      </div>
      {phone && (
        // A phone keeps the width for the canvas: panels and properties open as sheets (issue 14).
        <>
          <nav className="wb-phone-bar" aria-label={t('workbench.phone.bar')}>
            <button type="button" className="button wb-button" onClick={() => setPanelsOpen(true)}>
              {t('workbench.phone.panels')}
            </button>
            <button
              type="button"
              className="button wb-button"
              disabled={!inspector}
              onClick={() => setPropertiesOpen(true)}
            >
              {t('workbench.inspectorLabel')}
            </button>
            <button type="button" className="button wb-button" disabled={!context} onClick={() => setHistoryOpen(true)}>
              {t('workbench.history.button')}
            </button>
          </nav>
          <Sheet
            side="left"
            open={panelsOpen}
            onOpenChange={setPanelsOpen}
            title={t('workbench.sidebar.label')}
            closeLabel={t('workbench.phone.closePanels')}
            testId="panels-sheet"
          >
            {sidebar}
          </Sheet>
          <Sheet
            side="bottom"
            open={propertiesOpen && Boolean(inspector)}
            onOpenChange={setPropertiesOpen}
            title={t('workbench.inspectorLabel')}
            closeLabel={t('workbench.phone.closeProperties')}
            testId="properties-sheet"
          >
            <div className="wb-phone-inspector">{inspector}</div>
          </Sheet>
          {panel && <PhoneNotice />}
        </>
      )}
      <AppFooter />
      {opened && (
        <ExportDialog
          open={exporting}
          onClose={() => setExporting(false)}
          panelId={opened.panelId}
          panelName={panel?.name ?? ''}
        />
      )}
      {context &&
        historyOpen &&
        (slots.renderHistory?.(context, { open: historyOpen, onClose: () => setHistoryOpen(false) }) ?? (
          <VersionHistoryDialog panelId={context.panelId} open onClose={() => setHistoryOpen(false)} />
        ))}
      <ShortcutsDialog shortcuts={slots.shortcuts ?? []} open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      <UpgradeDialog />
      {/* Once the workbench shows a panel, not over the loading screen. */}
      {panel && <WelcomeGuide userCode={userCode} />}
    </div>
  );
}

// Until the editor is plugged in: the panel's preview image, or its frame with name and size.
function PanelPreview({ panel }: { panel: WorkbenchPanel }) {
  const { t } = useTranslation();
  const ratio = `${panel.width} / ${panel.height}`;
  const sizing = { aspectRatio: ratio, '--panel-ratio': panel.width / panel.height } as CSSProperties;
  return (
    <figure className="wb-preview" data-testid="panel-preview">
      {panel.previewUrl ? (
        <img className="wb-preview__image" src={panel.previewUrl} alt={panel.name} style={sizing} />
      ) : (
        <div className="wb-preview__frame" style={{ ...sizing, background: panel.background }}>
          <span className="wb-preview__name">{panel.name}</span>
        </div>
      )}
      <figcaption className="wb-preview__caption">
        {t('workbench.previewCaption', { name: panel.name, width: panel.width, height: panel.height })}
      </figcaption>
    </figure>
  );
}
