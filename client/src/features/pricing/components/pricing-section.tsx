import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { aiPlanKey } from '@client/features/account/state/account-state';
import { useUser } from '@client/features/account/hooks/use-user';
import { track } from '@client/features/analytics/analytics';
import { useLanguage } from '@client/features/language/hooks/use-language';
import { useLoaded } from '@client/ui/use-loaded';

import { subscriptionItemsQuery } from '../hooks/pricing-queries';
import { usePaymentParam } from '../hooks/use-payment-param';
import { useUpgrade } from '../hooks/use-upgrade';
import {
  ANNUAL,
  defaultPrice,
  hasBothCycles,
  initialCycle,
  isCurrentPrice,
  isPopular,
  MONTHLY,
  planTypeOf,
  pricesOfCycle,
  reselect,
  type CycleType,
  type PricingItem,
} from '../pricing-logic';
import { PlanCard } from './plan-card';

import './pricing.css';

// The dialogs (and the dialog primitive) load when one opens: the landing's first scripts stay small.
const loadUpgradeConfirm = () => import('./upgrade-confirm-dialog');
const loadPaymentSuccess = () => import('./payment-success-dialog');

// Spec §2: a jump to pricing waits for the plans, then scrolls after 100 ms.
const PRICING_SCROLL_DELAY_MS = 100;

// Read once, as the page opens (the build's first paint renders it without a window: no parameter then).
const readParam = (name: string) => new URLSearchParams(globalThis.location?.search).get(name);

// The landing page's pricing (spec §2/§4): the four plans, the monthly/annual toggle, and the way to pay.
export function PricingSection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useUser();
  const items = useQuery(subscriptionItemsQuery(language, user.user?.userCode ?? ''));
  const [cycle, setCycle] = useState<CycleType | null>(null);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // 'Credit is not enough!' → Upgrade names the plan with more credits (?plan=…).
  const [highlightedPlan] = useState(() => readParam('plan'));
  const payment = usePaymentParam();
  const list = useMemo(() => items.data?.items ?? [], [items.data]);
  const shownCycle = cycle ?? initialCycle(list);
  const upgrade = useUpgrade(shownCycle);
  const confirmDialog = useLoaded(loadUpgradeConfirm, upgrade.confirming !== null);
  const successDialog = useLoaded(loadPaymentSuccess, payment.succeeded);

  const priceOf = (item: PricingItem, of: CycleType = shownCycle) => {
    const prices = pricesOfCycle(item, of);
    return prices.find((p) => p.skuId === chosen[item.itemId]) ?? defaultPrice(prices);
  };
  const currentOf = (item: PricingItem) => isCurrentPrice(item, priceOf(item), user.aiVersion);

  useReportPricing(list, items.isError, (item) => currentOf(item));
  useScrollToPricing(items.isSuccess);

  const switchCycle = (next: CycleType) => {
    if (next === shownCycle) return;
    const moved: Record<string, string> = {};
    for (const item of list) {
      const price = reselect(priceOf(item), pricesOfCycle(item, shownCycle), pricesOfCycle(item, next));
      if (price) moved[item.itemId] = price.skuId;
    }
    setChosen(moved);
    setCycle(next);
  };

  return (
    <section id="pricing" className="pricing container" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="pricing__title">
        {t('pricing.title')}
      </h2>
      <p className="pricing__intro">{t('pricing.intro')}</p>
      {hasBothCycles(list) && (
        <div className="pricing__toggle" role="radiogroup" aria-label={t('pricing.billing')}>
          {([MONTHLY, ANNUAL] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={shownCycle === option}
              className="pricing__toggle-option"
              onClick={() => switchCycle(option)}
            >
              {t(option === ANNUAL ? 'pricing.annual' : 'pricing.monthly')}
            </button>
          ))}
        </div>
      )}
      {items.isPending && <PricingSkeleton />}
      {items.isError && (
        <div className="pricing__error" role="alert">
          <p>{t('pricing.loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={() => void items.refetch()}>
            {t('pricing.tryAgain')}
          </button>
        </div>
      )}
      {items.isSuccess && (
        <div className="pricing__cards">
          {list.map((item) => (
            <PlanCard
              key={item.itemId}
              item={item}
              prices={pricesOfCycle(item, shownCycle)}
              price={priceOf(item)}
              cycle={shownCycle}
              current={currentOf(item)}
              onFreePlan={!user.isLogin || aiPlanKey(user.aiVersion) === 'base'}
              highlighted={highlightedPlan === item.itemId}
              pending={upgrade.pendingSku !== undefined && upgrade.pendingSku === priceOf(item)?.skuId}
              onSelect={(price) => setChosen({ ...chosen, [item.itemId]: price.skuId })}
              onUpgrade={(price) => upgrade.start({ item, price })}
            />
          ))}
        </div>
      )}
      {upgrade.confirming && confirmDialog && (
        <confirmDialog.UpgradeConfirmDialog
          key={upgrade.confirming.price.skuId}
          target={upgrade.confirming}
          pending={upgrade.pendingSku !== undefined}
          onConfirm={upgrade.confirm}
          onClose={upgrade.dismiss}
        />
      )}
      {payment.succeeded && successDialog && <successDialog.PaymentSuccessDialog open onClose={payment.dismiss} />}
    </section>
  );
}

function PricingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pricing__cards" aria-busy="true" aria-label={t('pricing.loading')} data-testid="pricing-skeleton">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="pricing-card pricing-card--skeleton" />
      ))}
    </div>
  );
}

// Spec §3/§8: each card seen is a pricing record; a failed fetch is reported, not shown as a toast.
function useReportPricing(items: PricingItem[], failed: boolean, current: (item: PricingItem) => boolean) {
  const reported = useRef<PricingItem[] | null>(null);
  useEffect(() => {
    if (items.length === 0 || reported.current === items) return;
    reported.current = items;
    for (const item of items) {
      track('pricing_view', { planType: planTypeOf(item), popular: isPopular(item), selected: current(item) });
    }
  }, [items, current]);
  useEffect(() => {
    if (failed) track('failure', { kind: 'pricing_fetch' });
  }, [failed]);
}

// Spec §2: /?section=pricing scrolls here once the plans are in.
function useScrollToPricing(loaded: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || readParam('section') !== 'pricing') return;
    const timer = window.setTimeout(() => {
      done.current = true;
      document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, PRICING_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);
}
