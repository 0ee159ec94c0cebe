import { Client } from 'pg';

// The end state, read straight from the private Postgres: every generation settled the way its
// task ended, the ledger moved at most once per step, and no hold is left without a generation.

export type GenerationAudit = {
  completed: number;
  failed: number;
  refunded: number;
  stuck: number;
  doubleCharges: number;
  orphanHolds: number;
  problems: string[];
};

type Row = {
  id: string;
  status: string;
  cost: string | null;
  estimate: string;
  task_status: string | null;
  credits: string;
  chances: string;
  charges: number;
  refunds: number;
};

const cents = (amount: string | null) => Math.round(Number(amount ?? 0) * 100);

export async function auditGenerations(databaseUrl: string, generationIds: string[]): Promise<GenerationAudit> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows: Row[] = (
      await db.query(
        `SELECT g.id, g.status, g.cost, g.estimate, t.status AS task_status,
           COALESCE(SUM(e.amount) FILTER (WHERE e.currency = 'AI_CREDIT'), 0) AS credits,
           COALESCE(SUM(e.amount) FILTER (WHERE e.currency = 'FREE_ACCEPT'), 0) AS chances,
           COUNT(e.id) FILTER (WHERE e.idempotency_key LIKE '%:charge')::int AS charges,
           COUNT(e.id) FILTER (WHERE e.idempotency_key LIKE '%:refund')::int AS refunds
         FROM agent_generation g
         LEFT JOIN task t ON t.id = g.task_id
         LEFT JOIN account_ledger_entry e ON e.idempotency_key LIKE 'agent:' || g.id || ':%'
         WHERE g.id = ANY($1)
         GROUP BY g.id, t.status`,
        [generationIds],
      )
    ).rows;
    const audit: GenerationAudit = {
      completed: 0,
      failed: 0,
      refunded: 0,
      stuck: 0,
      doubleCharges: 0,
      orphanHolds: 0,
      problems: [],
    };
    if (rows.length !== generationIds.length) {
      audit.problems.push(`${generationIds.length - rows.length} acknowledged generations have no row`);
    }
    for (const row of rows) {
      const debit = -cents(row.credits);
      const chances = -cents(row.chances) / 100;
      if (row.charges > 1 || debit > cents(row.estimate) || chances > 1) audit.doubleCharges += 1;
      if (row.status === 'completed') {
        audit.completed += 1;
        if (row.task_status !== 'completed') audit.problems.push(`${row.id}: completed, its task ${row.task_status}`);
        // Paid once: the designer's cost in credits, or one free chance.
        const paid = chances === 1 ? debit === 0 : debit === cents(row.cost);
        if (!paid) audit.problems.push(`${row.id}: completed at ${row.cost} but the ledger took ${debit / 100}`);
      } else if (row.status === 'failed' || row.status === 'stopped') {
        audit.failed += 1;
        if (row.refunds > 0) audit.refunded += 1;
        if (debit !== 0 || chances !== 0) audit.problems.push(`${row.id}: ${row.status} but ${debit / 100} kept`);
      } else {
        audit.stuck += 1;
        audit.problems.push(`${row.id}: still ${row.status} (task ${row.task_status})`);
      }
    }
    // A hold whose generation was never written (the request failed half-way) must have been given back.
    const orphans: { id: string; net: string }[] = (
      await db.query(
        `SELECT split_part(e.idempotency_key, ':', 2) AS id, SUM(e.amount) AS net
         FROM account_ledger_entry e
         WHERE e.idempotency_key LIKE 'agent:%'
           AND NOT EXISTS (SELECT 1 FROM agent_generation g WHERE g.id::text = split_part(e.idempotency_key, ':', 2))
         GROUP BY 1`,
      )
    ).rows;
    for (const orphan of orphans) {
      if (cents(orphan.net) !== 0) {
        audit.orphanHolds += 1;
        audit.problems.push(`hold ${orphan.id}: ${orphan.net} taken for a generation that does not exist`);
      }
    }
    return audit;
  } finally {
    await db.end();
  }
}

// Each user's balance equals the sum of their ledger (no movement outside it).
export async function auditBalances(databaseUrl: string): Promise<string[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows: { user_id: string; currency: string; balance: string; sum: string }[] = (
      await db.query(
        `SELECT b.user_id, b.currency, b.balance,
           (SELECT COALESCE(SUM(amount), 0) FROM account_ledger_entry e
             WHERE e.user_id = b.user_id AND e.currency::text = b.currency::text) AS sum
         FROM account_balance b`,
      )
    ).rows;
    return rows
      .filter((row) => cents(row.balance) !== cents(row.sum))
      .map((row) => `${row.user_id} ${row.currency}: balance ${row.balance}, ledger ${row.sum}`);
  } finally {
    await db.end();
  }
}
