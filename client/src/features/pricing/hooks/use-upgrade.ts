import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/ui/toast';

import { isApiError } from '@client/api/api-error';
import { userStore } from '@client/features/account/state/user-store';
import { track } from '@client/features/analytics/analytics';
import { openLoginModal } from '@client/features/auth/state/login-modal-store';

import { isPopular, planTypeOf, type CycleType, type PricingItem, type PricingPrice } from '../pricing-logic';
import { rememberSkipUpgradeConfirm, skipsUpgradeConfirm } from '../upgrade-confirm-preference';
import { oneClick, sessionExpired } from './pricing-queries';

// The checkout returns to this page, in its language; the one-shot jumps (section, plan) are not repeated.
const ONE_SHOT_PARAMS = ['section', 'faq', 'plan', 'payment'];
function returnAddress(): URL {
  const url = new URL(window.location.href);
  url.hash = '';
  for (const name of ONE_SHOT_PARAMS) url.searchParams.delete(name);
  return url;
}

export type UpgradeTarget = { item: PricingItem; price: PricingPrice };

// Upgrade on a plan card (spec §2/§4/§7/§8): a visitor signs in first; the confirmation shows the order's amount
// unless the user chose to skip it; then the card checkout, where the browser goes.
export function useUpgrade(cycle: CycleType) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<UpgradeTarget | null>(null);

  const checkout = useMutation({
    mutationFn: ({ item, price }: UpgradeTarget) => oneClick(item, price, returnAddress()),
    onSuccess: (answer) => {
      const url = answer.payment.deeplink.checkoutUrl;
      if (!url) {
        toast.error(t('pricing.errors.noCheckoutUrl'));
        return;
      }
      window.location.assign(url);
    },
    onError: (error) => {
      if (isApiError(error) && sessionExpired(error)) {
        toast.warning(t('pricing.errors.sessionExpired'));
        openLoginModal({ action: 'navigate_pricing' });
      }
    },
  });

  const start = useCallback(
    (target: UpgradeTarget) => {
      const { isLogin, user } = userStore.getState();
      track('pricing_click', {
        planType: planTypeOf(target.item),
        popular: isPopular(target.item),
        selected: target.price.checked,
        cycleType: cycle,
      });
      if (!isLogin) {
        openLoginModal({ action: 'navigate_pricing', callback: () => setConfirming(target) });
        return;
      }
      if (user?.userCode && skipsUpgradeConfirm(user.userCode)) checkout.mutate(target);
      else setConfirming(target);
    },
    [checkout, cycle],
  );

  const confirm = useCallback(
    (dontAskAgain: boolean) => {
      if (!confirming) return;
      const userCode = userStore.getState().user?.userCode;
      if (dontAskAgain && userCode) rememberSkipUpgradeConfirm(userCode);
      checkout.mutate(confirming);
    },
    [checkout, confirming],
  );

  return {
    start,
    confirming,
    confirm,
    dismiss: () => setConfirming(null),
    pendingSku: checkout.isPending || checkout.isSuccess ? checkout.variables?.price.skuId : undefined,
  };
}
