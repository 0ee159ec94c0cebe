import { expect, test } from '@playwright/test';

import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';

const NETWORK_ERROR = { en: 'Network error, please try again later', zh: '网络异常，请稍后重试' } as const;
const UNAVAILABLE = { en: 'Server unavailable', zh: '服务端不可用' } as const;

for (const language of LANGUAGES) {
  const text = TEXTS[language];

  test(`a failing call shows the request layer's toast (${language})`, async ({ page }) => {
    // The browser answers for the server here: a 503 must become the spec's network-error toast.
    await page.route(/\/api\/system\//, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 50300001, data: null, msg: 'Service unavailable' }),
      }),
    );
    await page.goto(`/?lng=${text.lng}`);

    await expect(page.getByText(NETWORK_ERROR[language])).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(UNAVAILABLE[language]);
    await captureViewports(page, `toast-${language}`);
  });
}
