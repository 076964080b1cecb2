import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {HastNode} from '../../plugins/lib/hast';
import {makeIslands, pageKey} from '../../plugins/static-islands/rehype';
import islandLoader from '../../plugins/static-islands/island-loader.cjs';

const {pruneToc} = islandLoader;
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

type Node = HastNode & {name?: string; attributes?: {name: string; value: unknown}[]; children?: Node[]};

const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, properties: Record<string, unknown>, ...children: Node[]): Node => ({type: 'element', tagName, properties, children});

/** An island's attribute: strings as written, expressions (arrays, numbers) parsed back. */
function attr(node: Node, name: string): unknown {
  const value = node.attributes?.find((entry) => entry.name === name)?.value;
  return typeof value === 'object' && value !== null ? JSON.parse((value as {value: string}).value) : value;
}

const run = (...children: Node[]) => {
  const tree: Node = {type: 'root', children};
  const stats = makeIslands(tree as never);
  return {tree, stats, body: tree.children!.filter((node) => node.type !== 'mdxjsEsm')};
};

test('a plain paragraph becomes one island with the HTML React would render, and the page imports the component', () => {
  const {tree, stats, body} = run(el('p', {}, text('Stake '), el('strong', {}, text('TAO')), text(' with '), el('code', {}, text('btcli <x> & y')), text('.')));
  assert.equal(stats.islands, 1);
  assert.equal(tree.children![0]!.type, 'mdxjsEsm');
  assert.match(String(tree.children![0]!.value), /^import StaticHtml__ from '@site\/src\/components\/StaticHtml';$/);
  assert.equal(body[0]!.name, 'StaticHtml__');
  assert.equal(attr(body[0]!, 'tag'), 'p');
  assert.equal(attr(body[0]!, 'html'), 'Stake <strong>TAO</strong> with <code>btcli &lt;x&gt; &amp; y</code>.');
  assert.equal(attr(body[0]!, 'links'), undefined);
});

test('links are written as Docusaurus Link writes them and internal ones are listed for the broken-link check', () => {
  const {body} = run(
    el(
      'p',
      {},
      el('a', {href: '/learn/fees/'}, text('fees')),
      el('a', {href: '#top'}, text('top')),
      el('a', {href: 'https://example.org/?a=1&b="2"'}, text('out')),
      el('a', {href: '/keys/wallets/#files'}, text('files')),
    ),
  );
  assert.equal(
    attr(body[0]!, 'html'),
    '<a href="/learn/fees" class="">fees</a><a href="#top" class="">top</a>' +
      '<a href="https://example.org/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer" class="">out</a>' +
      '<a href="/keys/wallets#files" class="">files</a>',
  );
  assert.deepEqual(attr(body[0]!, 'links'), ['/learn/fees', '#top', '/keys/wallets#files']);
});

test('list items keep the empty class MDXLi gives them, tables drop whitespace, cells keep their alignment', () => {
  const {body} = run(
    el('ul', {}, text('\n'), el('li', {}, text('one ')), text('\n'), el('li', {}, el('em', {}, text('two')))),
    el('table', {}, text('\n'), el('tbody', {}, text('\n'), el('tr', {}, el('td', {align: 'right'}, text('1')), el('td', {}, text('2'))))),
  );
  assert.equal(attr(body[0]!, 'html'), '\n<li class="">one </li>\n<li class=""><em>two</em></li>');
  assert.equal(attr(body[1]!, 'html'), '<tbody><tr><td style="text-align:right">1</td><td>2</td></tr></tbody>');
});

