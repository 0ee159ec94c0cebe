import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';

import { onPanel, openNewPanel } from './support/editor-page';
import { accountWithSamplePanel } from './support/sample-panel';
import { captureViewports } from './support/screenshots';
import { storeSession } from './support/workbench';

// Issue 21 §1: the sandbox runs the panel's React export (transpiled in the frame) and its HTML export on an
// opaque origin, beside a CodeMirror editor; an empty canvas blocks it; nothing in it reaches the API.
const TEXTS = {
  en: {
    toolbar: 'Quick toolbar',
    sandbox: 'Sandbox',
    empty: 'The canvas is empty: add or generate a design first',
    rect: 'Rectangle',
    errorAt: (line: number) => `Error on line ${line}`,
    close: 'Close sandbox',
    copied: 'Copied',
    copy: 'Copy',
    download: 'Download',
  },
  zh: {
    toolbar: '快捷工具栏',
    sandbox: '沙盒',
    empty: '画布为空：请先添加或生成设计',
    rect: '矩形',
    errorAt: (line: number) => `第 ${line} 行出错`,
    close: '关闭沙盒',
    copied: '已复制',
    copy: '复制',
    download: '下载',
  },
} as const;

// A design whose code tries the app's storage, cookies and API, and shows what happened.
const PROBE = `import * as React from 'react';

export default function Probe() {
  const results: string[] = [];
  const attempt = (name: string, run: () => unknown) => {
    try {
      results.push(name + ': read ' + JSON.stringify(run()));
    } catch (error) {
      results.push(name + ': ' + (error as Error).name);
    }
  };
  attempt('localStorage', () => localStorage.getItem('user'));
  attempt('sessionStorage', () => sessionStorage.getItem('e2e-session-set'));
  attempt('cookie', () => document.cookie);
  attempt('parentStorage', () => window.parent.localStorage.getItem('user'));
  attempt('indexedDB', () => indexedDB.open('boxify'));
  const [api, setApi] = React.useState('pending');
  React.useEffect(() => {
    fetch('/api/uxa-center/user/User/getUserInfo', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((r) => setApi('answered ' + r.status), (e) => setApi('refused ' + e.name));
  }, []);
  return <pre id="probe">{results.join('\\n') + '\\napi: ' + api}</pre>;
}
`;

const toolbarButton = (page: Page, lng: 'en' | 'zh', name: string) =>
  page.getByRole('toolbar', { name: TEXTS[lng].toolbar }).getByRole('button', { name, exact: true });

