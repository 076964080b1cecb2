import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/browser';

const sitePort = Number(process.env.E2E_PORT ?? 4173);
const fixturesPort = sitePort + 1;
const hostedPort = sitePort + 2;
const serve = (dir: string, port: number) => ({
  command: `npx tsx scripts/serve.ts --dir ${dir} --port ${port}`,
  url: `http://localhost:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

/**
 * End-to-end tests run against production builds, served the way a static host would:
 * `build` (the site), `build-fixtures` (the site plus test-only navbar items, a crashing page, and its
 * search index forced into the sharded layout) and `build-hosted` (search configured for Algolia, whose
 * hosts the tests answer themselves: nothing leaves the machine).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    launchOptions: chromiumLaunchOptions,
    browserName: 'chromium',
    trace: 'off',
  },
  projects: [
    {name: 'site', testIgnore: /(fixtures|search-sharded|search-hosted)\.spec\.ts/, use: {baseURL: `http://localhost:${sitePort}`}},
    {name: 'fixtures', testMatch: /(fixtures|search-sharded)\.spec\.ts/, use: {baseURL: `http://localhost:${fixturesPort}`}},
    {name: 'hosted', testMatch: /search-hosted\.spec\.ts/, use: {baseURL: `http://localhost:${hostedPort}`}},
  ],
  webServer: [
    serve(process.env.E2E_BUILD_DIR ?? 'build', sitePort),
    serve(process.env.E2E_FIXTURES_BUILD_DIR ?? 'build-fixtures', fixturesPort),
    serve(process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted', hostedPort),
  ],
});