test('anything React renders differently stays React, and islands are found inside it', () => {
  const component: Node = {type: 'mdxJsxTextElement', name: 'ChainConstant', attributes: [], children: []};
  const {stats, body} = run(
    el('p', {}, text('Tempo is '), component, text(' blocks, see '), el('em', {}, text('below'))),
    el('p', {}, el('code', {}, text('multi\nline'))),
    el('ul', {className: ['contains-task-list']}, el('li', {}, text('a '), el('em', {}, text('b')))),
    el('p', {}, el('img', {src: '/x.png'})),
    el('p', {}, el('a', {href: 'pathname:///file.pdf'}, text('pdf'))),
    {type: 'mdxJsxFlowElement', name: 'details', attributes: [], children: [el('table', {}, el('tr', {}, el('td', {}, text('x'))))]},
  );
  assert.deepEqual(
    body.slice(0, 5).map((node) => node.type),
    ['element', 'element', 'element', 'element', 'element'],
  );
  // The task list stays, but its item is plain: the item alone becomes an island.
  assert.equal(body[2]!.children![0]!.name, 'StaticHtml__');
  assert.equal(attr(body[2]!.children![0]!, 'tag'), 'li');
  assert.equal(attr(body[2]!.children![0]!, 'className'), '');
  assert.equal(body[5]!.children![0]!.name, 'StaticHtml__');
  assert.equal(stats.islands, 2);
});

test('formulas typeset by static-math join an island as their HTML; a lone short paragraph is left alone', () => {
  const math: Node = {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {name: 'className', value: 'math math-inline'},
      {
        name: 'dangerouslySetInnerHTML',
        value: {data: {estree: {body: [{expression: {properties: [{value: {value: '<span class="katex">x</span>'}}]}}]}}},
      },
    ] as never,
    children: [],
  };
  const {body, stats} = run(el('p', {}, text('Let '), math, text(' be')), el('p', {}, text('Short.')));
  assert.equal(attr(body[0]!, 'html'), 'Let <span class="math math-inline"><span class="katex">x</span></span> be');
  assert.equal(body[1]!.type, 'element');
  assert.equal(stats.islands, 1);
});

test('a page with nothing plain gets no import', () => {
  const {tree, stats} = run(el('h1', {}, text('Title')), el('h2', {}, text('No id')), el('p', {}, text('Short')));
  assert.equal(stats.islands, 0);
  assert.equal(tree.children![0]!.type, 'element');
});

test('a plain heading becomes an island with its id and the hash link the theme writes', () => {
  const {stats, body} = run(
    el('h2', {id: 'fees-and-limits'}, text('Fees & "limits"')),
    el('h3', {id: 'the-call'}, text('The '), el('code', {}, text('add_stake')), text(' call')),
  );
  assert.equal(stats.islands, 2);
  assert.deepEqual([attr(body[0]!, 'tag'), attr(body[0]!, 'id'), attr(body[0]!, 'className')], ['h2', 'fees-and-limits', undefined]);
  // The label quotes a heading that is one string, else its id, as the theme's Heading does.
  assert.equal(
    attr(body[0]!, 'html'),
    'Fees &amp; "limits"<a href="#fees-and-limits" class="hash-link" aria-label="Direct link to Fees &amp; &quot;limits&quot;" title="Direct link to Fees &amp; &quot;limits&quot;" translate="no">\u200b</a>',
  );
  assert.equal(
    attr(body[1]!, 'html'),
    'The <code>add_stake</code> call<a href="#the-call" class="hash-link" aria-label="Direct link to the-call" title="Direct link to the-call" translate="no">\u200b</a>',
  );
});

test("a heading with a link, a component or another attribute stays the theme's Heading", () => {
  const component: Node = {type: 'mdxJsxTextElement', name: 'ChainConstant', attributes: [], children: []};
  const {stats, body} = run(
    el('h2', {id: 'linked'}, el('a', {href: '/learn/fees'}, text('Fees'))),
    el('h2', {id: 'with-component'}, text('Tempo '), component),
    el('h2', {id: 'styled', className: ['x']}, text('Styled')),
  );
  assert.equal(stats.islands, 0);
  assert.deepEqual(body.map((node) => node.type), ['element', 'element', 'element']);
});

