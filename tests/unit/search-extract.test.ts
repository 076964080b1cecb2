import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';
import {extractRecords, routeOf} from '../../plugins/search-index/extract';
import {markdownToHtml} from '../../plugins/search-index/dev';
import {applyPatch, patches} from '../../plugins/search-index/source-patches.cjs';

/** A trimmed copy of a rendered docs page (Docusaurus 3.10 markup). */
const page = `<!doctype html><html><head><title>Wallets | Bittensor</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="navbar"><a class="navbar__item">Announcements</a></nav>
<aside><ul class="menu__list"><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item">
<div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/keys/wallets">Keys and wallets</a></div></li></ul></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span class="breadcrumbs__link">Keys and wallets</span></li></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Wallets, coldkeys and hotkeys</h1></header>
<p>Intro about <code>btcli</code> wallets.</p>
<h2 id="coldkey-and-hotkey">Coldkey and hotkey<a href="#coldkey-and-hotkey" class="hash-link">\u200b</a></h2>
<ul><li>The coldkey owns funds.<ul><li>Nested point.</li></ul></li></ul>
<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code>
# create a wallet
btcli wallet new_coldkey --wallet.name alice
echo not a command
</code></pre></div>
<pre class="prism-code language-python"><code>import bittensor as bt
wallet = bt.Wallet()</code></pre>
<h3 id="files">Files</h3>
<table><thead><tr><th>Path</th><th>Holds</th></tr></thead><tbody><tr><td>~/.bittensor/wallets</td><td>key files</td></tr></tbody></table>
<p>Intro about <code>btcli</code> wallets.</p>
<span class="katex"><math><semantics><mrow><mi>x</mi><mo>=</mo><mn>1</mn></mrow><annotation encoding="application/x-tex">x=1</annotation></semantics></math></span>
<p>Weight <span class="katex"><math><semantics><msub><mi>W</mi><mi>ij</mi></msub><annotation encoding="application/x-tex">W_{ij}</annotation></semantics></math></span> is normalised.</p>
</div><footer class="theme-doc-footer">Edit this page</footer></article></main>
<footer class="footer">Copyright</footer></body></html>`;

