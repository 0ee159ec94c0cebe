import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '@client/features/language/hooks/use-language';

import { previewOrder } from '../hooks/pricing-queries';
import type { UpgradeTarget } from '../hooks/use-upgrade';
import { formatMoney } from '../money';

type Props = {
  target: UpgradeTarget | null;
  pending: boolean;
  onConfirm: (dontAskAgain: boolean) => void;
  onClose: () => void;
};

// Spec §2: the upgrade screen's payment confirmation — what the order charges and grants — which the user
// can skip next time.
export function UpgradeConfirmDialog({ target, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const preview = useQuery({
    queryKey: ['pricing', 'preview', target?.price.skuId, language],
    queryFn: () => (target ? previewOrder(target.item, target.price) : Promise.reject(new Error('no plan'))),
    enabled: target !== null,
    staleTime: 0,
  });
  const order = preview.data;
  const annual = order?.cycleType === 2;

  return (
    <Dialog.Root open={target !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="pricing-dialog__overlay" />
        <Dialog.Content className="pricing-dialog" data-testid="upgrade-confirm">
          <Dialog.Title className="pricing-dialog__title">{t('pricing.confirm.title')}</Dialog.Title>
          <Dialog.Description className="pricing-dialog__text">{t('pricing.confirm.text')}</Dialog.Description>
          {order ? (
            <dl className="pricing-dialog__order">
              <div>
                <dt>{t('pricing.confirm.plan')}</dt>
                <dd data-testid="upgrade-plan">
                  {order.title} · {t(annual ? 'pricing.annual' : 'pricing.monthly')}
                </dd>
              </div>
              <div>
                <dt>{t('pricing.confirm.credits')}</dt>
                <dd>{t('pricing.confirm.creditsValue', { credits: order.credits })}</dd>
              </div>
              <div className="pricing-dialog__total">
                <dt>{t(annual ? 'pricing.confirm.amountAnnual' : 'pricing.confirm.amountMonthly')}</dt>
                <dd data-testid="upgrade-amount">
                  {order.originAmount > order.amount && (
                    <s className="pricing-dialog__origin">
                      {formatMoney(order.originAmount, order.currency, language)}
                    </s>
                  )}
                  {formatMoney(order.amount, order.currency, language)}
                </dd>
              </div>
            </dl>
          ) : (
            <div className="pricing-dialog__order pricing-skeleton" aria-busy="true">
              {preview.isError ? t('pricing.confirm.previewFailed') : t('pricing.confirm.loading')}
            </div>
          )}
          <label className="pricing-dialog__skip">
            <input type="checkbox" checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} />
            {t('pricing.confirm.dontAskAgain')}
          </label>
          <div className="pricing-dialog__actions">
            <Dialog.Close className="button pricing-dialog__secondary">{t('pricing.confirm.cancel')}</Dialog.Close>
            <button
              type="button"
              className="button button--primary"
              disabled={!order || pending}
              aria-busy={pending}
              onClick={() => onConfirm(dontAskAgain)}
            >
              {pending && <span className="pricing-spinner" aria-hidden="true" />}
              {t('pricing.confirm.pay')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
