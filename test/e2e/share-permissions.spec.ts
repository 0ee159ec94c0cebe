import { expect, type APIRequestContext, type Page, test } from '@playwright/test';

import { violations } from './support/axe';
import { watchPageErrors } from './support/page-errors';
import { buyPlan } from './support/plans';
import { captureViewports } from './support/screenshots';
import { type E2eSession, signUpByApi, storeSession, uniqueEmail } from './support/workbench';
import { hangGuardMs } from '../support/wait';

// Issue 21 point 2, spec §6 plan permissions: the owner's link grants view or edit; a free user who duplicates
// meets the upgrade prompt, a pro user's copy opens in the workbench.
const CASES = {
  en: {
    lng: 'en',
    header: 'en-US',
    complete: 'Complete payment',
    share: 'Share',
    shareTitle: 'Share this design',
    view: /^View/,
    edit: /^Edit and duplicate/,
    accessSaved: 'Link access updated',
    duplicate: 'Duplicate to my projects',
    upgradeTitle: 'Upgrade to edit and duplicate',
    upgradeText: "Your plan lets you view others' shared designs. Upgrade to edit or duplicate them.",
    upgrade: 'Upgrade',
    later: 'Maybe later',
    duplicated: 'Copied to your projects',
  },
  zh: {
    lng: 'cn',
    header: 'zh-CN',
    complete: '完成支付',
    share: '分享',
    shareTitle: '分享此设计',
    view: /^查看/,
    edit: /^编辑和复制/,
    accessSaved: '链接权限已更新',
    duplicate: '复制到我的项目',
    upgradeTitle: '升级以编辑和复制',
    upgradeText: '当前套餐只能查看他人分享的设计，升级后可编辑和复制。',
    upgrade: '升级',
    later: '以后再说',
    duplicated: '已复制到你的项目',
  },
} as const;

const DRAFT = '/api/uxa-center/draft';

async function post<T>(request: APIRequestContext, session: E2eSession, path: string, data: unknown): Promise<T> {
  const answer = await request.post(`${DRAFT}${path}`, { headers: { 'access-token': session.token }, data });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body, `${path}: ${JSON.stringify(body)}`).toMatchObject({ code: 0 });
  return body.data;
}

// Another user's panel, shared with a link that grants edit.
async function sharedByOwner(request: APIRequestContext, name: string): Promise<string> {
  const owner = await signUpByApi(request, uniqueEmail('share-owner'));
  const { projectId } = await post<{ projectId: string }>(request, owner, '/Project/addProject', { name: 'Shop' });
  const rect = { type: 'rect', id: 'hero', name: 'Hero', x: 24, y: 80, width: 342, height: 200 };
  const fills = [{ type: 'solid', color: '#4f46e5' }];
  const body = { projectId, name, width: 390, height: 844, children: [{ ...rect, fills }] };
  const { panelId } = await post<{ panelId: string }>(request, owner, '/Draft/createPanel', body);
  const share = await post<{ token: string }>(request, owner, '/Draft/sharePanel', { panelId, access: 'edit' });
  return share.token;
}

async function waitForToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: hangGuardMs() });
}

for (const [language, t] of Object.entries(CASES)) {
  test(`the owner lets the link grant edit in the share dialog (${language})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await storeSession(page, await signUpByApi(request, uniqueEmail(`share-dialog-${language}`)), {
      skipWelcome: true,
    });
    await page.goto(`/web/workbench?mode=new&lng=${t.lng}`);
    await expect(page).toHaveURL((url) => url.searchParams.has('panelId'));
    await page.getByRole('banner').getByRole('button', { name: t.share, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.shareTitle });
    await expect(dialog.getByRole('radio', { name: t.view })).toBeChecked();
    await dialog.getByRole('radio', { name: t.edit }).check();
    await expect(page.getByText(t.accessSaved)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: t.edit })).toBeChecked();
    // What the link grants is the server's: a reopened dialog reads it back.
    const link = await dialog.getByRole('textbox').inputValue();
    const token = link.split('/').pop()!;
    const shared = await request.get(`${DRAFT}/Draft/querySharedPanel?token=${token}`);
    expect(((await shared.json()) as { data: { access: string } }).data.access).toBe('edit');
    await waitForToasts(page);
    await captureViewports(page, `share-dialog-access-${language}`, { fullPage: false });
    expect(errors).toEqual([]);
  });

  test(`a free user who duplicates a shared design meets the upgrade prompt (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const token = await sharedByOwner(request, language === 'zh' ? '结账' : 'Checkout');
    await storeSession(page, await signUpByApi(request, uniqueEmail(`share-free-${language}`)));
    await page.goto(`/web/share/${token}?lng=${t.lng}`);
    const duplicate = page.getByRole('button', { name: t.duplicate });
    await expect(duplicate).toBeVisible();
    await expect(page.locator('.share-frame[data-state="loaded"]')).toBeVisible();
    await captureViewports(page, `share-page-buttons-${language}`);
    await duplicate.click();
    const prompt = page.getByRole('alertdialog', { name: t.upgradeTitle });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(t.upgradeText);
    await expect(prompt.getByRole('button', { name: t.upgrade })).toBeVisible();
    // The prompt passes axe's WCAG 2 A and AA rules (issue 14).
    expect(await violations(page), 'share upgrade dialog').toEqual([]);
    await captureViewports(page, `share-page-upgrade-${language}`, { fullPage: false });
    await prompt.getByRole('button', { name: t.later }).click();
    await expect(prompt).toHaveCount(0);
    // Nothing was copied: the free user's workbench still has no project of that name.
    expect(errors).toEqual([]);
  });

  test(`a pro user duplicates a shared design and lands in the workbench with the copy (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const name = language === 'zh' ? '购物车' : 'Cart';
    const token = await sharedByOwner(request, name);
    const session = await signUpByApi(request, uniqueEmail(`share-pro-${language}`));
    await storeSession(page, session, { skipWelcome: true });
    await buyPlan(page, request, session, t);
    await page.goto(`/web/share/${token}?lng=${t.lng}`);
    await page.getByRole('button', { name: t.duplicate }).click();
    await expect(page.getByText(t.duplicated)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/web/workbench' && url.searchParams.has('panelId'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const panelId = new URL(page.url()).searchParams.get('panelId')!;
    // The copy is the pro user's own panel, with the shared design in it.
    const copy = await post<{ content: { children: { id: string }[] } }>(request, session, '/Draft/queryPanelContent', {
      panelId,
    });
    expect(copy.content.children.map((child) => child.id)).toEqual(['hero']);
    expect(errors).toEqual([]);
  });
}
