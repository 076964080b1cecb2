import AxeBuilder from '@axe-core/playwright';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from './browser';
const b = await chromium.launch(chromiumLaunchOptions);
const p = await (await b.newContext()).newPage();
for (const path of ['/', '/learn/emissions', '/learn/yuma-consensus', '/search']) {
  await p.goto('http://localhost:3000' + path, {waitUntil: 'networkidle'});
  const {violations} = await new AxeBuilder({page: p}).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  for (const v of violations) for (const n of v.nodes.slice(0, 3)) console.log(path, v.id, String(n.target), n.html.slice(0, 140), '|', (n.any[0]?.message ?? '').slice(0, 160));
}
await b.close();
