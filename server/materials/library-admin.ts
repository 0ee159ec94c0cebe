import { loadConfig } from '@server/common/config/config.schema';
import { createDataSource } from '@server/common/database/data-source';
import { prepareDatabase } from '@server/common/database/prepare';
import { resolveDatabase } from '@server/common/database/resolve-database';
import { standaloneTransactions, type Transactions } from '@server/common/database/transactions';

import { CmsRepository } from './cms.repository';
import { LibrarySeedService } from './library-seed.service';
import { MaterialRepository } from './material.repository';

export const LIBRARY_USAGE = `  seed-library [--force]                compose and write the template, page and product library now (skipped when
                                        the stored one is current, unless --force); prints the time it took
  cms-set <pagePath> <positionKey> <contentType> <json>
                                        change (or add) a CMS entry of product 12, e.g. cms-set home rank-top10 rank
                                        '{"id":"top10",...}'; the next queryResourceContent shows it, seeds keep it`;

export class LibraryUsageError extends Error {}

async function withDatabase(work: (transactions: Transactions) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  await prepareDatabase(database.url);
  const dataSource = await createDataSource(database.url, 2).initialize();
  try {
    await work(standaloneTransactions(dataSource));
  } finally {
    await dataSource.destroy();
    await database.embedded?.stop();
  }
}

/** The library's operator commands; undefined when the command is not one of them. */
export async function runLibraryCommand(command: string, args: string[]): Promise<number | undefined> {
  if (command === 'seed-library') {
    await withDatabase(async (transactions) => {
      const seed = new LibrarySeedService(
        { ...loadConfig(), LIBRARY_SEED: 'off' },
        new MaterialRepository(transactions),
        new CmsRepository(transactions),
      );
      const report = await seed.ensureSeeded(args.includes('--force'));
      console.log(
        report.seeded
          ? `Library written: ${report.materials} materials in ${(report.ms / 1000).toFixed(1)} s`
          : 'The stored library is current: nothing to write',
      );
    });
    return 0;
  }
  if (command === 'cms-set') {
    const [pagePath, positionKey, contentType, json] = args;
    if (!pagePath || !positionKey || !contentType || json === undefined) throw new LibraryUsageError(LIBRARY_USAGE);
    try {
      JSON.parse(json);
    } catch {
      throw new LibraryUsageError('The content is not valid JSON');
    }
    await withDatabase(async (transactions) => {
      await new CmsRepository(transactions).set(pagePath, 12, { positionKey, contentType, content: json });
      console.log(`CMS ${pagePath}/${positionKey} (${contentType}) changed`);
    });
    return 0;
  }
  return undefined;
}
