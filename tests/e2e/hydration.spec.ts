import {expect, test} from '@playwright/test';

/** Regression tests for two defects of the former Preact layer (issue 36); both must hold with React. */

test('a sidebar category with no page of its own links to "#" once the app runs, as the theme renders it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/learn/introduction');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  const category = page.locator('.theme-doc-sidebar-menu .menu__link--sublist', {hasText: 'Getting started'}).first();
  // The server writes the first page's path for browsers without scripts; the client replaces it.
  await expect(category).toHaveAttribute('href', '#');
  await category.click();
  await expect(page).toHaveURL(/\/learn\/introduction$/);
});

test('Ctrl+K opens the search modal after it was opened, filled, cleared and closed (20 fresh loads)', async ({page}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({width: 1280, height: 800});
  const failures: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto('/learn/introduction');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.navbar .DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.pressSequentially('x'.repeat(100), {delay: 0});
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Nothing focused, as after a click on the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    const opened = await page
      .locator('.DocSearch-Modal')
      .waitFor({timeout: 3000})
      .then(
        () => true,
        () => false,
      );
    if (!opened) failures.push(attempt);
  }
  expect(failures).toEqual([]);
});
