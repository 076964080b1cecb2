/**
 * First-load JS+CSS of every page in a production build's sitemap: what each page fetches, gzip, until the
 * app has hydrated and the browser is idle, on a phone-sized window (scripts/lib/first-load.ts, the same count
 * as the byte budgets in `npm test`). Bytes do not vary between runs, so one run says it.
 *
 * Usage: npm run bench:bytes -- [--dir build] [--top 10]
 * Prints the heaviest pages, the median and the lightest, in kB.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {chromium} from 'playwright-core';
import {budgetPages, budgets} from '../config/budgets';
import {chromiumLaunchOptions} from '../tests/browser';
import {firstLoadMeter, hydratedAndIdle} from './lib/first-load';
import {serveStatic} from './lib/static-server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dir = resolve(option('dir') ?? 'build');
const top = Number(option('top') ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://127.0.0.1:${port}`;

const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const server = await serveStatic(dir, port);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({viewport: {width: 390, height: 844}});
const meter = await firstLoadMeter(page);
const rows: {path: string; kB: number}[] = [];
for (const path of paths) {
  meter.start();
  await page.goto(origin + path);
  await hydratedAndIdle(page);
  rows.push({path, kB: await meter.total()});
}
await browser.close();
await new Promise((done) => server.close(done));

rows.sort((a, b) => b.kB - a.kB);
const line = ({path, kB}: {path: string; kB: number}) => `${kB.toFixed(1).padStart(7)} kB  ${path}`;
console.log(`First-load JS+CSS, gzip, ${rows.length} sitemap pages of ${dir}`);
console.log(`heaviest ${top}:`);
rows.slice(0, top).forEach((row) => console.log(line(row)));
console.log(`median ${rows[Math.floor(rows.length / 2)]!.kB.toFixed(1)} kB; lightest ${line(rows.at(-1)!).trim()}`);
const typical = rows.find((row) => row.path === budgetPages.typical);
if (typical) console.log(`typical page ${typical.path} ${typical.kB.toFixed(1)} kB (budget ${budgets.typicalPage})`);
console.log(`pages over the heaviest-page budget (${budgets.heaviestPage} kB): ${rows.filter((row) => row.kB > budgets.heaviestPage).length}`);
