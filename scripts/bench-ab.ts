/**
 * Side-by-side Lighthouse benchmark of two production builds: both are served at once and every page is run on
 * A, then on B, alternately, so a slow moment of the machine falls on both. Single runs move by ±5 points here,
 * which is as large as most levers; medians of alternated runs are what the README's lever table reports.
 *
 * Usage: npm run bench:ab -- --a <build dir> --b <build dir> --pages /sdk/bt-api-ref,/btcli [--runs 5]
 * Prints, per page and build, the median performance score, FCP, LCP and TBT, and the accessibility score (mobile
 * preset; Lighthouse audits accessibility after the trace, once the page is quiet).
 */
import {resolve} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumLaunchOptions} from '../tests/browser';
import {serveStatic} from './lib/static-server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dirA = option('a');
const dirB = option('b');
const pages = option('pages')?.split(',').filter(Boolean) ?? [];
const runs = Number(option('runs') ?? 5);
if (!dirA || !dirB || pages.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:ab -- --a <build dir> --b <build dir> --pages /a,/b [--runs 5]');
  process.exit(2);
}

interface Run {
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const basePort = Number(process.env.BENCH_PORT ?? 4310);
const builds = [
  {name: 'A', dir: resolve(dirA), port: basePort},
  {name: 'B', dir: resolve(dirB), port: basePort + 1},
];

const servers = await Promise.all(builds.map((build) => serveStatic(build.dir, build.port, {brotliQuality: 11})));
const chrome = await chromeLauncher.launch({chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args});
try {
  console.log(`A = ${builds[0]!.dir}\nB = ${builds[1]!.dir}\nmobile Lighthouse, median of ${runs} alternated runs\n`);
  for (const path of pages) {
    const results: Record<string, Run[]> = {A: [], B: []};
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        const lhr = (await lighthouse(`http://127.0.0.1:${build.port}${path}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']}))!.lhr;
        results[build.name]!.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
        });
      }
    }
    for (const build of builds) {
      const list = results[build.name]!;
      const m = (key: keyof Run) => Math.round(median(list.map((entry) => entry[key])));
      console.log(
        `${path.padEnd(52)} ${build.name}  score ${String(m('score')).padStart(3)}  FCP ${m('fcp')}  LCP ${m('lcp')}  TBT ${String(m('tbt')).padStart(4)}  a11y ${m('accessibility')}` +
          `   (scores ${list.map((entry) => entry.score).join(', ')})`,
      );
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
}
