import { createDataSource } from './data-source';
import { runPendingMigrations } from './migrate';

// Brings the schema up to date before any module (or the job sweep) touches it.
export async function prepareDatabase(url: string): Promise<string[]> {
  const dataSource = createDataSource(url, 2);
  await dataSource.initialize();
  try {
    return await runPendingMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
