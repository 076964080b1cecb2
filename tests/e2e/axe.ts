import type {Page} from '@playwright/test';

/** The rule sets every axe pass checks. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Wide tables and formulas get their tab stop from a client module once the page has hydrated and is idle
 * (only then is it known which overflow); it says when a pass is done (`docs:scroll-regions-measured`,
 * src/client/pageEnhancements.ts). Axe looks at the page from that point on.
 */
export async function countMeasuredPasses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as {scrollRegionPasses: number};
    counter.scrollRegionPasses = 0;
    document.addEventListener('docs:scroll-regions-measured', () => (counter.scrollRegionPasses += 1));
  });
}

export async function quiet(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
  // Formulas widen once the maths font is in, and are measured again then: a second pass.
  const passes = (await page.locator('.markdown math').count()) > 0 ? 2 : 1;
  await page.waitForFunction(
    (expected) => (window as unknown as {scrollRegionPasses: number}).scrollRegionPasses >= expected,
    passes,
    {timeout: 20_000},
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})));
}

export function summarise(violations: {id: string; help: string; nodes: {target: unknown}[]}[]): string[] {
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).slice(0, 3).join(' | ')})`);
}
