import {expect, test} from '@playwright/test';

test('without a configured sandbox the playground reads as a tour and says live runs are off', async ({page}) => {
  const sandboxRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/exec')) sandboxRequests.push(request.url());
  });
  await page.goto('/btcli/btcli-playground');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const snippets = page.locator('[data-playground]');
  expect(await snippets.count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator('[data-playground="off"]')).toHaveCount(await snippets.count());
  await expect(snippets.first()).toContainText('Live runs are off on this copy of the site');
  await expect(page.locator('codapi-snippet')).toHaveCount(0);
  await expect(snippets.first().locator('pre code')).toContainText('btcli subnets list --network test');
  expect(sandboxRequests).toEqual([]);
});
