import assert from 'node:assert/strict';
import {test} from 'node:test';
import {compile} from '@mdx-js/mdx';
import {stripHeadingIds} from '../../plugins/lib/heading-ids';

test('heading ids are stripped from headings only, outside code blocks, line for line', () => {
  const source = [
    '## Types of proxies {#types-of-proxies}',
    '### Pricing {#rate-τ_inα_in}   ',
    'A paragraph {#not-a-heading}',
    '```python',
    '## {#kept} inside a fence',
    '```',
    '````md',
    '```',
    '# Title {#still-code}',
    '````',
    '#### Plain heading',
  ].join('\n');
  assert.equal(
    stripHeadingIds(source),
    [
      '## Types of proxies',
      '### Pricing',
      'A paragraph {#not-a-heading}',
      '```python',
      '## {#kept} inside a fence',
      '```',
      '````md',
      '```',
      '# Title {#still-code}',
      '````',
      '#### Plain heading',
    ].join('\n'),
  );
});

test('a page with heading ids compiles as MDX once they are stripped (it does not before)', async () => {
  const page = '## Get the crowdloan ID {#get-the-crowdloan-id}\n\nText.\n';
  await assert.rejects(compile(page));
  await compile(stripHeadingIds(page));
});
