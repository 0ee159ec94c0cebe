// Exports are safe, in a browser (issue 13, defect 2): the HTML export of the XSS corpus, and the markup the
// React and Vue exports render to, loaded in Chromium; every element is then clicked, hovered, focused and sent
// load/error/animation events. No payload runs: `window.__pwned` stays unset and no dialog opens.
import type { Browser, Page } from 'playwright-core';

import { loadNodeLayoutEngine } from '@boxify/design/node';
import { htmlFromLayout, reactFromLayout, resolveLayout, vueFromLayout } from '@boxify/design/render';
import type { Panel } from '@boxify/design/schema';

import { launchChromium } from '../support/chromium';
import { compileReact, compileVue } from '../fidelity/render-harness';
import { corpusPanel, rawCorpusPanel } from './xss-corpus';

// Browser-side code as a string (the project's TypeScript has no DOM library): fire what handlers listen for.
const PROVOKE = `(async () => {
  for (const el of document.querySelectorAll('*')) {
    for (const type of ['click', 'mouseover', 'mouseenter', 'focus', 'focusin', 'load', 'error', 'animationstart',
      'animationend', 'transitionend', 'begin', 'end', 'repeat'])
      el.dispatchEvent(new Event(type, { bubbles: true }));
    if (typeof el.click === 'function') el.click();
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return window.__pwned ?? null;
})()`;

type Page_ = { label: string; html: (panel: Panel) => Promise<string> };

const exports: Page_[] = [
  { label: 'the HTML export', html: async (panel) => htmlFromLayout(panel, await resolveLayout(panel)) },
  {
    label: 'the React export rendered',
    html: async (panel) =>
      `<!doctype html><body>${await compileReact(reactFromLayout(panel, await resolveLayout(panel)))}`,
  },
  {
    label: 'the Vue export rendered',
    html: async (panel) => `<!doctype html><body>${await compileVue(vueFromLayout(panel, await resolveLayout(panel)))}`,
  },
];

describe('the XSS corpus in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    // Chromium is required, as for the fidelity tests (test/support/chromium.ts says how to install it).
    [browser] = await Promise.all([launchChromium(), loadNodeLayoutEngine()]);
    page = await browser.newPage();
    // Every address the corpus names is refused or unreachable: nothing leaves the machine.
    await page.route(/^https?:/, (route) => route.abort());
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each([
    ['saved through the schema', () => corpusPanel()],
    ['handed to the renderers raw', () => rawCorpusPanel()],
  ])('%s', (_label, makePanel) => {
    it.each(exports)('$label runs none of it', async ({ html }) => {
      dialogs.length = 0;
      await page.setContent(await html(makePanel()), { waitUntil: 'load' });
      expect(await page.evaluate(PROVOKE)).toBeNull();
      expect(dialogs).toEqual([]);
      // The page did render: the panel's nodes are there.
      expect(await page.locator('[data-node-id="icon-0"]').count()).toBe(1);
    });
  });
});
