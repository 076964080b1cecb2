/**
 * Renders every ```mermaid block under docs/ to static/diagrams/<hash>-{light,dark}.svg plus <hash>.json
 * (size, smallest text size and text alternative), in Debian's Chromium with the Mermaid version the site ships.
 * Files no page uses any more are removed. Usage: npm run diagrams
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import {chromium} from 'playwright-core';
import {describeSvg, diagramKey, diagramsDir, themes, type DiagramMeta} from '../plugins/remark-static-mermaid/diagrams';
import {chromiumLaunchOptions} from '../tests/browser';
import {extractCodeBlocks, markdownFiles} from './lib/content-checks';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, diagramsDir);
const require = createRequire(import.meta.url);
const mermaidScript = join(require.resolve('mermaid/package.json'), '..', 'dist/mermaid.min.js');

const sources = new Map<string, string>();
for (const file of markdownFiles(join(root, 'docs'))) {
  for (const block of extractCodeBlocks(readFileSync(file, 'utf8'))) {
    if (block.lang === 'mermaid') sources.set(diagramKey(block.code), block.code);
  }
}

mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
await page.addScriptTag({path: mermaidScript});
/** Smallest computed font size of any text in the SVG at its own size: what the readability floor scales from. */
async function smallestFontSize(svg: string): Promise<number> {
  return page.evaluate((markup) => {
    const host = document.createElement('div');
    host.innerHTML = markup;
    document.body.append(host);
    const sizes = Array.from(host.querySelectorAll('*'))
      .filter((element) => Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== ''))
      .filter((element) => element.tagName.toLowerCase() !== 'style' && element.getClientRects().length > 0)
      .map((element) => parseFloat(getComputedStyle(element).fontSize));
    host.remove();
    return Math.min(...sizes);
  }, svg);
}

let rendered = 0;
let measured = 0;
for (const [key, source] of sources) {
  const metaFile = join(outDir, `${key}.json`);
  if (existsSync(metaFile)) {
    // Rendered before sizes were recorded: measure the stored picture instead of drawing it again.
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as DiagramMeta;
    if (meta.fontSize === undefined) {
      meta.fontSize = await smallestFontSize(readFileSync(join(outDir, `${key}-light.svg`), 'utf8'));
      writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
      measured += 1;
    }
    continue;
  }
  let meta;
  for (const [theme, mermaidTheme] of Object.entries(themes)) {
    const svg = await page.evaluate(
      async ({text, id, mermaidTheme: selected}) => {
        const mermaid = (window as unknown as {mermaid: {initialize(c: object): void; render(id: string, text: string): Promise<{svg: string}>}}).mermaid;
        mermaid.initialize({startOnLoad: false, theme: selected, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif'});
        return (await mermaid.render(id, text)).svg;
      },
      {text: source, id: `d${key}${theme}`, mermaidTheme},
    );
    writeFileSync(join(outDir, `${key}-${theme}.svg`), svg);
    meta ??= {...describeSvg(svg, source), fontSize: await smallestFontSize(svg)};
  }
  writeFileSync(join(outDir, `${key}.json`), `${JSON.stringify(meta, null, 2)}\n`);
  rendered += 1;
}
await browser.close();

let removed = 0;
for (const entry of readdirSync(outDir)) {
  const key = entry.replace(/(-light|-dark)?\.(svg|json)$/, '');
  if (!sources.has(key)) {
    rmSync(join(outDir, entry));
    removed += 1;
  }
}
console.log(`diagrams: ${sources.size} in docs, ${rendered} rendered, ${measured} measured, ${removed} stale files removed`);
