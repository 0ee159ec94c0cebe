import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type * as PGliteModuleType from '@electric-sql/pglite';
import type * as PGliteSocketModuleType from '@electric-sql/pglite-socket';

import type * as PgTrgmModuleType from '@electric-sql/pglite/contrib/pg_trgm';

type PGliteModule = typeof PGliteModuleType;
type PGliteSocketModule = typeof PGliteSocketModuleType;

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

// PGlite is ESM-only; keep a real `import()` that the CommonJS build does not turn into `require`.
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

// The default database: PGlite on disk under DATA_DIR, served over the Postgres wire protocol
// so the app uses the same `pg`/TypeORM path as with a real server.
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
  port?: number;
}): Promise<EmbeddedPostgres> {
  const directory = resolve(options.dataDir, 'postgres');
  mkdirSync(directory, { recursive: true });
  const { PGlite } = (await importEsm('@electric-sql/pglite')) as PGliteModule;
  const { PGLiteSocketServer } = (await importEsm('@electric-sql/pglite-socket')) as PGliteSocketModule;
  // pg_trgm: the library's search ranks by trigram similarity (migration LibraryCatalogue creates the extension).
  const { pg_trgm } = (await importEsm('@electric-sql/pglite/contrib/pg_trgm')) as typeof PgTrgmModuleType;
  const db = await PGlite.create(directory, { extensions: { pg_trgm } });
  // pglite-socket has no authentication: any password is accepted. By default it listens on a Unix
  // socket in a directory only this user can enter; a TCP port (EMBEDDED_DB_PORT, for psql) is opt-in.
  const socketDir = resolve(options.dataDir, 'postgres-socket');
  const socketPath = join(socketDir, '.s.PGSQL.5432');
  // A Unix socket path has a length limit (108 bytes on Linux): a very deep DATA_DIR keeps loopback TCP.
  const onSocket = !options.port && Buffer.byteLength(socketPath) < 100;
  if (onSocket) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    chmodSync(socketDir, 0o700);
    rmSync(socketPath, { force: true }); // left by a process that did not stop cleanly
  }
  const server = new PGLiteSocketServer({
    db,
    ...(onSocket ? { path: socketPath } : { host: '127.0.0.1', port: options.port ?? 0 }),
    maxConnections: options.maxConnections,
  });
  keepExtendedQueriesTogether(server as unknown as { queryQueue: QueryQueue; db: PGliteDb });
  await server.start();
  const url = onSocket
    ? `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`
    : `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

type PGliteDb = {
  isInTransaction(): boolean;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<unknown>;
};

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
};

type QueryQueue = {
  db: PGliteDb;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
};

// Frontend messages of the extended query protocol, up to the Sync that ends the sequence.
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SYNC = 'S'.charCodeAt(0);
const TERMINATE = 'X'.charCodeAt(0);

// pglite-socket 0.2 queues each protocol message of every connection on the one PGlite session and
// only keeps a connection's messages together inside a transaction. Two connections running a
// parameterised query at once (Parse, Bind, Execute, Sync) then interleave, and one fails with
// "unnamed prepared statement does not exist". This keeps a connection's messages together from its
// first Parse/Bind to its Sync as well (and no longer stalls the queue after a failed message).
function keepExtendedQueriesTogether(server: { queryQueue: QueryQueue }): void {
  const queue = server.queryQueue;
  let pinned: number | null = null;
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (pinned === handlerId) {
      pinned = null;
      void queue.processQueue();
    }
  };
  queue.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = pinned ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message is on its way; its enqueue restarts the loop
        const [item] = this.queue.splice(index, 1);
        const type = item.message[0];
        if (EXTENDED.has(type)) pinned = item.handlerId;
        else if ((type === SYNC || type === TERMINATE) && pinned === item.handlerId) pinned = null;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          if (pinned === item.handlerId) pinned = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
