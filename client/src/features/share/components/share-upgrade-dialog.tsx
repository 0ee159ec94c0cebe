import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { useRequireLogin } from '@client/features/auth/hooks/use-require-login';

type ShareUpgradeDialogProps = { open: boolean; message: string; onClose: () => void };

// Spec §6 and §8: 44002001 on another user's shared design when the plan only views it; the way out is pricing.
export function ShareUpgradeDialog({ open, message, onClose }: ShareUpgradeDialogProps) {
  const { t } = useTranslation();
  const { upgrade } = useRequireLogin('shared-design');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="share-dialog-overlay" />
        <AlertDialog.Content className="share-upgrade" data-testid="share-upgrade">
          <div className="share-upgrade__badge" aria-hidden="true">
            PRO
          </div>
          <AlertDialog.Title className="share-upgrade__title">{t('share.upgradeTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="share-upgrade__text">
            {message || t('share.upgradeText')}
          </AlertDialog.Description>
          <p className="share-upgrade__text">{t('share.upgradeBenefits')}</p>
          <div className="share-upgrade__actions">
            <AlertDialog.Cancel className="button share-button share-button--secondary">
              {t('share.later')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button--primary share-button" onClick={() => upgrade('pro')}>
              {t('share.upgrade')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