test('a details with a plain summary and plain content becomes native markup; one with a code block or attributes stays', () => {
  const jsx = (name: string, attributes: unknown[], ...children: Node[]): Node => ({type: 'mdxJsxFlowElement', name, attributes: attributes as never, children});
  const table = () => el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, el('code', {}, text('netuid'))))));
  const code = el('pre', {}, el('code', {className: ['language-bash']}, text('btcli subnets list\n')));
  const {body, stats} = run(
    jsx('details', [], text('\n'), jsx('summary', [], text('Parameters')), text('\n'), table()),
    jsx('Details', [], jsx('summary', [], text('Example')), code, el('p', {}, text('Then '), el('em', {}, text('check')), text('.'))),
    jsx('details', [{type: 'mdxJsxAttribute', name: 'open', value: null}], jsx('summary', [], text('Open')), table()),
  );
  assert.equal(attr(body[0]!, 'tag'), 'details');
  assert.equal(attr(body[0]!, 'className'), 'alert alert--info static-details');
  assert.equal(
    attr(body[0]!, 'html'),
    '<summary>Parameters</summary><div class="static-details__content"><table><tbody><tr><td><code>netuid</code></td></tr></tbody></table></div>',
  );
  assert.equal(body[1]!.name, 'Details');
  assert.equal(body[1]!.children![2]!.name, 'StaticHtml__');
  assert.equal(body[2]!.name, 'details');
  assert.equal(attr(body[2]!.children![1]!, 'tag'), 'table');
  assert.equal(stats.islands, 3);
});

test('a page that imports a Details of its own keeps it', () => {
  const esm: Node = {type: 'mdxjsEsm', value: "import Details from '@site/src/components/Fancy';"};
  const details: Node = {type: 'mdxJsxFlowElement', name: 'Details', attributes: [], children: [{type: 'mdxJsxFlowElement', name: 'summary', attributes: [], children: [text('More')]}, el('p', {}, text('a '), el('em', {}, text('b')))]};
  const tree: Node = {type: 'root', children: [esm, details]};
  makeIslands(tree as never);
  assert.equal(tree.children![2]!.name, 'Details');
  assert.equal(attr(tree.children![2]!.children![1]!, 'tag'), 'p');
});

test('a signature written as <pre className><code>{"…"}</code></pre> becomes an island; any other pre stays React', () => {
  const expression = (value: unknown): Node => ({
    type: 'mdxFlowExpression',
    value: JSON.stringify(value),
    data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value}}]}},
  });
  const jsx = (name: string, attributes: unknown[], ...children: Node[]): Node => ({type: 'mdxJsxFlowElement', name, attributes: attributes as never, children});
  const className = {type: 'mdxJsxAttribute', name: 'className', value: 'api-signature'};
  const {body, stats} = run(
    jsx('pre', [className], jsx('code', [], expression('def close(\n    a=<b>,\n): ...'))),
    jsx('pre', [className], jsx('code', [], expression(42))),
    jsx('pre', [className, {type: 'mdxJsxAttribute', name: 'id', value: 'x'}], jsx('code', [], expression('def f(): ...'))),
  );
  assert.equal(attr(body[0]!, 'tag'), 'pre');
  assert.equal(attr(body[0]!, 'className'), 'api-signature');
  assert.equal(attr(body[0]!, 'html'), '<code>def close(\n    a=&lt;b&gt;,\n): ...</code>');
  assert.equal(body[1]!.name, 'pre');
  assert.equal(body[2]!.name, 'pre');
  assert.equal(stats.islands, 1);
});

test('with a page key every island is marked with it, right after its HTML; the key is a hash of the source path', () => {
  const tree: Node = {type: 'root', children: [el('p', {}, text('a '), el('em', {}, text('b'))), el('ul', {}, el('li', {}, text('c')), el('li', {}, text('d')))]};
  makeIslands(tree as never, 'cb8569e1');
  const islands = tree.children!.filter((node) => node.name === 'StaticHtml__');
  assert.equal(islands.length, 2);
  for (const island of islands) {
    assert.deepEqual((island.attributes as {name: string}[]).slice(0, 3).map((entry) => entry.name), ['tag', 'html', 'island']);
    assert.equal(attr(island, 'island'), 'cb8569e1');
  }
  assert.match(pageKey('/site/docs/keys/wallets.md', '/site'), /^[0-9a-f]{8}$/);
  assert.equal(pageKey('/site/docs/keys/wallets.md', '/site'), pageKey('/elsewhere/docs/keys/wallets.md', '/elsewhere'));
  assert.notEqual(pageKey('/site/docs/keys/wallets.md', '/site'), pageKey('/site/docs/keys/proxies.md', '/site'));
});

