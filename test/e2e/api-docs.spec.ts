import { expect, test } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';

// Swagger UI renders under the server's CSP and lists the documented operations.
test('the API documentation opens at /api/docs', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Boxify API/ })).toBeVisible();
  await expect(page.getByText('/api/system/System/info').first()).toBeVisible();
  await expect(page.getByText('Answer codes').first()).toBeVisible();
  expect(errors).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/api-docs-1440x900.png' });
});
