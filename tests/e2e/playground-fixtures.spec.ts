import {expect, test, type Page, type Request, type Route} from '@playwright/test';

/**
 * The btcli playground on `build-fixtures`, built with CODAPI_URL=http://sandbox.e2e.test/v1 (package.json).
 * The tests answer the sandbox's URL themselves: nothing leaves the machine.
 */
const sandbox = 'http://sandbox.e2e.test/v1/exec';
const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS'};

async function openPlayground(page: Page): Promise<void> {
  await page.goto('/btcli/btcli-playground');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('[data-playground="ready"]').first()).toBeVisible();
}

test('Run sends the snippet to the configured sandbox and shows its answer', async ({page}) => {
  const bodies: unknown[] = [];
  await page.route(sandbox, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    bodies.push(request.postDataJSON());
    return route.fulfill({status: 200, headers: cors, json: {id: 'btcli_run_1', ok: true, duration: 42, stdout: 'netuid 1  apex-test', stderr: ''}});
  });
  await openPlayground(page);
  const first = page.locator('[data-playground="ready"]').first();
  await expect(page.locator('[data-playground="off"]')).toHaveCount(0);
  await first.locator('codapi-toolbar button').click();
  await expect(first.locator('codapi-output')).toContainText('apex-test');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({sandbox: 'btcli', command: 'run', files: {'': expect.stringContaining('btcli subnets list --network test')}});
});

test('an unreachable sandbox gets a clear message, and the page keeps working', async ({page}) => {
  await page.route(sandbox, (route) => route.abort('connectionrefused'));
  await openPlayground(page);
  const first = page.locator('[data-playground]').first();
  await first.locator('codapi-toolbar button').click();
  await expect(first.getByRole('alert')).toContainText('The btcli sandbox could not be reached');
  await expect(first.locator('pre code').first()).toContainText('btcli subnets list');
  await page.getByRole('link', {name: 'Install btcli'}).first().click();
  await expect(page).toHaveURL(/\/getting-started\/install-btcli$/);
});