/** A compiled page as the MDX compiler writes it, with islands as ./rehype.ts marks them (tag, HTML, then its
 * other attributes as they follow `island`). */
const compiledPage = (...islands: [string, string, Record<string, unknown>?][]) =>
  [
    'export const frontMatter = {',
    "\ttitle: 'Wallets'",
    '};',
    'export const toc = [];',
    'import {jsx as _jsx} from "react/jsx-runtime";',
    'import StaticHtml__ from "@site/src/components/StaticHtml";',
    'function _createMdxContent(props) {',
    '  return _jsxs(_Fragment, {children: [' +
      islands
        .map(
          ([tag, html, others]) =>
            `_jsx(StaticHtml__, {\n      tag: "${tag}",\n      html: ${JSON.stringify(html)},\n      island: "cb8569e1"` +
            Object.entries(others ?? {})
              .map(([name, value]) => `,\n      ${name}: ${JSON.stringify(value)}`)
              .join('') +
            '\n    })',
        )
        .join(', "\\n", ') +
      ']});',
    '}',
  ].join('\n');

/** The loader's context for a page at `path`, with a registry that names the chunk of docs/keys/wallets.md. */
function loaderContext(path: string, emitted: [string, string][]) {
  const registryFile = join(mkdtempSync(join(tmpdir(), 'islands-')), 'registry.js');
  writeFileSync(
    registryFile,
    'export default {\n  "deb8f271": [() => import(/* webpackChunkName: "deb8f271" */ "@site/docs/keys/wallets.md"), "@site/docs/keys/wallets.md", require.resolveWeak("@site/docs/keys/wallets.md")],\n};\n',
  );
  return {
    emitFile: (name: string, content: string) => void emitted.push([name, content]),
    getOptions: () => ({siteDir: '/site', registryFile, maxTocLevel: 3}),
    resourcePath: path,
  };
}

