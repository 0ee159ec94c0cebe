/// <reference lib="dom" />
// The font bytes a page transfers, cold (a new browser context, nothing cached): a Chinese and an English page of
// the built-in designer's making opened in the workbench, and the home page, in each language.
// Goal (issue 15): a Chinese page's fonts < 1 MB. Run alone: `npm run bench fonts` after `npm run build`.
import type { Browser, Response } from 'playwright-core';

import { generateDesign } from '@boxify/designer/generate';

import { launchChromium } from '../support/chromium';
import { post, signUp } from './editor';
import { startBoxify } from './processes';

export type FontBytesRow = { page: string; 'font files': number; 'font KB': number; 'full .ttf files': number };

const PAGES = [
  { lng: 'zh', prompt: '一个名为悦动的健身应用落地页，包含首屏、功能介绍、用户评价、价格方案和常见问题' },
  {
    lng: 'en',
    prompt: 'A landing page for a fitness app called FitPulse with a hero, features, testimonials, pricing and FAQ',
  },
] as const;

export const isFontResponse = (response: Response): boolean =>
  /\.(woff2?|ttf|otf)(\?|$)/.test(new URL(response.url()).pathname) ||
  (response.headers()['content-type'] ?? '').startsWith('font/');

/** Opens one address in a fresh context and adds up the encoded bytes of every font response it received. */
async function fontBytes(browser: Browser, address: string, storage: object | undefined, ready: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (storage) {
    await context.addInitScript((stored) => {
      localStorage.setItem('user', JSON.stringify(stored));
      const code = (stored as { user: { userCode: string } }).user.userCode;
      localStorage.setItem(`boxify_welcome_guide_seen:${code}`, '1');
    }, storage);
  }
  const page = await context.newPage();
  const fonts: Response[] = [];
  page.on('response', (response) => {
    if (isFontResponse(response)) fonts.push(response);
  });
  try {
    await page.goto(address);
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    // A file asked for by several faces (a variable slice serves four weights) comes once from the network, then
    // from the memory cache (sizes -1): count each URL once, with what it transferred.
    const transferred = new Map<string, number>();
    for (const response of fonts) {
      const { responseBodySize, responseHeadersSize } = await response.request().sizes();
      const bytes = Math.max(0, responseBodySize) + Math.max(0, responseHeadersSize);
      transferred.set(response.url(), Math.max(transferred.get(response.url()) ?? 0, bytes));
    }
    if (process.env.BENCH_TRACE) {
      for (const [file, bytes] of transferred) console.log(`${file.replace(/.*\//, '')} ${bytes}`);
      console.log(
        await page.evaluate(() => document.body.innerText.match(/[\u3000-\u9fff\uff00-\uffef]+/g)?.join(' ')),
      );
    }
    const urls = [...transferred.keys()];
    return {
      files: urls.length,
      bytes: [...transferred.values()].reduce((sum, b) => sum + b, 0),
      ttf: urls.filter((u) => /\.ttf(\?|$)/.test(u)).length,
    };
  } finally {
    await context.close();
  }
}

/** Against a running Boxify (`url`) whose e-mail outbox is in BOXIFY_E2E_DATA_DIR. */
export async function measureFontBytes(url: string, browser: Browser): Promise<FontBytesRow[]> {
  const rows: FontBytesRow[] = [];
  const row = (page: string, m: { files: number; bytes: number; ttf: number }) =>
    rows.push({ page, 'font files': m.files, 'font KB': Math.round(m.bytes / 1024), 'full .ttf files': m.ttf });
  for (const { lng, prompt } of PAGES) {
    // An account and project per language: the workbench lists the project's panels, and their names are text.
    const session = await signUp(url);
    const storage = { isLogin: true, token: session.token, user: session.user };
    const project = await post<{ projectId: string }>(
      url,
      '/api/uxa-center/draft/Project/addProject',
      { name: lng === 'zh' ? '字体' : 'Fonts' },
      session.token,
    );
    const [panel] = (await generateDesign({ prompt })).panels;
    const created = await post<{ panelId: string }>(
      url,
      '/api/uxa-center/draft/Draft/createPanel',
      {
        projectId: project.projectId,
        name: panel.name,
        width: panel.width,
        height: panel.height,
        children: panel.children,
      },
      session.token,
    );
    const workbench = `${url}/web/workbench?projectId=${project.projectId}&panelId=${created.panelId}&lng=${lng}`;
    row(`workbench, ${lng} page`, await fontBytes(browser, workbench, storage, '.boxify-panel [data-node-id]'));
    row(`home, ${lng}`, await fontBytes(browser, `${url}/?lng=${lng}`, undefined, 'main'));
  }
  return rows;
}

export async function printFontBench(): Promise<void> {
  console.log('\nFonts a page transfers, cold (goal: a Chinese page < 1 MB)');
  const boxify = await startBoxify();
  try {
    process.env.BOXIFY_E2E_DATA_DIR = boxify.dataDir;
    const browser = await launchChromium();
    try {
      console.table(await measureFontBytes(boxify.url, browser));
    } finally {
      await browser.close();
    }
  } finally {
    await boxify.stop();
  }
}

// Against a server already running (e.g. another checkout's build): FONT_BENCH_URL and its DATA_DIR.
if (require.main === module && process.env.FONT_BENCH_URL) {
  void (async () => {
    const browser = await launchChromium();
    try {
      console.table(await measureFontBytes(process.env.FONT_BENCH_URL!, browser));
    } finally {
      await browser.close();
    }
  })();
}
