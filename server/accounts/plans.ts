// The plans (the spec's service codes) and the levels they give. The highest active level wins.
export const PLANS = {
  base: { level: 10, version: 1 },
  plus: { level: 20, version: 2 },
  plus2: { level: 21, version: 2 },
  plus3: { level: 22, version: 2 },
  pro: { level: 30, version: 2 },
  pro2: { level: 31, version: 2 },
  pro3: { level: 32, version: 2 },
  enterprise: { level: 40, version: 3 },
} as const;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

// With no active plan: plan 1 (base) and AI plan 1 (unknown/base default).
export const DEFAULT_VERSION = 1;
export const DEFAULT_AI_VERSION = 1;

export type PlanGrant = { plan: PlanName; endTime: Date | null };

export type DerivedPlan = {
  version: number;
  versionEndTime: string | null;
  aiVersion: number;
  aiVersionEndTime: string | null;
};

export function isPlanName(value: string): value is PlanName {
  return Object.hasOwn(PLANS, value);
}

// Pure: the winning plan among those still running at `now`.
export function derivePlan(grants: PlanGrant[], now = new Date()): DerivedPlan {
  const active = grants.filter((grant) => grant.endTime === null || grant.endTime > now);
  if (!active.length) {
    return { version: DEFAULT_VERSION, versionEndTime: null, aiVersion: DEFAULT_AI_VERSION, aiVersionEndTime: null };
  }
  const best = active.reduce((a, b) => (PLANS[b.plan].level > PLANS[a.plan].level ? b : a));
  const endTime = best.endTime?.toISOString() ?? null;
  return {
    version: PLANS[best.plan].version,
    versionEndTime: endTime,
    aiVersion: PLANS[best.plan].level,
    aiVersionEndTime: endTime,
  };
}