test('the browser build takes each island out of the page into a JSON file named after its chunk, and renders it by number', () => {
  const emitted: [string, string][] = [];
  const source = compiledPage(
    ['p', 'A <strong>"quoted"</strong> line', {links: ['#top', '/keys/wallets'], anchors: ['row-1']}],
    ['table', '<tbody><tr><td>x\ny</td></tr></tbody>'],
    ['pre', '<code>def f(): ...</code>', {className: 'api-signature', links: ['#f']}],
    ['ol', '<li>three</li>', {start: 3}],
    ['h3', 'Keys<a href="#keys" class="hash-link">\u200b</a>', {id: 'keys'}],
  );
  const out = islandLoader.call(loaderContext('/site/docs/keys/wallets.md', emitted), source);
  assert.deepEqual(emitted.map(([name]) => name), ['page-islands/deb8f271.json']);
  // Attributes go with the HTML; links and anchors go altogether (only the server build lists them, for the
  // broken-link check).
  assert.deepEqual(JSON.parse(emitted[0]![1]), [
    'A <strong>"quoted"</strong> line',
    '<tbody><tr><td>x\ny</td></tr></tbody>',
    {html: '<code>def f(): ...</code>', className: 'api-signature'},
    {html: '<li>three</li>', start: 3},
    {html: 'Keys<a href="#keys" class="hash-link">\u200b</a>', id: 'keys'},
  ]);
  assert.doesNotMatch(out, /quoted|<tbody>|def f|island:|links|anchors|row-1|keys\/wallets|api-signature|start|hash-link|id:|StaticHtml__, \{/);
  // Islands side by side become one spread call.
  assert.match(out, /children: \[\.\.\.__islands\(0, 4\)\]/);
  // The page names its chunk only: the file's folder, named after the build, comes from the global data.
  assert.ok(out.includes('const __islandProps = await __pageIslands("cb8569e1", "ptro3", "deb8f271");'));
  assert.ok(out.includes('const __island = (index) => _jsx(StaticHtml__, __islandProps(index));'));
});

test('a page without islands gets an empty file; a partial, which no route loads, keeps its islands\' HTML', () => {
  const emitted: [string, string][] = [];
  const plain = 'export const toc = [];\nexport default function MDXContent() { return null; }';
  assert.equal(islandLoader.call(loaderContext('/site/docs/keys/wallets.md', emitted), plain), plain);
  assert.deepEqual(emitted, [['page-islands/deb8f271.json', '[]']]);
  const partial: [string, string][] = [];
  const source = compiledPage(['p', 'x']);
  assert.equal(islandLoader.call(loaderContext('/site/docs/_partials/_note.mdx', partial), source), source);
  assert.equal(partial.length, 0);
});

/** A compiled page's table of contents, each entry as the MDX compiler writes it. */
const withToc = (frontMatter: string[], entries: (string | [string, number])[]) =>
  [
    'export const frontMatter = {',
    ...frontMatter.map((line) => `\t${line}`),
    '};',
    'export const toc = [' +
      entries
        .map((entry) => (typeof entry === 'string' ? entry : `{\n  "value": "${entry[0]}",\n  "id": "${entry[0].toLowerCase()}",\n  "level": ${entry[1]}\n}`))
        .join(', ') +
      '];',
    'export default function MDXContent() { return null; }',
  ].join('\n');

const tocIds = (source: string) => [...source.matchAll(/"id": "([^"]+)"|\.\.\.(__toc\w+)/g)].map((match) => match[1] ?? match[2]);

test('the browser build keeps only the table-of-contents levels the page shows', () => {
  const entries: (string | [string, number])[] = ['...__tocWarning', ['Setup', 2], ['Keys', 3], ['Files', 4], ['Next', 2]];
  // The site's default shows h2 and h3; a page's front matter can go shallower.
  assert.deepEqual(tocIds(pruneToc(withToc(["title: 'A'"], entries), 3)), ['__tocWarning', 'setup', 'keys', 'next']);
  assert.deepEqual(tocIds(pruneToc(withToc(["title: 'A',", 'toc_max_heading_level: 2'], entries), 3)), ['__tocWarning', 'setup', 'next']);
  assert.deepEqual(tocIds(pruneToc(withToc(['toc_max_heading_level: 4'], entries), 3)), ['__tocWarning', 'setup', 'keys', 'files', 'next']);
  // Left as they are: a hidden table, one with nothing left to show, one with nothing to drop.
  const hidden = withToc(['hide_table_of_contents: true,', 'toc_max_heading_level: 2'], entries);
  assert.equal(pruneToc(hidden, 3), hidden);
  const deepOnly = withToc([], [['Detail', 4]]);
  assert.equal(pruneToc(deepOnly, 3), deepOnly);
  const flat = withToc([], [['One', 2], ['Two', 3]]);
  assert.equal(pruneToc(flat, 3), flat);
});

test('a table of contents the loader cannot read fails the build', () => {
  assert.throws(() => pruneToc('export default function MDXContent() { return null; }', 3), /without `export const toc = \[`/);
  assert.throws(() => pruneToc(withToc([], ['{\n  "value": "No id",\n  "level": 2\n}', ['Two', 3]]), 3), /unknown shape/);
});

test('an island the loader cannot read fails the build', () => {
  const context = loaderContext('/site/docs/keys/wallets.md', []);
  const unmarked = compiledPage(['p', 'x']).replace(',\n      island: "cb8569e1"', '');
  assert.throws(() => islandLoader.call(context, unmarked), /found 0 islands for 1 StaticHtml elements/);
  const twoPages = compiledPage(['p', 'x'], ['p', 'y']).replace('island: "cb8569e1"', 'island: "00000000"');
  assert.throws(() => islandLoader.call(context, twoPages), /page keys: 00000000, cb8569e1/);
});

test("a Link to an in-page anchor with an id of its own joins an island as Link renders it, its anchor collected", () => {
  const link = (id: string, to: string, ...children: Node[]): Node => ({
    type: 'mdxJsxTextElement',
    name: 'Link',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: id},
      {type: 'mdxJsxAttribute', name: 'to', value: to},
    ] as never,
    children,
  });
  const linkImport: Node = {type: 'mdxjsEsm', value: "import Link from '@docusaurus/Link';"};
  const row = (cell: Node) => el('table', {}, el('tbody', {}, el('tr', {}, el('td', {}, cell), el('td', {}, text('0')))));
  const tree: Node = {type: 'root', children: [linkImport, row(link('invalidport', '#invalidport', el('code', {}, text('InvalidPort'))))]};
  makeIslands(tree as never);
  const island = tree.children!.find((node) => node.name === 'StaticHtml__')!;
  assert.equal(attr(island, 'html'), '<tbody><tr><td><a href="#invalidport" id="invalidport"><code>InvalidPort</code></a></td><td>0</td></tr></tbody>');
  assert.deepEqual(attr(island, 'links'), ['#invalidport']);
  assert.deepEqual(attr(island, 'anchors'), ['invalidport']);
  // Without the import, or pointing elsewhere, it is some other component: React renders it.
  for (const other of [
    {type: 'root', children: [row(link('x', '#x', text('X')))]},
    {type: 'root', children: [linkImport, row(link('x', '/learn/fees', text('X')))]},
  ] as Node[]) {
    makeIslands(other as never);
    assert.equal(other.children!.some((node) => node.name === 'StaticHtml__'), false);
  }
});

