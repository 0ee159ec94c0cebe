import { join } from 'node:path';

import { Client } from 'pg';

export type StoredEvent = { name: string; route: string; user_code: string | null; props: Record<string, unknown> };

// The server's database as an operator reads it: DATABASE_URL, else the embedded Postgres's socket in DATA_DIR.
function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = process.env.BOXIFY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('BOXIFY_E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(join(dataDir, 'postgres-socket'))}`;
}

async function withClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// The analytics events one visitor's browser reported, oldest first.
export function eventsOfVisitor(visitorId: string): Promise<StoredEvent[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<StoredEvent>(
      `SELECT name, route, user_code, props FROM analytics_event WHERE visitor_id = $1
       ORDER BY occurred_at, batch_id, position`,
      [visitorId],
    );
    return rows;
  });
}

export function countAllEvents(): Promise<number> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_event');
    return rows[0].n;
  });
}
