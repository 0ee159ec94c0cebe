import { expect, type Page, test } from '@playwright/test';

import { countAllEvents, eventsOfVisitor } from './support/analytics-table';
import { AUTH_TEXTS } from './support/auth-texts';
import { readVerificationCode } from './support/outbox';
import { watchPageErrors } from './support/page-errors';
import { uniqueEmail } from './support/workbench';
import { hangGuardMs, pollUntil } from '../support/wait';

const REPORT = /\/Analytics\/reportEvents$/;
const text = AUTH_TEXTS.en;

const visitorIdOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('boxify.visitorId'));

// Issue 16: the walk an operator's funnel follows, each step found in the analytics table.
test('landing → sign-up → generation → accept → export: each step is stored once, without the e-mail (en)', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const address = uniqueEmail('analytics');
  const secret = 'Correct horse battery 1';
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Start Design as a visitor: the login modal first; sign up, then sign in, then the workbench.
  await page.locator('.hero').getByRole('button', { name: 'Start Design' }).click();
  await page.getByRole('dialog', { name: text.signInToDesign }).getByRole('button', { name: text.toSignUp }).click();
  const signUp = page.getByRole('dialog', { name: text.signUpTitle });
  await signUp.getByLabel(text.email, { exact: true }).fill(address);
  await signUp.getByRole('button', { name: text.sendCode }).click();
  await signUp.getByLabel(text.verifyCode, { exact: true }).fill(await readVerificationCode(address));
  await signUp.getByLabel(text.password, { exact: true }).fill(secret);
  await signUp.getByRole('button', { name: text.signUpSubmit, exact: true }).click();
  // Still on the way to the workbench: the sign-in says why.
  const signIn = page.getByRole('dialog', { name: text.signInToDesign });
  await signIn.getByLabel(text.password, { exact: true }).fill(secret);
  await signIn.getByRole('button', { name: text.signInSubmit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/web/workbench' && url.searchParams.has('panelId'), {
    timeout: hangGuardMs(),
  });
  await page.getByRole('dialog', { name: 'Boxify' }).getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Templates' }).getByRole('button', { name: 'Get Started' }).click();

  // A generation, accepted.
  await page
    .getByRole('region', { name: 'Start your design' })
    .getByRole('button', { name: /Describe it/ })
    .click();
  const panel = page.getByRole('complementary', { name: 'Boxify designer' });
  await panel.getByRole('textbox', { name: 'Describe your design' }).fill('A login page for a travel app');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Pending result')).toBeVisible({ timeout: hangGuardMs() });
  await panel.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(panel.getByText('Accepted: the canvas shows the result.')).toBeVisible();

  // An export to HTML.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByTestId('export-status')).toHaveText('Completed', { timeout: hangGuardMs() });

  // The visitor id was kept across the sign-in; leaving the page hands what waits to a beacon.
  const visitorId = await visitorIdOf(page);
  expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
  const beacon = page.waitForRequest(REPORT);
  await page.goto('/?lng=en');
  await beacon;

  const expected = [
    'page_view:/',
    'start_design:/',
    'login_result:/',
    'login_result:/',
    'page_view:/web/workbench',
    'generation_sent:/web/workbench',
    'generation_completed:/web/workbench',
    'generation_accepted:/web/workbench',
    'export:/web/workbench',
  ];
  const stored = await pollUntil(
    async () => {
      const events = await eventsOfVisitor(visitorId!);
      const seen = events.map((event) => `${event.name}:${event.route}`);
      return expected.every((step) => seen.includes(step)) ? events : undefined;
    },
    () => `the walk's events in analytics_event for visitor ${visitorId}`,
  );
  const props = (name: string) => stored.filter((event) => event.name === name).map((event) => event.props);
  expect(props('start_design')).toEqual([{ source: 'hero' }]);
  expect(props('login_result')).toEqual([
    { method: 'password', registration: true, success: true },
    { method: 'password', registration: false, success: true },
  ]);
  expect(props('generation_completed')).toEqual([expect.objectContaining({ success: true })]);
  expect(props('export')).toEqual([{ format: 'html' }]);
  expect(props('page_view')[0]).toEqual({ title: expect.stringContaining('Boxify') });
  // Once signed in, events carry the user's code; nothing anywhere carries the e-mail or the prompt.
  expect(
    stored.filter((event) => event.name === 'export').every((event) => /^[0-9a-f]{12}$/.test(event.user_code ?? '')),
  ).toBe(true);
  const everything = JSON.stringify(stored);
  expect(everything).not.toContain(address);
  expect(everything).not.toContain('travel app');
  // Stored once: no event twice (a beacon racing a fetch carries the same batch id).
  expect(stored.filter((event) => event.name === 'generation_accepted')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('with Do Not Track on, nothing is sent and nothing is stored', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const reports: string[] = [];
  page.on('request', (request) => {
    if (REPORT.test(request.url())) reports.push(request.url());
  });
  const before = await countAllEvents();
  await page.goto('/?lng=en');
  await page.locator('.hero').getByRole('button', { name: 'Start Design' }).click();
  await expect(page.getByRole('dialog', { name: text.signInToDesign })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/web/personal?lng=en');
  await page.goto('/?lng=en');
  expect(reports).toEqual([]);
  expect(await visitorIdOf(page)).toBeNull();
  expect(await countAllEvents()).toBe(before);
});
