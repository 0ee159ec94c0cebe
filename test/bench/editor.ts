/// <reference lib="dom" />
// The canvas in headless Chromium: first paint of a large panel, and the work per frame while dragging 50 nodes.
import type { Browser, Page } from 'playwright-core';

import { indexPanel } from '@boxify/design/operations';
import { makeLargePanel } from '@boxify/design/testing';

import { readVerificationCode } from '../e2e/support/outbox';
import { launchChromium } from '../support/chromium';
import { startBoxify } from './processes';

const SUPPORT = '/api/uxa-center/support';
const DRAG_STEPS = 120;

type Session = { token: string; user: { name: string; email: string; userCode: string } };

export async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

export async function signUp(url: string, tag = ''): Promise<Session> {
  const email = `bench-${Date.now()}${tag}@example.com`;
  await post(url, `${SUPPORT}/VerificationCode/sendEmailVerifyCode`, { email, product: 12 });
  const verifyCode = await readVerificationCode(email);
  return post<Session>(url, `${SUPPORT}/Support/emailVerifyLoginOrRegistry`, { email, verifyCode, product: 12 });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Time from navigation until every node of the panel is in the DOM and a frame has been drawn. */
async function firstPaint(page: Page, address: string, nodes: number): Promise<number> {
  await page.goto(address);
  await page.waitForFunction((n) => document.querySelectorAll('.boxify-panel [data-node-id]').length >= n, nodes, {
    timeout: 60_000,
  });
  const at = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
  );
  if (process.env.BENCH_TRACE) {
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (e) =>
            `${Math.round(e.startTime)}→${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(location.origin, '')}`,
        ),
    );
    console.log(entries.join('\n'));
  }
  return at;
}

/**
 * Drags 50 selected layers: for each pointer move, the main-thread time from the event to the moved layer's
 * layout being up to date (the app's handler, React, style and layout), i.e. the work of one frame.
 */
async function dragFrameTimes(page: Page): Promise<number[]> {
  const target = await page.evaluate(() => {
    type Tree = { id: string; children?: Tree[] };
    type EditorLike = { document: { children: Tree[] }; setState(patch: object): void; select(ids: string[]): void };
    const editor = (window as unknown as { boxifyEditor: EditorLike }).boxifyEditor;
    // 50 layers (leaves, across the page's sections), grabbed with Ctrl (deep select) like a user would.
    const leaves: string[] = [];
    const visit = (node: Tree) => {
      if (!node.children?.length) leaves.push(node.id);
      node.children?.forEach(visit);
    };
    editor.document.children.forEach(visit);
    const ids = leaves.slice(0, 50);
    editor.select(ids);
    const el = document.querySelector(`[data-node-id="${ids[0]}"]`)!;
    const r = el.getBoundingClientRect();
    const w = window as unknown as { frameTimes: number[]; moveStart: number };
    w.frameTimes = [];
    window.addEventListener('pointermove', () => (w.moveStart = performance.now()), { capture: true });
    window.addEventListener('pointermove', () => {
      el.getBoundingClientRect(); // style and layout of the moved layers
      w.frameTimes.push(performance.now() - w.moveStart);
    });
    return { x: r.x + Math.min(10, r.width / 2), y: r.y + Math.min(10, r.height / 2), count: ids.length };
  });
  if (target.count < 50) throw new Error(`Only ${target.count} siblings to drag`);
  await page.mouse.move(target.x, target.y);
  await page.keyboard.down('Control');
  await page.mouse.down();
  for (let i = 1; i <= DRAG_STEPS; i++) await page.mouse.move(target.x + i * 2, target.y + i);
  await page.mouse.up();
  await page.keyboard.up('Control');
  return page.evaluate(() => (window as unknown as { frameTimes: number[] }).frameTimes.slice(3));
}

export async function runEditorBench(sizes: readonly number[] = [2000, 5000]) {
  const boxify = await startBoxify();
  const rows: Record<string, string | number>[] = [];
  try {
    process.env.BOXIFY_E2E_DATA_DIR = boxify.dataDir;
    const browser = await launchChromium();
    try {
      await measureEditor(boxify.url, browser, sizes, rows);
    } finally {
      await browser.close();
    }
  } finally {
    await boxify.stop();
  }
  return rows;
}

async function measureEditor(
  url: string,
  browser: Browser,
  sizes: readonly number[],
  rows: Record<string, string | number>[],
): Promise<void> {
  const session = await signUp(url);
  const project = await post<{ projectId: string }>(
    url,
    '/api/uxa-center/draft/Project/addProject',
    { name: 'Bench' },
    session.token,
  );
  for (const n of sizes) {
    const panel = makeLargePanel(n);
    const created = await post<{ panelId: string }>(
      url,
      '/api/uxa-center/draft/Draft/createPanel',
      {
        projectId: project.projectId,
        name: `${n} nodes`,
        width: panel.width,
        height: panel.height,
        children: panel.children,
      },
      session.token,
    );
    const nodes = indexPanel(panel).order.length;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      (stored) => {
        localStorage.setItem('user', JSON.stringify(stored));
        localStorage.setItem('boxify:debug', '1');
        localStorage.setItem(`boxify_welcome_guide_seen:${stored.user.userCode}`, '1');
      },
      { isLogin: true, token: session.token, user: session.user },
    );
    const page = await context.newPage();
    const address = `${url}/web/workbench?projectId=${project.projectId}&panelId=${created.panelId}&lng=en`;
    const cold = await firstPaint(page, address, nodes);
    const warm = await firstPaint(page, address, nodes);
    const frames = await dragFrameTimes(page);
    rows.push({
      nodes,
      'first paint ms (cold)': Math.round(cold),
      'first paint ms (warm)': Math.round(warm),
      'drag frame p50 ms': Number(percentile(frames, 50).toFixed(2)),
      'drag frame p95 ms': Number(percentile(frames, 95).toFixed(2)),
      'drag moves': frames.length,
    });
    await context.close();
  }
}

export async function printEditorBench(): Promise<void> {
  console.log(
    '\nCanvas in headless Chromium (goals: first paint < 1,000 ms, drag frame p95 < 16.7 ms with 50 selected)',
  );
  console.table(await runEditorBench());
}
