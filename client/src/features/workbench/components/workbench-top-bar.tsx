import { Link, useNavigate } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '@client/features/language/components/language-switch';
import { BrandMark } from '@client/features/layout/components/brand-mark';
import { UserMenu } from '@client/features/account/components/user-menu';
import { useLogout } from '@client/features/account/hooks/use-logout';
import { ShareDialog } from '@client/features/workbench/components/share-dialog';

type WorkbenchTopBarProps = {
  projectName: string | undefined;
  panelName: string | undefined;
  panelId: string | undefined;
  saveState: ReactNode;
  onExport: () => void;
  onShortcuts: () => void;
  onHistory: () => void;
};

// The workbench's top bar: logo (home), project and panel names, save state, share, export,
// language and the user's menu.
export function WorkbenchTopBar(props: WorkbenchTopBarProps) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  // Leaving for the home page first: the workbench would ask to sign in again right away.
  const onLogout = async () => {
    await navigate({ to: '/' });
    await logout();
  };
  return (
    <header className="wb-top">
      <Link to="/" className="wb-top__brand" aria-label={t('app.home')}>
        <BrandMark size={26} />
      </Link>
      <div className="wb-top__names">
        <span className="wb-top__project" data-testid="top-project-name">
          {props.projectName ?? ''}
        </span>
        {props.projectName && (
          <span className="wb-top__slash" aria-hidden="true">
            /
          </span>
        )}
        <h1 className="wb-top__panel" data-testid="top-panel-name">
          {props.panelName ?? t('workbench.title')}
        </h1>
      </div>
      <div className="wb-top__save">{props.saveState}</div>
      <div className="wb-top__actions">
        <button
          type="button"
          className="wb-icon-button wb-top__help"
          aria-label={t('workbench.shortcuts.open')}
          aria-keyshortcuts="?"
          onClick={props.onShortcuts}
        >
          ?
        </button>
        <button
          type="button"
          className="button wb-button wb-top__history"
          disabled={!props.panelId}
          onClick={props.onHistory}
        >
          {t('workbench.history.button')}
        </button>
        <button
          type="button"
          className="button wb-button wb-top__share"
          disabled={!props.panelId}
          onClick={() => setSharing(true)}
        >
          {t('workbench.share.button')}
        </button>
        {props.panelId && sharing && (
          <ShareDialog key={props.panelId} panelId={props.panelId} open onClose={() => setSharing(false)} />
        )}
        <button type="button" className="button button--primary" disabled={!props.panelId} onClick={props.onExport}>
          {t('workbench.export.button')}
        </button>
        <LanguageSwitch />
        <UserMenu onLogout={onLogout}>
          <DropdownMenu.Item className="user-menu__item" onSelect={props.onShortcuts}>
            {t('workbench.shortcuts.title')}
          </DropdownMenu.Item>
        </UserMenu>
      </div>
    </header>
  );
}
