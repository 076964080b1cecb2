import {expect, test} from '@playwright/test';

// Runs against `npm run build:fixtures`: production config plus tests/fixtures (navbar items, crash page).
// Menus are used only once the page has hydrated: a click before that is lost, more often as the site grows.

test.describe('navbar dropdowns', () => {
  test.use({viewport: {width: 1400, height: 900}});

  test('a nested dropdown opens from its parent and navigates', async ({page}) => {
    await page.goto('/learn/introduction');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const menu = page.locator('.navbar__item.dropdown').filter({hasText: 'Fixture menu'});
    await menu.hover();
    await expect(menu.getByRole('link', {name: 'Keys and wallets'})).toBeVisible();
    const nested = menu.locator('.nested-dropdown');
    await expect(nested.getByRole('link', {name: 'Emissions'})).toBeHidden();
    await nested.hover();
    await expect(nested.getByRole('link', {name: 'Emissions'})).toBeVisible();
    // The submenu fades and slides in; a click aimed while it moves can land beside it and close the menus.
    const submenu = nested.locator('> .dropdown__menu');
    await expect(submenu).toHaveCSS('opacity', '1');
    await expect(submenu).toHaveCSS('transform', /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await nested.getByRole('link', {name: 'Emissions'}).click();
    await expect(page).toHaveURL(/\/learn\/emissions$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Emissions');
  });

  test('a dropdown opened from the keyboard closes on an outside click', async ({page}) => {
    await page.goto('/learn/introduction');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const menu = page.locator('.navbar__item.dropdown').filter({hasText: 'Fixture menu'});
    await menu.getByRole('button', {name: 'Fixture menu'}).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveClass(/dropdown--show/);
    await page.locator('article').click({position: {x: 5, y: 5}});
    await expect(menu).not.toHaveClass(/dropdown--show/);
  });

  test('the language switcher and the docs-version dropdown render', async ({page}) => {
    await page.goto('/learn/introduction');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const right = page.locator('.navbar__items--right');
    const locale = right.locator('.dropdown').filter({hasText: 'English'});
    await locale.hover();
    await expect(locale.getByRole('link', {name: 'English'})).toHaveAttribute('lang', 'en');
    const version = right.locator('.dropdown').filter({hasText: 'Next'});
    await version.hover();
    await expect(version.locator('.dropdown__menu').getByRole('link', {name: 'Next'})).toHaveAttribute('href', /\/learn\/introduction$/);
    await expect(version.locator('.dropdown__menu').getByRole('link', {name: 'All announcements'})).toBeVisible();
  });

  test('the nested dropdown works in the mobile menu', async ({page}) => {
    await page.setViewportSize({width: 600, height: 900});
    await page.goto('/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: 'Fixture menu'}).click();
    await sidebar.getByRole('button', {name: /Learn more/}).click();
    await sidebar.getByRole('link', {name: 'Yuma Consensus'}).click();
    await expect(page).toHaveURL(/\/learn\/yuma-consensus$/);
  });
});

test('a crashing page shows the crash screen with its causes, and Try again recovers', async ({page}) => {
  page.on('pageerror', () => {});
  await page.goto('/__fixtures/crash');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Fixture render failure')).toBeVisible();
  await expect(page.getByText(/Cause:\s*Fixture root cause/)).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('Rendered after retry')).toBeVisible();
});
