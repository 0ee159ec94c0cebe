import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

import { goToWorkbench } from '@client/features/auth/handoff';

import { Confetti } from './confetti';

// Spec §2: the Payment Successful modal after the checkout's return, with confetti.
export function PaymentSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="pricing-dialog__overlay" />
        {open && <Confetti />}
        <Dialog.Content className="pricing-dialog pricing-dialog--success" data-testid="payment-success">
          <div className="pricing-dialog__check" aria-hidden="true">
            ✓
          </div>
          <Dialog.Title className="pricing-dialog__title">{t('pricing.success.title')}</Dialog.Title>
          <Dialog.Description className="pricing-dialog__text">{t('pricing.success.text')}</Dialog.Description>
          <div className="pricing-dialog__actions">
            <button type="button" className="button pricing-dialog__secondary" onClick={onClose}>
              {t('pricing.success.later')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void goToWorkbench()}>
              {t('pricing.success.start')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
