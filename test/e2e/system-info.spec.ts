import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { repoRoot } from './support/repo-root';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';

// The server reports the product version from the root package.json.
function productVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

for (const language of LANGUAGES) {
  const text = TEXTS[language];

  test(`the footer shows the server version through the request layer (${language})`, async ({ page }) => {
    // The footer's call (the page's first one, learning SITE_HOSTS, goes out before a language is chosen).
    const infoRequest = page.waitForRequest(
      (request) => /\/api\/system\/.*info/i.test(request.url()) && 'prefer-language' in request.headers(),
    );
    await page.goto(`/?lng=${text.lng}`);

    // The request layer sends the interface language to the server.
    expect((await infoRequest).headers()['prefer-language']).toBe(text.preferLanguage);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('server-version')).toHaveText(text.server(productVersion()));

    await footer.scrollIntoViewIfNeeded();
    await captureViewports(page, `footer-${language}`);
  });
}
