import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

import { goToWorkbench } from '@client/features/auth/handoff';
import { type OpenLoginOptions, openLoginModal } from '@client/features/auth/state/login-modal-store';
import { userStore } from '@client/features/account/state/user-store';
import { track } from '@client/features/analytics/analytics';

export type RequireLoginDeps = {
  isLogin: () => boolean;
  openLogin: (options: OpenLoginOptions) => void;
  toWorkbench: () => Promise<void> | void;
  // `plan`: the plan the pricing section highlights (?plan=…).
  toPricing: (plan?: string) => void;
};

export type RequireLoginActions = {
  // Spec §4: Start Design goes to the workbench, or asks an anonymous visitor to log in first.
  startDesign: () => void;
  // Spec §4: Upgrade goes to pricing, or asks an anonymous visitor to log in first.
  upgrade: (plan?: string) => void;
  // View my designs (shared-design view): the user's projects in the workbench, or the login first when anonymous.
  viewMyDesigns: () => void;
};

export function requireLoginActions(deps: RequireLoginDeps): RequireLoginActions {
  return {
    startDesign() {
      if (deps.isLogin()) void deps.toWorkbench();
      else deps.openLogin({ action: 'navigate_workbench', callback: () => void deps.toWorkbench() });
    },
    upgrade(plan) {
      if (deps.isLogin()) deps.toPricing(plan);
      else deps.openLogin({ action: 'navigate_pricing', callback: () => deps.toPricing(plan) });
    },
    // The designs are in the workbench (its sidebar lists every project); the personal centre lists none.
    viewMyDesigns() {
      if (deps.isLogin()) void deps.toWorkbench();
      else deps.openLogin({ callback: () => void deps.toWorkbench() });
    },
  };
}

// The Start Design and Upgrade helpers later screens (hero, pricing, sticky button) call; `source` names the
// place of the button in the analytics events they report (issue 16).
export function useRequireLogin(source = 'other'): RequireLoginActions {
  const router = useRouter();
  return useMemo(() => {
    const actions = requireLoginActions({
      isLogin: () => userStore.getState().isLogin,
      openLogin: openLoginModal,
      toWorkbench: () => goToWorkbench(),
      toPricing: (plan) => router.history.push(`/?section=pricing${plan ? `&plan=${encodeURIComponent(plan)}` : ''}`),
    });
    return {
      ...actions,
      startDesign() {
        track('start_design', { source });
        actions.startDesign();
      },
      upgrade(plan) {
        track('upgrade_click', { source });
        actions.upgrade(plan);
      },
    };
  }, [router, source]);
}
