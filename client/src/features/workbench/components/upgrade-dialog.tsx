import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';
import { upgradePromptStore, useUpgradePrompt } from '@client/features/workbench/state/upgrade-prompt-store';

// Spec §6: the basic plan's limits (1 project, 5 panels) end in this prompt, with the way to pricing.
export function UpgradeDialog() {
  const { t } = useTranslation();
  const { open, message } = useUpgradePrompt();
  const { upgrade } = useRequireLogin('workbench-limit');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && upgradePromptStore.close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="wb-dialog__overlay" />
        <AlertDialog.Content className="wb-dialog wb-dialog--small wb-upgrade">
          <div className="wb-upgrade__badge" aria-hidden="true">
            PRO
          </div>
          <AlertDialog.Title className="wb-dialog__title">{t('workbench.upgrade.title')}</AlertDialog.Title>
          <AlertDialog.Description className="wb-dialog__text">
            {message || t('workbench.upgrade.text')}
          </AlertDialog.Description>
          <p className="wb-dialog__text">{t('workbench.upgrade.benefits')}</p>
          <div className="wb-dialog__actions">
            <AlertDialog.Cancel className="button wb-button">{t('workbench.upgrade.later')}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--primary" onClick={() => upgrade()}>
              {t('workbench.upgrade.upgrade')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
