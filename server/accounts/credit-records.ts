import type { LedgerRecordRow } from './account-ledger.repository';
import type { CreditRecordView } from './dto/account.dto';

// Where a movement came from, read from its idempotency key (each caller names its keys by what it does).
const SOURCES = [
  ['agent:', 'designer'],
  ['order:', 'order'],
  ['stripe-invoice:', 'renewal'],
  ['signup-free-chances:', 'signup'],
  ['admin:', 'operator'],
] as const;

export type CreditSource = (typeof SOURCES)[number][1] | 'other';
export const CREDIT_SOURCES = [...SOURCES.map(([, source]) => source), 'other'] as const;

export function creditSource(idempotencyKey: string): CreditSource {
  return SOURCES.find(([prefix]) => idempotencyKey.startsWith(prefix))?.[1] ?? 'other';
}

export function creditRecordView(row: LedgerRecordRow): CreditRecordView {
  const source = creditSource(row.idempotency_key);
  return {
    id: row.id,
    currency: row.currency,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balance_after,
    source,
    // The order number a purchase or renewal granted for (its reason reads "order <number>").
    orderNo: source === 'order' || source === 'renewal' ? (/^order (\S+)$/.exec(row.reason)?.[1] ?? null) : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
