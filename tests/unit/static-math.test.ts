import assert from 'node:assert/strict';
import {test} from 'node:test';
import katex from 'katex';
import rehypeStaticMathModule from '../../plugins/static-math';
import {unwrapDefault} from './routes';

const rehypeStaticMath = unwrapDefault(rehypeStaticMathModule);

interface Node {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
}

const text = (value: string): Node => ({type: 'text', value});
/** What remark-math hands to rehype: inline `$…$` as code.math-inline, `$$…$$` as pre > code.math-display. */
const inline = (tex: string): Node => ({type: 'element', tagName: 'code', properties: {className: ['language-math', 'math-inline']}, children: [text(tex)]});
const display = (tex: string): Node => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [{type: 'element', tagName: 'code', properties: {className: ['language-math', 'math-display']}, children: [text(tex)]}],
});

function innerHtml(node: Node): string {
  const attribute = node.attributes!.find((entry) => entry.name === 'dangerouslySetInnerHTML')!;
  return JSON.parse((attribute.value as {value: string}).value.replace(/^\{__html: /, '').replace(/\}$/, '')) as string;
}

test('formulas become one element each, holding the MathML KaTeX typesets, as an HTML string', () => {
  const paragraph: Node = {type: 'element', tagName: 'p', children: [text('Weight '), inline('W_{ij}'), text(' is normalised.')]};
  const tree: Node = {type: 'root', children: [paragraph, display('C_j = \\max_i x_i')]};
  rehypeStaticMath()(tree as never, {path: 'x.md'});

  const [first, second] = tree.children!;
  const formula = first!.children![1]!;
  assert.equal(formula.type, 'mdxJsxTextElement');
  assert.equal(formula.name, 'span');
  assert.equal(formula.children!.length, 0);
  assert.equal(innerHtml(formula), katex.renderToString('W_{ij}', {displayMode: false, throwOnError: true, output: 'mathml'}));
  // MathML only: the browser sets it, and no KaTeX HTML copy doubles the page's elements.
  assert.doesNotMatch(innerHtml(formula), /katex-html/);

  assert.equal(second!.type, 'mdxJsxFlowElement');
  assert.equal(second!.name, 'div');
  assert.match(innerHtml(second!), /^<span class="katex"><math [^>]*display="block"/);
  // The attribute carries its ESTree, which the MDX compiler needs to emit the prop.
  const estree = (second!.attributes![1]!.value as {data: {estree: {body: unknown[]}}}).data.estree;
  assert.equal(estree.body.length, 1);
});

test('a hat accent is the modifier circumflex, which maths fonts set on its base', () => {
  const tree: Node = {type: 'root', children: [{type: 'element', tagName: 'p', children: [inline('\\hat{S}_i')]}]};
  rehypeStaticMath()(tree as never, {path: 'x.md'});
  const html = innerHtml(tree.children![0]!.children![0]!);
  assert.match(html, /<mover accent="true"><mi>S<\/mi><mo>\u02c6<\/mo><\/mover>/);
  assert.doesNotMatch(html, /<mo>\^<\/mo>/);
});

test('a formula KaTeX cannot parse fails the build and names the file', () => {
  const tree: Node = {type: 'root', children: [display('\\frac{1}{')]};
  assert.throws(() => rehypeStaticMath()(tree as never, {path: 'docs/learn/broken.md'}), /docs\/learn\/broken\.md: KaTeX cannot typeset/);
});

test('code that is not maths is left alone', () => {
  const code: Node = {type: 'element', tagName: 'pre', children: [{type: 'element', tagName: 'code', properties: {className: ['language-python']}, children: [text('x = 1')]}]};
  const tree: Node = {type: 'root', children: [code]};
  rehypeStaticMath()(tree as never, {});
  assert.equal(tree.children![0], code);
});
