import { expect, type Page, test } from '@playwright/test';

import { DESIGNER_TEXTS } from './support/designer-texts';
import { watchPageErrors } from './support/page-errors';
import { openDesignerOnPro } from './support/pro-designer';
import { captureViewports, VIEWPORTS } from './support/screenshots';
import { hangGuardMs } from '../support/wait';

const QUERY = '/api/uxa-center/agent/AgentQuery';

// Directions: a new page on the pro plan is designed three ways, shown side by side as live previews; accepting
// one writes exactly that one, and a ticked one opens as a panel beside it.
const CASES = {
  en: {
    ...DESIGNER_TEXTS.en,
    lng: 'en',
    header: 'en-US',
    complete: 'Complete payment',
    directions: 'Directions',
    preview: (n: number) => `Preview of direction ${n}`,
    name: (n: number, layout: string) => `Direction ${n} · ${layout}`,
    layouts: ['Stacked', 'Cards', 'Split'],
    accept: (n: number) => `Accept direction ${n}`,
    open: 'Also open as a panel',
    accepted: 'Accepted: the canvas shows the result.',
    brand: 'Pawstep',
    text: 'A mobile booking page for Pawstep, a pet grooming salon, with a date picker and 6 time slots',
  },
  zh: {
    ...DESIGNER_TEXTS.zh,
    lng: 'cn',
    header: 'zh-CN',
    complete: '完成支付',
    directions: '设计方向',
    preview: (n: number) => `方向 ${n} 预览`,
    name: (n: number, layout: string) => `方向 ${n} · ${layout}`,
    layouts: ['纵向堆叠', '卡片', '分栏'],
    accept: (n: number) => `接受方向 ${n}`,
    open: '同时作为新画板打开',
    accepted: '已接受：画布已显示结果。',
    brand: '暖爪',
    text: '「暖爪」宠物美容手机预约页：日期选择、6 个时间段',
  },
} as const;

type Editor = { boxifyEditor: { document: { width: number; children: { id: string }[] } } };
const editorDocument = (page: Page) => page.evaluate(() => (window as unknown as Editor).boxifyEditor.document);

for (const [language, t] of Object.entries(CASES)) {
  test(`three directions side by side; accepting one writes exactly that one (${language})`, async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    // The editor's document on window, for the check of what the canvas holds.
    await page.addInitScript(() => window.localStorage.setItem('boxify:debug', '1'));
    // The pro plan (directionsPerPrompt 4) through the local checkout, as a payment would.
    const { panel, session } = await openDesignerOnPro(page, request, t, `directions-${language}`);
    await panel.getByRole('textbox', { name: t.prompt }).fill(t.text);
    await panel.getByRole('button', { name: t.send }).click();

    const directions = panel.getByRole('region', { name: t.directions });
    await expect(directions).toBeVisible({ timeout: hangGuardMs() });
    const items = directions.getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      const item = directions.getByRole('listitem', { name: t.name(n, t.layouts[n - 1]) });
      // Drawn by the canvas renderer: the previews are live layers, not images.
      const preview = item.getByRole('figure', { name: t.preview(n) });
      await expect(preview).toBeVisible();
      await expect(preview).toContainText(t.brand);
      await expect(item.getByRole('button', { name: t.accept(n) })).toBeEnabled();
    }
    // Side by side: the three previews share a row.
    const tops = await Promise.all([1, 2, 3].map(async (n) => (await items.nth(n - 1).boundingBox())!.y));
    expect(new Set(tops.map(Math.round)).size).toBe(1);
    await items
      .nth(0)
      .getByRole('button', { name: t.accept(1) })
      .scrollIntoViewIfNeeded();
    await captureViewports(page, `designer-directions-${language}`, { fullPage: false, viewports: VIEWPORTS });

    // Take the third, and open the first as a panel beside it.
    await items.nth(0).getByRole('checkbox', { name: t.open }).check();
    const [accepted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/acceptBoxifyGeneration')),
      items
        .nth(2)
        .getByRole('button', { name: t.accept(3) })
        .click(),
    ]);
    const answer = (await accepted.json()) as { data: { direction: number; createdPanelIds: string[] } };
    expect(answer.data.direction).toBe(2);
    expect(answer.data.createdPanelIds).toHaveLength(1);
    await expect(panel.getByText(t.accepted)).toBeVisible();
    // The canvas holds exactly the third direction.
    const sent = accepted.request().postDataJSON() as { sessionId: string };
    const state = await request.post(`${QUERY}/fetchSessionStateDetail`, {
      headers: { 'access-token': session.token },
      data: { sessionId: sent.sessionId },
    });
    const details = (
      (await state.json()) as {
        data: { generation: { details: { directions: Editor['boxifyEditor']['document'][] } } };
      }
    ).data.generation.details;
    const taken = details.directions.map((d) => (d as unknown as { panel: Editor['boxifyEditor']['document'] }).panel);
    await expect.poll(async () => (await editorDocument(page)).children[0]?.id).toBe(taken[2].children[0].id);
    expect((await editorDocument(page)).children).toEqual(taken[2].children);
    expect(errors).toEqual([]);
  });
}
