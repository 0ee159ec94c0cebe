// Spec §7: an affiliate's referral id goes with an order (ext.customerReferenceId → Stripe's client_reference_id).
// It arrives as `?via=` or `?ref=` on any page (or from an affiliate script as window.Rewardful.referral) and is
// kept for 60 days, the last one winning, so a visitor who comes back later to buy still credits the affiliate.
export const REFERRAL_PARAMS = ['via', 'ref'] as const;
export const REFERRAL_KEY = 'boxify_referral';
export const REFERRAL_DAYS = 60;
const VALID = /^[A-Za-z0-9_-]{1,200}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

type Stored = { id: string; until: number };

export function rememberReferral(search: string, storage: Storage = localStorage, now = Date.now()): void {
  const params = new URLSearchParams(search);
  const id = REFERRAL_PARAMS.map((name) => params.get(name)).find((value) => value && VALID.test(value));
  if (!id) return;
  try {
    storage.setItem(REFERRAL_KEY, JSON.stringify({ id, until: now + REFERRAL_DAYS * DAY_MS } satisfies Stored));
  } catch {
    // Storage full or refused (private mode): the referral only lasts this page.
  }
}

export function currentReferral(storage: Storage = localStorage, now = Date.now()): string | undefined {
  const script = (globalThis as { Rewardful?: { referral?: unknown } }).Rewardful?.referral;
  if (typeof script === 'string' && VALID.test(script)) return script;
  try {
    const stored = JSON.parse(storage.getItem(REFERRAL_KEY) ?? 'null') as Partial<Stored> | null;
    if (typeof stored?.id === 'string' && VALID.test(stored.id) && Number(stored.until) > now) return stored.id;
  } catch {
    // A damaged entry counts as none.
  }
  return undefined;
}
