import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {HastNode} from '../../plugins/lib/hast';
import {makeIslands} from '../../plugins/static-islands/rehype';

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
  const {tree, stats} = run(el('h2', {id: 'x'}, text('Heading')));
  assert.equal(stats.islands, 0);
  assert.equal(tree.children![0]!.type, 'element');
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
