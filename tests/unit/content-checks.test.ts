import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkPage, countWords, extractCodeBlocks, isPartialSnippet, proseOf} from '../../scripts/lib/content-checks';

const longProse = Array.from({length: 320}, (_, index) => `word${index}`).join(' ');
const page = (body: string, front = 'title: A page\ndescription: What the page is for.') => `---\n${front}\n---\n\n${body}\n`;

test('a complete page passes', () => {
  assert.deepEqual(checkPage('a.md', page(longProse), {isPartial: false}), []);
});

test('missing description and short prose are reported', () => {
  const messages = checkPage('a.md', page('Too short.', 'title: A page'), {isPartial: false}).map((p) => p.message);
  assert.ok(messages.includes('front matter has no description'));
  assert.ok(messages.some((message) => message.startsWith('only 2 words of prose')));
});

test('unfinished markers are reported with their line', () => {
  const problems = checkPage('a.md', page(`${longProse}\n\nThis part is TBD.`), {isPartial: false});
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 8);
  assert.match(problems[0]!.message, /TBD/);
});

test('code is not prose, and untagged or invalid blocks are reported', () => {
  const source = page(`${longProse}\n\n\`\`\`\nno tag\n\`\`\`\n\n\`\`\`json\n{"a": 1,}\n\`\`\``);
  const messages = checkPage('a.md', source, {isPartial: false}).map((p) => p.message);
  assert.ok(messages.includes('code block has no language tag'));
  assert.ok(messages.some((message) => message.startsWith('json block does not parse')));
  assert.equal(countWords(proseOf('```python\nimport os\n```\n\nTwo words')), 2);
});

test('fenced blocks keep language, meta and line', () => {
  const [block] = extractCodeBlocks('text\n\n```python partial title="x.py"\nprint(1)\n```\n');
  assert.equal(block!.lang, 'python');
  assert.equal(block!.line, 3);
  assert.equal(block!.code, 'print(1)');
  assert.ok(isPartialSnippet(block!));
});

test('a component used without an import is reported; imported ones and code mentions are not', () => {
  const body = `${longProse}\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs groupId="tool">\n<TabItem value="a" label="A">\n\nText.\n\n</TabItem>\n</Tabs>\n\nIn code, \`<Other>\` is fine.\n`;
  const messages = checkPage('a.md', page(body), {isPartial: false}).map((p) => p.message);
  assert.deepEqual(messages, ['component <TabItem> is used but not imported']);
});

test('an admonition title outside brackets is reported; the bracket form passes', () => {
  const bad = checkPage('a.md', page(`${longProse}\n\n:::warning Money is at stake\nText.\n:::\n`), {isPartial: false}).map((p) => p.message);
  assert.deepEqual(bad, ['admonition title must be in brackets: :::warning[Title]']);
  assert.deepEqual(checkPage('a.md', page(`${longProse}\n\n:::warning[Money is at stake]\nText.\n:::\n\n:::tip\nPlain.\n:::\n`), {isPartial: false}), []);
});
