/**
 * Screenshots of built pages in light and dark mode, desktop and phone, for a person to look at.
 * Usage: npx tsx scripts/screenshots.ts [baseUrl] [outDir] [path ...]
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const routes = paths.length > 0 ? paths : ['/', '/learn/introduction'];
const viewports = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}} as const;

mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch(chromiumLaunchOptions);
for (const route of routes) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({viewport});
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await page.goto(new URL(route, baseUrl).toString(), {waitUntil: 'networkidle'});
      const name = `${route.replace(/\W+/g, '_') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({path: join(outDir, name), fullPage: process.env.FULL_PAGE === '1'});
      console.log(join(outDir, name));
      await context.close();
    }
  }
}
await browser.close();
