import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {test} from 'node:test';
import {documentedVersions} from '../../config/versions';
import {pageToMarkdown, type TwinContext} from '../../plugins/llms-markdown/markdown';
import {twinPath} from '../../plugins/llms-markdown/twin';
import {robotsTxt} from '../../plugins/robots-txt';

const fixtures = resolve('tests/fixtures/llms-markdown/docs');
const context: TwinContext = {
  siteUrl: 'https://docs.example.org',
  permalinkBySource: new Map([
    [resolve(fixtures, 'guide.mdx'), '/guide'],
    [resolve(fixtures, 'other.md'), '/other'],
  ]),
  permalinks: new Set(['/guide', '/other']),
  twinPath,
};

const twin = (file: string, title: string, description?: string, frontMatter: Record<string, unknown> = {}) =>
  pageToMarkdown({sourcePath: resolve(fixtures, file), permalink: `/${file.replace(/\.mdx?$/, '')}`, title, description, frontMatter}, context);

/** Markdown outside fenced code blocks, where JSX or imports would be leftovers rather than examples. */
const prose = (markdown: string) => markdown.replace(/^( *)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2 *$/gm, '');

test('a twin lives at <route>.md, the root page at /index.md', () => {
  assert.equal(twinPath('/learn/emissions'), '/learn/emissions.md');
  assert.equal(twinPath('/governance/'), '/governance.md');
  assert.equal(twinPath('/'), '/index.md');
});

test('the twin starts with the title, the description and the Applies to line', () => {
  const markdown = twin('guide.mdx', 'Fixture guide', 'A page that uses every construct the Markdown twins rewrite.', {applies_to: ['sdk']});
  const [title, description, appliesTo] = markdown.split('\n\n');
  assert.equal(title, '# Fixture guide');
  assert.equal(description, 'A page that uses every construct the Markdown twins rewrite.');
  assert.equal(appliesTo, `Applies to: ${documentedVersions.sdk.label} ${documentedVersions.sdk.version}`);
});

test('admonitions, diagrams, maths, tabs, tables and partials read as Markdown, with no import, export or JSX left', () => {
  const markdown = twin('guide.mdx', 'Fixture guide');
  assert.match(markdown, /^> \*\*Warning: Keep the coldkey offline\*\*\n>\n> Sign transfers on a machine that never touches the internet\.$/m);
  assert.match(markdown, /^> \*\*Tip\*\*\n>\n> A plain tip\.$/m);
  assert.match(markdown, /^```mermaid\nflowchart TD\n {4}A\[Start\] --> B\[End\]\n```$/m);
  assert.match(markdown, /\$a \+ b\$/);
  assert.match(markdown, /^\$\$\nE = \\sum_i w_i\n\$\$$/m);
  assert.match(markdown, /^\*\*pip\*\*\n\n```bash\npip install bittensor\n```\n\n\*\*uv\*\*\n\n```bash\nuv pip install bittensor\n```$/m);
  assert.match(markdown, /^\| Key +\| Signs +\|\n\| -+ \| -+ \|\n\| coldkey \| transfers \|$/m);
  assert.match(markdown, /^Shared text from a partial, with a \[link\]\(https:\/\/docs\.example\.org\/other\.md\)\.$/m);
  assert.match(markdown, /^```python\ndef close\(\): \.\.\.\n```$/m);
  assert.match(markdown, /^\*\*More\*\*\n\nHidden text\.$/m);
  const text = prose(markdown);
  assert.doesNotMatch(text, /^\s*(import|export)\s/m, 'an import or export is left');
  assert.doesNotMatch(text, /<\/?[A-Za-z][\w.]*[\s/>]/, 'a JSX or HTML tag is left');
  assert.doesNotMatch(text, /:::|\{\/\*/, 'a directive or MDX comment is left');
});

test('links are absolute to the site, twin to twin where the target is a docs page', () => {
  const markdown = twin('guide.mdx', 'Fixture guide');
  assert.ok(markdown.includes('[other page](https://docs.example.org/other.md#setup)'), 'relative file link');
  assert.ok(markdown.includes('[same page](https://docs.example.org/guide.md#tables)'), 'anchor on the same page');
  assert.ok(markdown.includes('[other page by route](https://docs.example.org/other.md)'), '<Link to="/other">');
  assert.ok(markdown.includes('[an outside site](https://example.org/x)'), 'external link unchanged');
  assert.ok(markdown.includes('![Logo](https://docs.example.org/img/logo.svg)'), 'static asset');
});

test('a component the twins cannot write fails with the file and its name', () => {
  assert.throws(() => twin('broken.mdx', 'Broken'), (error: Error) => error.message.includes('broken.mdx') && error.message.includes('<Mystery>'));
});

test('robots.txt allows crawling and names the sitemap at the site URL', () => {
  assert.equal(robotsTxt('https://docs.example.org/'), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n');
});

test('explicit heading ids ({#id}, Docusaurus syntax) do not reach the twin', () => {
  const markdown = twin('other.md', 'Other');
  assert.match(markdown, /^## Configuration$/m);
  assert.doesNotMatch(markdown, /\{#/);
});

test('an explicit heading id comment leaves no trace in the twin', () => {
  const markdown = twin('heading-id.md', 'Heading ids');
  assert.match(markdown, /^## Types of proxies$/m);
  assert.doesNotMatch(markdown, /&#x20;|types-of-proxies|\/\*/);
});
