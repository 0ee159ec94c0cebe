import { expect, type Page, test } from '@playwright/test';

import { documentOf, onPanel, openNewPanel } from './support/editor-page';
import { watchPageErrors } from './support/page-errors';

// Issue 14 §1: a colour drag is one undo step, leaving a field unchanged is none, and Ctrl+Z works wherever focus is
// except inside a field's own typed text.
const TEXTS = {
  en: { rect: 'Rectangle', colour: 'Colour', hex: 'Hex colour', width: 'Width' },
  zh: { rect: '矩形', colour: '颜色', hex: '十六进制颜色', width: '宽度' },
} as const;

type Doc = { children: { fills: { color: string }[]; width: number }[] };
const fill = async (page: Page) => (await documentOf<Doc>(page)).children[0].fills[0].color;

/** What the browser's colour picker sends while dragging: inputs, then one change when let go. */
async function dragColour(page: Page, label: string, colours: string[]) {
  const swatch = page.getByLabel(label, { exact: true }).first();
  for (const colour of colours) {
    await swatch.evaluate((el, value) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, colour);
    // Slower than the editor's merge window for typing: a hand that pauses mid-drag.
    await page.waitForTimeout(900);
  }
  await swatch.evaluate((el) => el.dispatchEvent(new Event('change', { bubbles: true })));
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];
  test(`a colour drag is one undo step, and undo works from any field (${lng})`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await openNewPanel(page, request, lng);
    await page.getByRole('button', { name: t.rect, exact: true }).click();
    const at = await onPanel(page, [0.3, 0.3]);
    await page.mouse.click(at.x, at.y);
    const original = await fill(page);

    await dragColour(page, t.colour, ['#ff0000', '#00ff00', '#2563eb']);
    expect(await fill(page)).toBe('#2563eb');
    // Visiting the hex field and leaving it unchanged is no step.
    await page.getByLabel(t.hex, { exact: true }).first().focus();
    await page.keyboard.press('Tab');

    // Focus in the (untouched) width field: Ctrl+Z still undoes, and the whole drag at once.
    await page.getByLabel(t.width, { exact: true }).first().focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => fill(page)).toBe(original);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => fill(page)).toBe('#2563eb');

    // Typed text in a field is the field's to undo: the document is left alone.
    const width = page.getByLabel(t.width, { exact: true }).first();
    await width.click();
    await page.keyboard.type('7');
    await page.keyboard.press('Control+z');
    expect(await fill(page)).toBe('#2563eb');
    expect(errors).toEqual([]);
  });
}
