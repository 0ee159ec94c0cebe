import type { UserAccountQueryAccountResponse } from '@client/api/generated';

// The account query's answer (spec §3), also kept as the store's `versionDetails`.
export type AccountView = UserAccountQueryAccountResponse['data'];
export type PlanName = AccountView['services'][number];

export const AI_CREDIT_CURRENCY = 'AI_CREDIT';
export const FREE_ACCEPT_CURRENCY = 'FREE_ACCEPT';

// Spec §4/§9: with no plan the user is on plan 1 and AI plan 1, with no chances and '0' credits.
export const DEFAULT_VERSION = 1;
export const DEFAULT_AI_VERSION = 1;

export type AccountState = {
  version: number;
  versionDetails: AccountView | null;
  versionEndTime: string | null;
  aiVersion: number;
  aiVersionEndTime: string | null;
  aiFreeChance: number;
  aiCredits: string;
};

export const DEFAULT_ACCOUNT_STATE: AccountState = {
  version: DEFAULT_VERSION,
  versionDetails: null,
  versionEndTime: null,
  aiVersion: DEFAULT_AI_VERSION,
  aiVersionEndTime: null,
  aiFreeChance: 0,
  aiCredits: '0',
};

// AI plan levels (spec §3) and the service codes that give them.
export const AI_PLAN_LEVELS: Readonly<Record<PlanName, number>> = {
  base: 10,
  plus: 20,
  plus2: 21,
  plus3: 22,
  pro: 30,
  pro2: 31,
  pro3: 32,
  enterprise: 40,
};

export type AiPlanKey = 'base' | 'plus' | 'plus2' | 'plus3' | 'pro' | 'pro2' | 'pro3' | 'enterprise';

// The plan a level names, for display; 1 (unknown) and 10 both read as the base plan.
export function aiPlanKey(level: number): AiPlanKey {
  const match = (Object.entries(AI_PLAN_LEVELS) as Array<[PlanName, number]>).find(([, value]) => value === level);
  return match ? match[0] : 'base';
}

export function versionKey(version: number): 'base' | 'pro' | 'enterprise' {
  if (version === 3) return 'enterprise';
  if (version === 2) return 'pro';
  return 'base';
}

const balanceOf = (account: AccountView, currency: string): string | undefined =>
  account.balances.find((entry) => entry.currency === currency)?.balance;

// Spec §4: credits come from the AI-token balance; free chances from the free-accept balance, only when above 0.
export function creditsFrom(account: AccountView): string {
  return balanceOf(account, AI_CREDIT_CURRENCY) ?? account.aiCredits ?? '0';
}

export function freeChancesFrom(account: AccountView): number {
  const raw = balanceOf(account, FREE_ACCEPT_CURRENCY);
  const value = raw === undefined ? account.aiFreeChance : Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

// Spec §4: the highest AI level among the user's services wins, with its end date; none matching → base.
// The server derives the same and answers it; its answer wins, the services are the fallback.
export function deriveAiPlan(account: AccountView): { aiVersion: number; aiVersionEndTime: string | null } {
  if (account.aiVersion > DEFAULT_AI_VERSION) {
    return { aiVersion: account.aiVersion, aiVersionEndTime: account.aiVersionEndTime };
  }
  let best: { aiVersion: number; aiVersionEndTime: string | null } = {
    aiVersion: DEFAULT_AI_VERSION,
    aiVersionEndTime: null,
  };
  for (const detail of account.serviceDetails) {
    const level = AI_PLAN_LEVELS[detail.service];
    if (level !== undefined && level > best.aiVersion) best = { aiVersion: level, aiVersionEndTime: detail.endTime };
  }
  return best;
}

export function accountState(account: AccountView): AccountState {
  return {
    version: account.version || DEFAULT_VERSION,
    versionDetails: account,
    versionEndTime: account.versionEndTime,
    ...deriveAiPlan(account),
    aiFreeChance: freeChancesFrom(account),
    aiCredits: creditsFrom(account),
  };
}
