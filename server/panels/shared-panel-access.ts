import type { SharedPanelAccess } from '@server/accounts/entities/plan-tier.entity';

export type SharedPanelAction = 'edit' | 'duplicate';
export type SharedPanelRefusal = 'plan' | 'share';

// Spec §6 on another user's shared panel: anyone with the link views it; duplicating needs a plan that allows
// edit (the link shows the whole design anyway); editing needs the plan and the link both to say edit.
// The owner is never refused their own panel.
export function sharedPanelRefusal(
  action: SharedPanelAction,
  link: SharedPanelAccess,
  plan: SharedPanelAccess,
): SharedPanelRefusal | null {
  if (plan !== 'edit') return 'plan';
  if (action === 'edit' && link !== 'edit') return 'share';
  return null;
}