test('islands side by side are rendered by one call; one between other children keeps its own', () => {
  const source = compiledPage(['p', 'a'], ['p', 'b'], ['p', 'c']).replace(
    '_jsxs(_Fragment, {children: [',
    '_jsxs(_Fragment, {children: [_jsx(_components.h1, {children: "T"}), "\\n", ',
  );
  const out = islandLoader.call(loaderContext('/site/docs/keys/wallets.md', []), source.replace(/("\\n", )(_jsx\(StaticHtml__, \{\n\s*tag: "p",\n\s*html: "b")/, '$1_jsx(_components.hr, {}), "\\n", $2'));
  assert.match(out, /children: \[_jsx\(_components\.h1, \{children: "T"\}\), "\\n", __island\(0\), "\\n", _jsx\(_components\.hr, \{\}\), "\\n", \.\.\.__islands\(1, 2\)\]/);
  // The helper gives the same children: each island, a newline between two.
  const helper = out.slice(out.indexOf('const __islands'), out.indexOf('};\n', out.indexOf('const __islands')) + 2);
  const islands = new Function('__island', `${helper}; return __islands;`)((index: number) => `island ${index}`) as (first: number, last: number) => string[];
  assert.deepEqual(islands(1, 3), ['island 1', '\n', 'island 2', '\n', 'island 3']);
});

test('an empty span that only carries an id joins an island, its anchor collected; any other span keeps React', () => {
  const span = (attributes: {name: string; value: string}[], ...children: Node[]): Node => ({
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: attributes.map((entry) => ({type: 'mdxJsxAttribute', ...entry})) as never,
    children,
  });
  const {body} = run(el('p', {}, span([{name: 'id', value: 'hotkey'}]), el('strong', {}, text('Hotkey')), text(': the key that signs often.')));
  assert.equal(body[0]!.name, 'StaticHtml__');
  assert.equal(attr(body[0]!, 'html'), '<span id="hotkey"></span><strong>Hotkey</strong>: the key that signs often.');
  assert.deepEqual(attr(body[0]!, 'anchors'), ['hotkey']);
  for (const other of [
    span([{name: 'id', value: 'x'}], text('content')),
    span([{name: 'id', value: 'x'}, {name: 'className', value: 'y'}]),
    span([{name: 'title', value: 'x'}]),
  ]) {
    const {body: kept} = run(el('p', {}, other, el('strong', {}, text('Term')), text(': definition.')));
    assert.notEqual(kept[0]!.name, 'StaticHtml__');
  }
});
