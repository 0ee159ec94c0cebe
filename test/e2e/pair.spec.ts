import { randomInt } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { AUTH_TEXTS } from './support/auth-texts';
import { watchPageErrors } from './support/page-errors';
import { captureViewports } from './support/screenshots';
import { LANGUAGES, TEXTS } from './support/texts';
import { signUpByApi, storeSession, uniqueEmail } from './support/workbench';

// The site's side of plugin pairing (issue 20): the Figma plugin shows a code, the signed-in user confirms or
// refuses it at /web/pair; texts written out so a wrong translation fails the test.
const PAIR_TEXTS = {
  en: {
    title: 'Connect the Boxify Figma plugin',
    asking: /The Boxify plugin in Figma is asking to sign in to your Boxify account/,
    signInFirst: 'Sign in first, then confirm the code the plugin shows.',
    codeLabel: 'Code shown in the plugin',
    confirm: 'Connect plugin',
    refuse: 'Refuse',
    confirmed: 'The plugin is connected',
    refused: 'Pairing refused',
    unknown: 'This pairing code is unknown, has expired or was already used; start pairing again in the plugin',
    malformed: 'Enter the 8-character code the plugin shows, like ABCD-EFGH.',
  },
  zh: {
    title: '连接 Boxify Figma 插件',
    asking: /Figma 中的 Boxify 插件正在请求登录你的 Boxify 账号/,
    signInFirst: '请先登录，再确认插件显示的配对码。',
    codeLabel: '插件显示的配对码',
    confirm: '连接插件',
    refuse: '拒绝',
    confirmed: '插件已连接',
    refused: '已拒绝配对',
    unknown: '配对码无效、已过期或已被使用，请在插件中重新配对',
    malformed: '请输入插件显示的 8 位配对码，例如 ABCD-EFGH。',
  },
} as const;

type Started = { deviceCode: string; userCode: string };
const PAIRING = '/api/uxa-center/support/PluginPairing';

// As the plugin does: from an address of its own (start limits are per address).
async function startPairing(page: Page): Promise<Started> {
  const answer = await page.request.post(`${PAIRING}/startPairing`, {
    data: {},
    headers: { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return ((await answer.json()) as { data: Started }).data;
}

async function pollPairing(page: Page, deviceCode: string) {
  const answer = await page.request.post(`${PAIRING}/pollPairing`, { data: { deviceCode } });
  return { status: answer.status(), body: (await answer.json()) as { data: { status: string; token: string | null } } };
}

for (const language of LANGUAGES) {
  const text = PAIR_TEXTS[language];
  const lng = TEXTS[language].lng;

  test(`an anonymous visitor is asked to sign in before pairing (${language})`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const { userCode } = await startPairing(page);
    await page.goto(`/web/pair?code=${userCode}&lng=${lng}`);
    await expect(page.getByRole('dialog', { name: AUTH_TEXTS[language].signInTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(page.getByText(text.signInFirst)).toBeVisible();
    await expect(page.getByText(userCode, { exact: true })).toBeVisible();
    await captureViewports(page, `pair-anonymous-${language}`);
    expect(errors).toEqual([]);
  });

  test(`a signed-in user confirms the code the plugin shows, and the plugin gets its token (${language})`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await storeSession(page, await signUpByApi(page.request, uniqueEmail(`pair-${language}`)));
    const started = await startPairing(page);
    await page.goto(`/web/pair?code=${started.userCode}&lng=${lng}`);
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(page.getByText(text.asking)).toBeVisible();
    await expect(page.getByLabel(text.codeLabel)).toHaveValue(started.userCode);
    await captureViewports(page, `pair-confirm-${language}`);
    expect((await pollPairing(page, started.deviceCode)).body.data.status).toBe('waiting');

    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('heading', { name: text.confirmed })).toBeVisible();
    await captureViewports(page, `pair-confirmed-${language}`);
    const paired = await pollPairing(page, started.deviceCode);
    expect(paired.body.data).toMatchObject({ status: 'paired', token: expect.any(String) });
    expect(errors).toEqual([]);
  });

  test(`a malformed, unknown or refused code connects nothing (${language})`, async ({ page }) => {
    await storeSession(page, await signUpByApi(page.request, uniqueEmail(`pair-no-${language}`)));
    await page.goto(`/web/pair?lng=${lng}`);
    const input = page.getByLabel(text.codeLabel);
    await input.fill('12');
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('alert')).toHaveText(text.malformed);
    // Typed by a person: lower case, without the dash; the server's own message says it is unknown.
    await input.fill('abcdefgh');
    await expect(input).toHaveValue('ABCDEFGH');
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('alert')).toHaveText(text.unknown);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await captureViewports(page, `pair-unknown-${language}`);

    const started = await startPairing(page);
    await input.fill(started.userCode);
    await page.getByRole('button', { name: text.refuse }).click();
    await expect(page.getByRole('heading', { name: text.refused })).toBeVisible();
    expect((await pollPairing(page, started.deviceCode)).body.data.status).toBe('waiting');
  });
}
