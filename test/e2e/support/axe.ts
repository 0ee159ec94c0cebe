import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2 A and AA violations on the page as one line each: rule, impact, the elements it names. */
export async function violations(page: Page): Promise<string[]> {
  // The fonts change text sizes, hence contrast thresholds: audit what a visitor finally sees.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A dialog fading in has its text and background blended for a moment (4.48:1 for a 4.76:1 pair): audit the
  // finished frame, once every animation that ends has ended (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${node.impact ?? violation.impact}): ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
}