/** Replaces the editor's text as a paste would. */
async function replaceCode(page: Page, code: string) {
  const editor = page.getByTestId('sandbox-code').locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

for (const lng of ['en', 'zh'] as const) {
  const t = TEXTS[lng];

  test(`an empty canvas blocks the sandbox (${lng})`, async ({ page, request }) => {
    await openNewPanel(page, request, lng);
    const button = toolbarButton(page, lng, t.sandbox);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('title', t.empty);
    await button.click({ force: true });
    await expect(page.getByTestId('sandbox')).toHaveCount(0);
    // Something on the canvas: the sandbox opens.
    await page.getByRole('button', { name: t.rect, exact: true }).click();
    const at = await onPanel(page, [0.3, 0.3]);
    await page.mouse.click(at.x, at.y);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await expect(page.getByTestId('sandbox')).toBeVisible();
  });

  test(`the sandbox runs the panel's code, live, and the design cannot reach the app (${lng})`, async ({
    page,
    request,
    context,
  }) => {
    const account = await accountWithSamplePanel(request, `sandbox-${lng}`, 'Sandbox');
    await storeSession(page, account.session, { skipWelcome: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const fromFrame: string[] = [];
    const track = (r: Request) => {
      if (r.frame() !== page.mainFrame()) fromFrame.push(`${r.method()} ${r.url()}`);
    };
    page.on('request', track);
    const cspRefusals: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) cspRefusals.push(m.text());
    });
    await page.goto(
      `/web/workbench?projectId=${account.projectId}&panelId=${account.panelId}&lng=${lng === 'zh' ? 'cn' : 'en'}`,
    );
    await expect(page.locator('[data-node-id="title"]')).toBeVisible();
    const opening = Date.now();
    await toolbarButton(page, lng, t.sandbox).click();
    const dialog = page.getByTestId('sandbox');
    await expect(dialog).toBeVisible();
    const iframe = page.getByTestId('sandbox-frame');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
    const frame = page.frameLocator('[data-testid="sandbox-frame"]');

    // The React export, transpiled by sucrase inside the frame, renders the panel.
    await expect(dialog.locator('.cm-content')).toContainText('export default function SignInScreen()');
    await expect(frame.locator('[data-node-id="title"]')).toHaveText('Welcome back');
    const opened = Date.now() - opening;
    // The product's font came in as bytes: the frame fetched no font (its CSP would have refused one).
    const sandboxFrame = page.frames().find((f) => f.url().endsWith('/sandbox.html'))!;
    expect(await sandboxFrame.evaluate(() => document.fonts.check('32px Inter', 'Welcome back'))).toBe(true);
    expect(
      await sandboxFrame.evaluate(() =>
        [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
      ),
    ).toContain('Inter 400');
    await captureViewports(page, `sandbox-react-${lng}`, { fullPage: false });
    // The dialog passes axe's WCAG 2 A and AA rules (the design inside the frame is the user's own).
    const audit = await new AxeBuilder({ page })
      .include('[data-testid="sandbox"]')
      .exclude('[data-testid="sandbox-frame"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Edits run again (after a 300 ms pause in typing).
    const editing = Date.now();
    await replaceCode(page, (await dialog.locator('.cm-content').innerText()).replace('Welcome back', 'Hello sandbox'));
    await expect(frame.locator('[data-node-id="title"]')).toHaveText('Hello sandbox');
    const rerun = Date.now() - editing;
    test.info().annotations.push({ type: 'timing', description: `open ${opened} ms, edit to preview ${rerun} ms` });
    console.log(`sandbox ${lng}: open ${opened} ms, edit to preview ${rerun} ms`);

    // An error shows its line over the preview; fixing it clears it.
    await replaceCode(page, 'export default function Broken() {\n  const a = 1;\n  return <div>{a.b.c}</div>;\n}\n');
    await expect(page.getByTestId('sandbox-error')).toContainText(t.errorAt(3));
    await expect(page.getByTestId('sandbox-error')).toContainText('return <div>{a.b.c}</div>;');
    await expect(dialog.locator('.cm-line.sandbox-code-error')).toHaveText('  return <div>{a.b.c}</div>;');
    await captureViewports(page, `sandbox-error-${lng}`, { fullPage: false });
    await replaceCode(page, 'export default function Broken() {\n  const a = ;\n}\n');
    await expect(page.getByTestId('sandbox-error')).toContainText(t.errorAt(2));
    await replaceCode(page, 'export default function Fixed() {\n  return <p id="fixed">fixed</p>;\n}\n');
    await expect(frame.locator('#fixed')).toHaveText('fixed');
    await expect(page.getByTestId('sandbox-error')).toHaveCount(0);

    // The security probe: storage and cookies throw, the API is refused before any request leaves.
    const apiRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.frame() !== page.mainFrame()) apiRequests.push(r.url());
    });
    await replaceCode(page, PROBE);
    const probe = frame.locator('#probe');
    await expect(probe).toContainText('api: refused TypeError');
    const lines = (await probe.innerText()).split('\n');
    expect(lines).toEqual([
      'localStorage: SecurityError',
      'sessionStorage: SecurityError',
      'cookie: SecurityError',
      'parentStorage: SecurityError',
      'indexedDB: SecurityError',
      'api: refused TypeError',
    ]);
    expect(apiRequests).toEqual([]);
    expect(cspRefusals.some((m) => m.includes('connect-src'))).toBe(true);
    // The probe's fetch is the only thing the frame's policy refused (no font, image or script).
    expect(cspRefusals.filter((m) => !/connect-src|Refused to connect/.test(m))).toEqual([]);

    // The HTML export, the second tab; Copy copies the shown code.
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    await expect(dialog.locator('.cm-content')).toContainText('<!doctype html>');
    await expect(frame.locator('[data-node-id="title"]')).toHaveText('Welcome back');
    await captureViewports(page, `sandbox-html-${lng}`, { fullPage: false });
    await dialog.getByRole('button', { name: t.copy, exact: true }).click();
    await expect(dialog.getByRole('button', { name: t.copied, exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<!doctype html>');
    const [html] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t.download, exact: true }).click(),
    ]);
    expect(html.suggestedFilename()).toBe('SignInScreen.html');
    // A script of the HTML that throws: the line is the HTML's own.
    await replaceCode(
      page,
      '<!doctype html>\n<html><body>\n<p id="page">page</p>\n<script>\n  null.boom;\n</script>\n</body></html>\n',
    );
    await expect(page.getByTestId('sandbox-error')).toContainText(t.errorAt(5));
    await expect(frame.locator('#page')).toHaveText('page');
    await expect(dialog.locator('.cm-line.sandbox-code-error')).toHaveText('  null.boom;');
    await dialog.getByRole('tab', { name: 'React' }).click();
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t.download, exact: true }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('SignInScreen.zip');

    // The frame only ever loaded its own document.
    expect(fromFrame.every((r) => r.startsWith('GET ') && new URL(r.slice(4)).pathname === '/sandbox.html')).toBe(true);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toHaveCount(0);
  });
}

test('the sandbox document has its own policy and cannot be framed by others', async ({ request }) => {
  const answer = await request.get('/sandbox.html');
  expect(answer.status()).toBe(200);
  const csp = answer.headers()['content-security-policy'];
  expect(csp).toContain('sandbox allow-scripts');
  expect(csp).toContain("connect-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(answer.headers()['x-frame-options']).toBeUndefined();
  // Everything it runs is inline: no script or style is fetched.
  expect(await answer.text()).not.toMatch(/<script[^>]+src=|<link/);
});
