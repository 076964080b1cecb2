import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';
import {firstLoadKB} from './lib/first-load';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const p of process.argv.slice(2)) console.log(p, (await firstLoadKB(browser, 'http://localhost:4400' + p)).toFixed(1));
await browser.close();
