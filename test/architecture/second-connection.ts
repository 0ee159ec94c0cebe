import { TransactionHost } from '@nestjs-cls/transactional';
import { DataSource } from 'typeorm';

export type SecondConnection = { stack: string };

// Watches every connection the app takes from its pool. Inside an ambient transaction every statement
// must run on that transaction's connection; taking another one there is the bug that hangs the
// embedded Postgres (it runs one transaction at a time, so the second connection waits for the first,
// which waits for it). The detector fails such a call at once, names it, and remembers it.
export function watchSecondConnections(): { found: SecondConnection[]; stop(): void } {
  const found: SecondConnection[] = [];
  const original = DataSource.prototype.createQueryRunner;
  DataSource.prototype.createQueryRunner = function createQueryRunner(this: DataSource, ...args) {
    if (insideTransaction()) {
      const error = new Error('A second connection was taken inside a transaction');
      found.push({ stack: error.stack ?? error.message });
      throw error;
    }
    return original.apply(this, args);
  };
  return {
    found,
    stop: () => {
      DataSource.prototype.createQueryRunner = original;
    },
  };
}

function insideTransaction(): boolean {
  try {
    return TransactionHost.getInstance().isTransactionActive();
  } catch {
    return false; // no app with ambient transactions has started yet
  }
}
