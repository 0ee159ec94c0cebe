import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { formatCredits, formatLocalDate } from '@client/features/account/format';
import { useLanguage } from '@client/features/language/hooks/use-language';

import { billingKeys, cancelSubscription, ordersQuery } from '../hooks/billing-queries';

import './billing-section.css';

const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(cents / 100);

// The personal centre's billing: each order with its plan, amount, state and renewal date, and the cancel
// (at the end of the paid period) of a running subscription.
export function BillingSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const orders = useQuery(ordersQuery());
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all() });
      onChanged();
    },
  });
  const items = orders.data?.items ?? [];

  return (
    <section className="personal__card billing" aria-labelledby="personal-billing">
      <h2 id="personal-billing" className="personal__card-title">
        {t('billing.title')}
      </h2>
      {orders.isPending && <p className="personal__text">{t('billing.loading')}</p>}
      {!orders.isPending && items.length === 0 && <p className="personal__text">{t('billing.empty')}</p>}
      {items.length > 0 && (
        <ul className="billing__orders" aria-label={t('billing.orders')}>
          {items.map((order) => {
            const renewal = formatLocalDate(order.periodEnd, language);
            return (
              <li key={order.orderId} className="billing__order" data-testid="billing-order">
                <div className="billing__order-main">
                  <span className="billing__plan">
                    {t(`billing.items.${order.itemId}`, { defaultValue: order.itemId })} ·{' '}
                    {t(order.cycleType === 2 ? 'billing.annual' : 'billing.monthly')}
                  </span>
                  <span className="personal__sub">
                    {money(order.amount, order.currency, language)} ·{' '}
                    {t('billing.credits', { credits: formatCredits(String(order.credits), language) })}
                  </span>
                  <span className="personal__sub personal__mono">{order.orderNo}</span>
                </div>
                <div className="billing__order-side">
                  <span className={`billing__state billing__state--${order.state}`} data-testid="billing-state">
                    {t(`billing.states.${order.subscriptionState ?? order.state}`)}
                  </span>
                  {renewal && order.state === 'paid' && (
                    <span className="personal__sub">
                      {t(order.subscriptionState === 'active' ? 'billing.renewsOn' : 'billing.runsUntil', {
                        date: renewal,
                      })}
                    </span>
                  )}
                  {order.subscriptionState === 'active' && (
                    <button
                      type="button"
                      className="billing__cancel"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(order.orderId)}
                    >
                      {t('billing.cancel')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
