/**
 * In-app navigation time of two production builds, side by side: each run opens the first page as a new
 * document, waits until the app has started and the network is quiet, then changes route the way the browser's
 * back and forward buttons do (no hover, so nothing is preloaded first) and times until the next page's title
 * and text are shown. Builds alternate run by run, on a phone-sized window; `--throttle` applies Lighthouse's
 * mobile conditions for real (150 ms round trip, 1.6 Mbit/s down, 4x CPU slowdown).
 *
 * Usage: npm run bench:nav -- --a <build dir> --b <build dir> --from /keys/wallets --to /sdk/bt-api-ref,/learn/emissions [--runs 7] [--throttle]
 * Prints the median and every run, in milliseconds, per target page and build.
 */
import {resolve} from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';
import {serveStatic} from './lib/static-server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dirA = option('a');
const dirB = option('b');
const from = option('from');
const targets = option('to')?.split(',').filter(Boolean) ?? [];
const runs = Number(option('runs') ?? 7);
const throttle = process.argv.includes('--throttle');
if (!dirA || !dirB || !from || targets.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:nav -- --a <build dir> --b <build dir> --from /a --to /b,/c [--runs 7] [--throttle]');
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const basePort = Number(process.env.BENCH_PORT ?? 4320);
const builds = [
  {name: 'A', dir: resolve(dirA), port: basePort},
  {name: 'B', dir: resolve(dirB), port: basePort + 1},
];

/** One run: milliseconds from the route change to the next page's title and last paragraph in the document. */
async function navigationTime(browser: Browser, origin: string, target: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  try {
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8});
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    }
    await page.goto(origin + from, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    return await page.evaluate(async (path) => {
      const before = document.querySelector('article h1')?.textContent;
      const start = performance.now();
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
      while (
        document.querySelector('article h1')?.textContent === before ||
        !document.querySelector('article .theme-doc-markdown p:last-of-type')?.textContent
      ) {
        await new Promise(requestAnimationFrame);
      }
      return Math.round(performance.now() - start);
    }, target);
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(builds.map((build) => serveStatic(build.dir, build.port, {brotliQuality: 11})));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`A = ${builds[0]!.dir}\nB = ${builds[1]!.dir}\nin-app navigation from ${from}, ${throttle ? 'throttled (150 ms RTT, 1.6 Mbit/s, 4x CPU)' : 'unthrottled'}, ${runs} alternated runs\n`);
  for (const target of targets) {
    const times: Record<string, number[]> = {A: [], B: []};
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) times[build.name]!.push(await navigationTime(browser, `http://127.0.0.1:${build.port}`, target));
    }
    for (const build of builds) {
      const all = times[build.name]!;
      console.log(`${target.padEnd(40)} ${build.name}  median ${String(median(all)).padStart(5)} ms   (${[...all].sort((x, y) => x - y).join(', ')})`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
}
