import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {appliesToText, documentedVersions, isDocumentedComponent} from '../../config/versions';
import remarkAppliesToModule from '../../plugins/remark-applies-to';
import {markdownFiles} from '../../scripts/lib/content-checks';
import {unwrapDefault} from './routes';

const remarkAppliesTo = unwrapDefault(remarkAppliesToModule);

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: {hProperties?: {className?: string[]}};
}

const text = (node: Node): string => node.value ?? (node.children ?? []).map(text).join('');

test('the label lists the requested components in config order with their versions', () => {
  const tree: Node = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Body'}]}]};
  remarkAppliesTo()(tree as never, {data: {frontMatter: {applies_to: ['btcli', 'runtime']}}});
  const label = tree.children![0]!;
  assert.deepEqual(label.data?.hProperties?.className, ['applies-to']);
  assert.equal(text(label), `Applies to: subtensor runtime ${documentedVersions.runtime.version} · btcli ${documentedVersions.btcli.version}`);
  assert.equal(tree.children!.length, 2);
});

test('pages without applies_to are left alone; an unknown component fails the build', () => {
  const tree: Node = {type: 'root', children: []};
  remarkAppliesTo()(tree as never, {data: {frontMatter: {title: 'x'}}});
  assert.equal(tree.children!.length, 0);
  assert.throws(() => remarkAppliesTo()(tree as never, {path: 'docs/x.md', data: {frontMatter: {applies_to: ['sdk', 'subtensor']}}}), /docs\/x\.md: applies_to/);
  assert.throws(() => remarkAppliesTo()(tree as never, {data: {frontMatter: {applies_to: 'sdk'}}}), /applies_to/);
});

test('every applies_to in docs/ names documented components', () => {
  for (const file of markdownFiles('docs')) {
    const match = /^---\n[\s\S]*?^applies_to:\s*\[([^\]]*)\]/m.exec(readFileSync(file, 'utf8'));
    if (!match) continue;
    const names = match[1]!.split(',').map((name) => name.trim()).filter(Boolean);
    assert.ok(names.length > 0 && names.every(isDocumentedComponent), `${file}: applies_to [${match[1]}]`);
  }
  assert.equal(appliesToText(['wallet']), `bittensor-wallet ${documentedVersions.wallet.version}`);
});
