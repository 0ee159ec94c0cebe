import { expect, test, type Page } from '@playwright/test';

import { watchPageErrors } from './support/page-errors';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

async function mountedOperations(page: Page): Promise<string[]> {
  return page.locator('.opblock-summary').evaluateAll((summaries) =>
    summaries.map((summary) => {
      const method = summary.querySelector('.opblock-summary-method')?.textContent ?? '';
      const path = summary.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
      return `${method.toUpperCase()} ${path}`;
    }),
  );
}

// Swagger UI (5.33) mounts only the rows near the viewport once a document has 150 tags and operations
// together: the test scrolls the whole list, a screen at a time, and collects what each screen shows.
async function scrollThroughOperations(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    for (const operation of await mountedOperations(page)) seen.add(operation);
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY === before;
    });
    if (atEnd) return seen;
  }
}

// Swagger UI renders under the server's CSP and lists every documented operation.
test('the API documentation opens at /api/docs', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const documented = documentedOperations(
    (await (await request.get('/api/docs/openapi.json')).json()) as OpenApiDocument,
  );
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Boxify API/ })).toBeVisible();
  await expect(page.getByText('Answer codes').first()).toBeVisible();
  await expect(page.locator('.opblock-summary').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/api-docs-1440x900.png' });

  const seen = await scrollThroughOperations(page);
  expect(documented.filter((operation) => !seen.has(operation))).toEqual([]);
  expect(seen.size).toBe(documented.length);
  expect(errors).toEqual([]);
});

// The last operation is far below the first screen, where Swagger UI has not mounted it before the link scrolls there.
test('a link to one operation opens it in the API documentation', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/api/docs#/LocalCheckout/LocalCheckout_complete');
  const operation = page.locator('#operations-LocalCheckout-LocalCheckout_complete');
  await expect(operation.getByText('/api/ecommerce-cn/order/LocalCheckout/complete')).toBeInViewport();
  await expect(operation.locator('.opblock-body')).toBeVisible();
  expect(errors).toEqual([]);
});
