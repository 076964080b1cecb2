import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {test} from 'node:test';
import {anchorOf, defaultSnapshot} from '../../scripts/generate-btcli-reference';
import {defaultData, methodHeading, slug} from '../../scripts/generate-sdk-reference';
import btcliMap from '../../src/data/btcli-anchor-map.json';
import sdkMap from '../../src/data/sdk-anchor-map.json';

/**
 * /btcli and /sdk/bt-api-ref were single long pages; they are now landing pages whose AnchorRedirect sends an old
 * anchor (`/btcli#btcli-wallet-transfer`) to the page that holds it. tests/fixtures/split-reference-anchors.json
 * lists every heading anchor the two pages had before the split; each must still lead to a heading.
 */
const fixture = JSON.parse(readFileSync('tests/fixtures/split-reference-anchors.json', 'utf8')) as {pages: Record<string, string[]>};
const maps: Record<string, Record<string, string>> = {'/btcli': btcliMap, '/sdk/bt-api-ref': sdkMap};
const landing: Record<string, string> = {'/btcli': 'docs/btcli/index.md', '/sdk/bt-api-ref': 'docs/sdk/bt-api-ref/index.md'};

/** The file of a docs route: `/btcli/wallet` is docs/btcli/wallet.md, `/sdk/bt-api-ref` docs/sdk/bt-api-ref/index.md. */
function fileOf(route: string): string | undefined {
  return [`docs${route}.md`, `docs${route}/index.md`].find((path) => existsSync(path));
}

/** The heading anchors of a page (our pages use plain ASCII headings without explicit ids). */
function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{2,6} (.+)$/gm)].map((match) => slug(match[1]!)));
}

for (const [route, anchors] of Object.entries(fixture.pages)) {
  test(`every anchor the single page ${route} had leads to a heading that holds it`, () => {
    const map = maps[route]!;
    const stayed = anchorsOf(landing[route]!);
    for (const anchor of anchors) {
      const target = map[anchor];
      if (target === undefined) {
        assert.ok(stayed.has(anchor), `#${anchor} is neither in the anchor map nor on the landing page`);
        continue;
      }
      const [path, hash] = target.split('#') as [string, string | undefined];
      assert.ok(path.startsWith(`${route}/`), `#${anchor} goes to ${target}, a page of the split reference`);
      const file = fileOf(path);
      assert.ok(file, `#${anchor} goes to ${path}, which has no page`);
      if (hash !== undefined) {
        assert.equal(hash, anchor, 'a moved section keeps its anchor');
        assert.ok(anchorsOf(file).has(hash), `${file} has no heading #${hash}`);
      }
      assert.ok(!stayed.has(anchor), `#${anchor} is both on the landing page and in the map`);
    }
    for (const key of Object.keys(map)) assert.ok(anchors.includes(key), `the map has #${key}, which the single page never had`);
  });
}

test('the old anchors include every btcli command and every SDK method, so the map covers them all', () => {
  for (const command of defaultSnapshot.commands.filter((c) => !c.hidden)) {
    const anchor = anchorOf(command.path);
    assert.ok(fixture.pages['/btcli']!.includes(anchor), `btcli ${command.path.join(' ')} had #${anchor}`);
    assert.match(btcliMap[anchor as keyof typeof btcliMap] ?? '', new RegExp(`^/btcli/${command.path[0]}#${anchor}$`));
  }
  for (const name of Object.keys(defaultData.members)) {
    const anchor = slug(methodHeading(name));
    assert.ok(fixture.pages['/sdk/bt-api-ref']!.includes(anchor), `${name} had #${anchor}`);
    assert.equal(sdkMap[anchor as keyof typeof sdkMap], `/sdk/bt-api-ref/${defaultData.members[name]!.group}#${anchor}`);
  }
});
