import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {test} from 'node:test';
import React from 'react';
import {Highlight, Prism, type HighlightProps, type PrismTheme} from 'prism-react-renderer';
import {prismDarkTheme, prismLightTheme} from '../../config/prism';
import {additionalLanguages, highlightLines, highlightToHtml, Palette} from '../../plugins/static-highlight/highlight';
import rehypeStaticHighlightModule from '../../plugins/static-highlight/rehype';
import {markdownFiles} from '../../scripts/lib/content-checks';
import {unwrapDefault} from './routes';

const rehypeStaticHighlight = unwrapDefault(rehypeStaticHighlightModule);

// react-dom ships no types here; this is the one function the test needs.
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {renderToStaticMarkup(element: React.ReactElement): string};
type RenderProps = Parameters<HighlightProps['children']>[0];

const palette = new Palette(prismLightTheme, prismDarkTheme);
const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every fenced block of the docs, by language. */
function fences(): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const file of markdownFiles('docs')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^( *)```([a-z]+)[^\n]*\n([\s\S]*?)^\1```$/gm)) {
      const [, indent, language, body] = match as unknown as [string, string, string, string];
      if (language === 'mermaid') continue;
      const code = body.split('\n').map((line) => line.slice(indent.length)).join('\n').replace(/\n$/, '');
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), code]);
    }
  }
  return byLanguage;
}

/** What theme-classic renders in the browser today: prism-react-renderer's tokens and inline styles. */
function themeTokens(code: string, language: string, theme: PrismTheme) {
  const tokens: {className: string; content: string; style: Record<string, string>}[][] = [];
  renderToStaticMarkup(
    React.createElement(Highlight, {theme, code, language, prism: Prism, children: ({tokens: lines, getTokenProps}: RenderProps) => {
      for (const line of lines) {
        const fixed = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
        tokens.push(
          fixed.map((token) => {
            const props = getTokenProps({token});
            const style = Object.fromEntries(
              Object.entries(props.style ?? {}).filter(([property]) => property !== 'display').map(([property, value]) => [kebab(property), String(value)]),
            );
            return {className: String(props.className), content: token.content, style};
          }),
        );
      }
      return null;
    }}),
  );
  return tokens;
}

test('build-time highlighting gives every token of every docs code block the classes and colours the theme gives it', () => {
  // The grammars register on prism-react-renderer's shared Prism, so the theme side sees them too.
  highlightLines('', 'bash');
  const seen = fences();
  for (const language of ['bash', 'python', 'solidity', 'typescript']) assert.ok(seen.get(language)?.length, `no ${language} blocks found`);
  let compared = 0;
  for (const [language, blocks] of seen) {
    for (const code of blocks) {
      const ours = highlightLines(code, language);
      for (const [mode, theme] of [['light', prismLightTheme], ['dark', prismDarkTheme]] as const) {
        const theirs = themeTokens(code, language, theme);
        assert.equal(ours.length, theirs.length, `${language}: line count`);
        ours.forEach((line, i) =>
          line.forEach((token, j) => {
            const expected = theirs[i]![j]!;
            assert.equal(['token', ...token.types].join(' '), expected.className);
            assert.equal(token.content, expected.content);
            assert.deepEqual(palette.resolve(palette.classesFor(language, token.types), mode), expected.style, `${language} ${mode} ${token.types.join(' ')}`);
            compared += 1;
          }),
        );
      }
    }
  }
  assert.ok(compared > 10_000, `only ${compared} tokens compared`);
});

test('markup: escaped text, one token-line div per line with a <br>, palette classes', () => {
  const html = highlightToHtml('echo "<b>&"\n\nls', 'bash', palette);
  assert.equal((html.match(/<div class="token-line">/g) ?? []).length, 3);
  assert.equal((html.match(/<br><\/div>/g) ?? []).length, 3);
  assert.match(html, /&lt;b&gt;&amp;/);
  assert.doesNotMatch(html, /<b>/);
  assert.match(html, /class="token string hl-l\d+( hl-[ld]\d+)*"/);
});

test('the stylesheet scopes light colours outside dark mode and dark colours inside it', () => {
  const css = palette.css();
  assert.match(css, /^html:not\(\[data-theme='dark'\]\) \.hl-l0\{/m);
  assert.match(css, /^html\[data-theme='dark'\] \.hl-d0\{/m);
  // The block colours of each mode, over the light ones the built HTML carries inline.
  assert.ok(css.includes(`html[data-theme='dark'] .theme-code-block{--prism-color:${palette.darkTheme.plain.color}!important;--prism-background-color:${palette.darkTheme.plain.backgroundColor}!important}`));
  assert.ok(css.includes(`html:not([data-theme='dark']) .theme-code-block{--prism-color:${palette.lightTheme.plain.color}!important`));
  assert.doesNotMatch(css, /undefined/);
});

test('the grammars loaded at build time are the ones the docs need', () => {
  const used = new Set(fences().keys());
  for (const language of used) {
    assert.ok(language === 'text' || Prism.languages[language], `no grammar for ${language}: add it to additionalLanguages`);
  }
  assert.ok(additionalLanguages.includes('bash'));
});

test('the rehype step refuses numbered or highlighted lines instead of rendering them wrong', () => {
  const tree = (meta: string, value: string) => ({
    type: 'root',
    children: [{type: 'element', tagName: 'pre', children: [{type: 'element', tagName: 'code', properties: {className: ['language-bash'], metastring: meta}, children: [{type: 'text', value}]}]}],
  });
  const transform = rehypeStaticHighlight({palette});
  assert.throws(() => transform(tree('showLineNumbers', 'ls\n'), {path: 'x.md'}), /line numbers or highlighted lines/);
  assert.throws(() => transform(tree('', '# highlight-next-line\nls\n'), {path: 'x.md'}), /x\.md/);
  const ok = tree('title="a"', 'ls\n');
  transform(ok, {});
  const code = ok.children[0]!.children[0]! as {properties: Record<string, unknown>};
  assert.match(String(code.properties.dataHighlighted), /^<div class="token-line">/);
});
