import {expect, test, type Page, type Response} from '@playwright/test';

/** Resolves with the first script response whose body contains `marker`. */
function scriptContaining(page: Page, marker: string, seen: Response[]): Promise<boolean> {
  return new Promise((resolve) => {
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      seen.push(response);
      if ((await response.text().catch(() => '')).includes(marker)) resolve(true);
    });
  });
}

test("DocSearch's code is not part of the first load; it arrives on first hover and then opens on click", async ({page}) => {
  const scripts: Response[] = [];
  const docSearchLoaded = scriptContaining(page, 'DocSearch-Modal', scripts);
  await page.goto('/keys/wallets');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  const firstLoad = await Promise.all(scripts.map(async (response) => (await response.text()).includes('DocSearch-Modal')));
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.some(Boolean)).toBe(false);

  await page.locator('.navbar .DocSearch-Button').hover();
  expect(await docSearchLoaded).toBe(true);
  await page.locator('.navbar .DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('the home page search field opens the modal with the key typed into it', async ({page}) => {
  await page.goto('/');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.locator('header .DocSearch-Button').focus();
  await page.keyboard.press('s');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('s');
});
