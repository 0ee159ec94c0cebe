import 'reflect-metadata';

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { format } from 'prettier';

import { loadConfig } from '@server/common/config/config.schema';

import { createDataSource } from './data-source';
import { pendingSchemaChanges, runPendingMigrations } from './migrate';
import { resolveDatabase } from './resolve-database';

const USAGE = 'usage: migration:generate -- <Name> | migration:run | migration:check';

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((query) => `    await queryRunner.query(${JSON.stringify(query)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

// The migration commands: they use the same data source as the app (and the embedded
// Postgres under DATA_DIR when DATABASE_URL is not set; stop the server first).
async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  const config = loadConfig();
  const database = await resolveDatabase(config);
  const dataSource = createDataSource(database.url, 2);
  await dataSource.initialize();
  try {
    const applied = await runPendingMigrations(dataSource);
    if (applied.length) console.log(`Applied: ${applied.join(', ')}`);
    if (command === 'run') return 0;
    const changes = await pendingSchemaChanges(dataSource);
    if (command === 'check') {
      if (changes.up.length === 0) {
        console.log('Migrations are fresh: the entities match the schema.');
        return 0;
      }
      console.error(
        `The entities differ from the migrations; run npm run migration:generate -- <Name>:\n${changes.up.join('\n')}`,
      );
      return 1;
    }
    if (command !== 'generate' || !name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
      console.error(USAGE);
      return 2;
    }
    if (changes.up.length === 0) {
      console.log('No schema changes: nothing to generate.');
      return 0;
    }
    const timestamp = Date.now();
    const file = join(process.cwd(), 'migrations', `${timestamp}-${name}.ts`);
    const source = await format(migrationSource(`${name}${timestamp}`, changes.up, changes.down), {
      parser: 'typescript',
      singleQuote: true,
      trailingComma: 'all',
      printWidth: 120,
    });
    writeFileSync(file, source);
    console.log(`Wrote ${file}`);
    return 0;
  } finally {
    await dataSource.destroy();
    await database.embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
