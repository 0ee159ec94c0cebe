import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Client } from 'pg';

import { freePort, startServerProcess } from '../support/server-process';

// `npm start` with neither DATABASE_URL nor REDIS_URL: embedded Postgres on disk, in-process jobs.
describe('the embedded default', () => {
  it('keeps its data under DATA_DIR across a graceful restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxify-embedded-'));
    const dbPort = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(dbPort), DATABASE_URL: '', REDIS_URL: '' };
    const dbUrl = `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`;

    const first = await startServerProcess(env);
    const answer = await fetch(`${first.url}/api/system/System/info`, {
      headers: { 'access-token': 'do-not-log-this-token', 'x-request-id': 'trace-me-42' },
    });
    const info = (await answer.json()) as { data: unknown };
    expect(info.data).toMatchObject({ database: 'embedded', jobs: 'in-process' });
    // The request is logged with its id, never with its token.
    expect(answer.headers.get('x-request-id')).toBe('trace-me-42');
    const client = new Client(dbUrl);
    await client.connect();
    await client.query('CREATE TABLE kept (note text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('SIGTERM received, shutting down');
    expect(first.output()).toContain('trace-me-42');
    expect(first.output()).not.toContain('do-not-log-this-token');

    const second = await startServerProcess(env);
    try {
      const again = new Client(dbUrl);
      await again.connect();
      const { rows } = await again.query('SELECT note FROM kept');
      await again.end();
      expect(rows).toEqual([{ note: 'still here' }]);
      // Migrations ran once, on the first start only.
      expect(first.output()).toContain('Applied migrations');
      expect(second.output()).not.toContain('Applied migrations');
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  });

  it('listens on a Unix socket only its user can reach, not on a TCP port, unless one is asked for', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boxify-socket-'));
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    try {
      const socketDir = join(dataDir, 'postgres-socket');
      expect(server.output()).toContain(`Embedded Postgres at postgres://postgres@localhost/postgres?host=`);
      expect(server.output()).not.toMatch(/Embedded Postgres at postgres:\/\/\S*127\.0\.0\.1/);
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      const client = new Client({ host: socketDir, user: 'postgres', database: 'postgres' });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });
});