describe('record extraction', () => {
  const records = extractRecords({html: page, path: '/keys/wallets', origin: 'https://docs.example.org'});

  test('DocSearch shape: hierarchy, type, url with anchor, facets, stable ids', () => {
    const [title, intro, h2] = records;
    assert.equal(title!.type, 'lvl1');
    assert.deepEqual(title!.hierarchy, {lvl0: 'Keys and wallets', lvl1: 'Wallets, coldkeys and hotkeys', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
    assert.equal(title!.url, 'https://docs.example.org/keys/wallets');
    assert.equal(intro!.type, 'content');
    assert.equal(intro!.content, 'Intro about btcli wallets.');
    assert.equal(h2!.type, 'lvl2');
    assert.equal(h2!.hierarchy.lvl2, 'Coldkey and hotkey', 'the hash-link character is dropped');
    assert.equal(h2!.url, 'https://docs.example.org/keys/wallets#coldkey-and-hotkey');
    assert.equal(h2!.url_without_anchor, 'https://docs.example.org/keys/wallets');
    assert.equal(h2!.anchor, 'coldkey-and-hotkey');
    assert.equal(h2!.language, 'en');
    assert.equal(h2!.docusaurus_tag, 'docs-default-current');
    assert.equal(new Set(records.map((r) => r.objectID)).size, records.length);
    const again = extractRecords({html: page, path: '/keys/wallets', origin: 'https://docs.example.org'});
    assert.deepEqual(again.map((r) => r.objectID), records.map((r) => r.objectID));
  });

  test('content: paragraphs, list items (nested ones separately), table rows; shell commands from code blocks', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    assert.ok(contents.includes('The coldkey owns funds.'));
    assert.ok(contents.includes('Nested point.'));
    assert.ok(contents.includes('~/.bittensor/wallets · key files'));
    assert.ok(contents.includes('btcli wallet new_coldkey --wallet.name alice'));
    assert.ok(!contents.some((c) => c?.includes('echo not a command') || c?.includes('import bittensor')));
    const files = records.find((r) => r.content === '~/.bittensor/wallets · key files')!;
    assert.equal(files.hierarchy.lvl3, 'Files');
    assert.equal(files.hierarchy.lvl2, 'Coldkey and hotkey');
  });

  test('skips navbar, sidebar, footer, TOC, breadcrumbs and duplicate paragraphs', () => {
    const text = JSON.stringify(records);
    for (const noise of ['Announcements', 'Copyright', 'Edit this page', 'On this page']) assert.ok(!text.includes(noise), noise);
    assert.equal(records.filter((r) => r.content === 'Intro about btcli wallets.').length, 2, 'same text under another heading is kept');
    assert.equal(records.filter((r) => r.content === 'x=1').length, 0);
    // A formula in a paragraph is indexed as the text it shows, without its TeX source.
    assert.ok(records.some((r) => r.content === 'Weight Wij is normalised.'));
    assert.ok(!text.includes('W_{ij}'));
  });

  test('non-docs pages give no records', () => {
    assert.deepEqual(extractRecords({html: '<html><body><main><h1>Home</h1></main></body></html>', path: '/', origin: 'https://x'}), []);
  });

  test('routes of built files follow trailingSlash: false', () => {
    assert.equal(routeOf('/b', '/b/keys/wallets.html'), '/keys/wallets');
    assert.equal(routeOf('/b', '/b/index.html'), '/');
    assert.equal(routeOf('/b', '/b/dynamic-tao/index.html'), '/dynamic-tao');
  });

  test('the dev-server Markdown pass feeds the same extractor', () => {
    const html = markdownToHtml('---\ntitle: T\n---\n# Title\n\nSome `btcli` text.\n\n## A heading {#custom}\n\n- item one\n\n```bash\nbtcli stake add\n```\n');
    const recs = extractRecords({html: `<article><div class="theme-doc-markdown">${html}</div></article>`, path: '/t', origin: 'https://x'});
    assert.deepEqual(recs.map((r) => [r.type, r.anchor, r.content]), [
      ['lvl1', null, null],
      ['content', null, 'Some btcli text.'],
      ['lvl2', 'custom', null],
      ['content', 'custom', 'item one'],
      ['content', 'custom', 'btcli stake add'],
    ]);
  });
});

describe('source patches', () => {
  const siteRequire = createRequire(join(process.cwd(), 'package.json'));
  const packageDir = (name: string) => join(dirname(siteRequire.resolve(name)), '..');
  const files: Record<string, string> = {
    // Resolved the way the bundler does (the packages' main entries, then the files the patches name).
    'docsearch-error-status': join(packageDir('@docsearch/react'), 'esm', 'index.js'),
    'no-algolia-preconnect': join(packageDir('@docusaurus/theme-search-algolia'), 'lib', 'theme', 'SearchBar', 'index.js'),
  };

  for (const patch of patches) {
    test(`${patch.id} applies exactly once to the installed file`, () => {
      const file = files[patch.id]!;
      assert.ok(patch.file.test(file), `the loader rule matches ${file}`);
      const source = readFileSync(file, 'utf8');
      const patched = applyPatch(source, patch);
      assert.notEqual(patched, source);
      assert.throws(() => applyPatch(patched, patch), /found 0 matches/, 'not applicable twice');
    });
  }

  test('the DocSearch patch keeps the error status after a failed search', () => {
    const file = files['docsearch-error-status']!;
    const patched = applyPatch(readFileSync(file, 'utf8'), patches.find((p) => p.id === 'docsearch-error-status')!);
    assert.ok(patched.includes('"error"!==c.getState().status&&p("idle")'));
  });

  test('the preconnect patch removes the Algolia preconnect and nothing else', () => {
    const file = files['no-algolia-preconnect']!;
    const source = readFileSync(file, 'utf8');
    const patched = applyPatch(source, patches.find((p) => p.id === 'no-algolia-preconnect')!);
    assert.ok(!patched.includes('rel="preconnect"'));
    assert.ok(patched.includes('<DocSearchButton'));
    assert.equal(source.length - patched.length < 600, true);
  });
});
