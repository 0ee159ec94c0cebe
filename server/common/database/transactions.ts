import { ClsPluginTransactional, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource } from 'typeorm';

// The ambient transaction: a unit of work opens it with `txHost.withTransaction(...)` and every
// repository reads `txHost.tx`, so no call inside it can reach for a second connection (the embedded
// Postgres runs one transaction at a time: a second connection from inside one waits for ever).
export type Transactions = TransactionHost<TransactionalAdapterTypeOrm>;
export const Transactions = TransactionHost;

// No request middleware: `withTransaction` opens its own context, in requests and in jobs alike;
// outside one, `txHost.tx` is the data source's manager.
export const TransactionsModule = ClsModule.forRoot({
  global: true,
  plugins: [
    new ClsPluginTransactional({
      adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: DataSource }),
    }),
  ],
});

// The same ambient transactions outside Nest (operator commands, tests that build services by hand).
export function standaloneTransactions(dataSource: DataSource): Transactions {
  const adapter = new TransactionalAdapterTypeOrm({ dataSourceToken: DataSource });
  return new TransactionHost({
    ...adapter.optionsFactory(dataSource),
    connectionName: undefined,
    enableTransactionProxy: false,
    defaultTxOptions: {},
    extraProviderTokens: [],
  }) as Transactions;
}
