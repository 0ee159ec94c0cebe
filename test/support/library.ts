import { LibrarySeedService } from '@server/materials/library-seed.service';

import { accountsEnv } from './accounts';
import type { TestApp } from './app';

// One secret for every test app that reads the library: its ids are an HMAC with the secret, and the test
// database holds one library (a seed with another secret would write it again).
export const LIBRARY_TEST_SECRET = 'boxify-library-test-secret';

export function libraryEnv(extra: Record<string, string> = {}): Record<string, string> {
  return accountsEnv({ APP_SECRET: LIBRARY_TEST_SECRET, MATERIAL_SEARCH_MAX_PER_MINUTE: '100000', ...extra });
}

/** Seeds the library into the test database unless it is there already (the first run composes it). */
export async function seedLibrary(t: TestApp): Promise<void> {
  await t.app.get(LibrarySeedService).ensureSeeded();
}
