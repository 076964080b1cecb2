// In-app navigation time: from a served page, pushState to another page (no hover preload), until its h1 and
// its last paragraph are in the document. Throttled like Lighthouse mobile when THROTTLE=1.
import {chromium} from 'playwright-core';
const [,, base, from, to, runsArg] = process.argv;
const runs = Number(runsArg ?? 5);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run']});
const times = [];
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  if (process.env.THROTTLE) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  await page.goto(base + from, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const ms = await page.evaluate(async (target) => {
    const oldTitle = document.querySelector('article h1')?.textContent;
    const start = performance.now();
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => {
      const check = () => (document.querySelector('article h1') && document.querySelector('article h1').textContent !== oldTitle && document.querySelector('article .theme-doc-markdown p:last-of-type')?.textContent ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  }, to);
  times.push(Math.round(ms));
  await ctx.close();
}
times.sort((a, b) => a - b);
console.log(`${from} -> ${to}: median ${times[Math.floor(times.length / 2)]} ms (${times.join(', ')})`);
await browser.close();
