import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/browser';

const port = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests run against the production build (`npm run build`), served the way a static host would. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    browserName: 'chromium',
    trace: 'off',
  },
  webServer: {
    command: `npx docusaurus serve --dir ${process.env.E2E_BUILD_DIR ?? 'build'} --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
