import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {documentedVersions} from '../../config/versions';

/**
 * docs/errors/subtensor.md lists every error of the runtime pallets in tables, one `## <Pallet>` section per pallet.
 * tests/fixtures/chain-errors.json is written from the subtensor source by scripts/extract-chain-errors.ts and
 * committed, so this test needs no mirror: it compares the page with the JSON.
 */
interface PalletErrors {
  pallet: string;
  index: number;
  file: string;
  errors: string[];
}

interface ChainErrors {
  repository: string;
  commit: string;
  specVersion: number;
  pallets: PalletErrors[];
}

interface Row {
  name: string;
  index: number;
  anchor: string | undefined;
  line: number;
}

const fixture = JSON.parse(readFileSync('tests/fixtures/chain-errors.json', 'utf8')) as ChainErrors;
const page = readFileSync('docs/errors/subtensor.md', 'utf8');
const pallets = new Map(fixture.pallets.map((pallet) => [pallet.pallet, pallet]));

/** The anchor readers and the SDK link to: the lower-case name for SubtensorModule, `pallet-name` otherwise. */
function expectedAnchor(pallet: string, error: string): string {
  return pallet === 'SubtensorModule' ? error.toLowerCase() : `${pallet.toLowerCase()}-${error.toLowerCase()}`;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Table rows of each `## Heading` section; the heading's first word is the key. */
function sections(markdown: string): Map<string, Row[]> {
  const result = new Map<string, Row[]>();
  let current: Row[] | undefined;
  let inFence = false;
  markdown.split('\n').forEach((text, offset) => {
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    if (inFence) return;
    const heading = /^## (\S+)/.exec(text);
    if (heading?.[1]) {
      current = [];
      result.set(heading[1], current);
      return;
    }
    if (!current || !text.trimStart().startsWith('|')) return;
    const [first = '', second = ''] = cells(text);
    const name = /`([A-Za-z][A-Za-z0-9_]*)`/.exec(first)?.[1];
    if (!name || !/^\d+$/.test(second)) return;
    const anchor = /\bid="([^"]+)"/.exec(first)?.[1];
    current.push({name, index: Number(second), anchor, line: offset + 1});
  });
  return result;
}

const bySection = sections(page);

test('the fixture is the runtime these docs are written against', () => {
  const runtime = documentedVersions.runtime;
  assert.equal(runtime.version, `spec ${fixture.specVersion}`, 'fixture spec version differs from config/versions.ts');
  assert.ok(
    runtime.source.includes(`${fixture.repository}@${fixture.commit.slice(0, 7)}`),
    `fixture commit ${fixture.commit.slice(0, 7)} is not the documented source ${runtime.source}`,
  );
  assert.ok(fixture.pallets.length > 0);
  for (const pallet of fixture.pallets) {
    assert.ok(pallet.errors.length > 0, `${pallet.pallet} has no errors in the fixture`);
    assert.equal(new Set(pallet.errors).size, pallet.errors.length, `${pallet.pallet} lists an error twice`);
  }
});

test('every pallet of the fixture has its own section on the page', () => {
  for (const pallet of fixture.pallets) {
    assert.ok(bySection.has(pallet.pallet), `docs/errors/subtensor.md has no "## ${pallet.pallet}" section`);
  }
});

test('every error in the fixture is on the page, in its pallet section, with its index', () => {
  for (const pallet of fixture.pallets) {
    const rows = bySection.get(pallet.pallet) ?? [];
    const onPage = new Map(rows.map((row) => [row.name, row]));
    pallet.errors.forEach((error, index) => {
      const row = onPage.get(error);
      assert.ok(row, `${pallet.pallet}.${error} (index ${index}) is missing from docs/errors/subtensor.md`);
      assert.equal(row.index, index, `${pallet.pallet}.${error}: the page says index ${row.index}, the chain ${index}`);
      assert.equal(
        row.anchor,
        expectedAnchor(pallet.pallet, error),
        `${pallet.pallet}.${error} (line ${row.line}) needs the anchor id="${expectedAnchor(pallet.pallet, error)}"`,
      );
    });
  }
});

test('the page names no error that the fixture does not have', () => {
  for (const [heading, rows] of bySection) {
    const pallet = pallets.get(heading);
    if (!pallet) {
      for (const row of rows) {
        assert.fail(`line ${row.line}: ${row.name} is listed under "## ${heading}", which is not a pallet of the fixture`);
      }
      continue;
    }
    const known = new Set(pallet.errors);
    const seen = new Set<string>();
    for (const row of rows) {
      assert.ok(known.has(row.name), `line ${row.line}: ${pallet.pallet}.${row.name} is not an error of the runtime`);
      assert.ok(!seen.has(row.name), `line ${row.line}: ${pallet.pallet}.${row.name} is listed twice`);
      seen.add(row.name);
    }
  }
});

test('anchors on the page are unique', () => {
  const ids = [...page.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
  const duplicates = ids.filter((id, position) => ids.indexOf(id) !== position);
  assert.deepEqual(duplicates, [], `duplicate anchors: ${duplicates.join(', ')}`);
});

test('every error name in lower case is an id on the page, the anchor btcli and the SDK print', () => {
  // btcli 9.21.2 prints ".../subtensor-api/errors#<name in lower case>" (redirected here), SDK 10.2.0
  // ".../errors/subtensor#<name in lower case>", whatever the pallet. SubtensorModule rows carry that id; another
  // pallet's row carries it as an extra <span id> unless SubtensorModule has an error of the same name.
  const ids = new Set([...page.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
  const missing = fixture.pallets.flatMap((pallet) => pallet.errors.map((error) => error.toLowerCase())).filter((id) => !ids.has(id));
  assert.deepEqual([...new Set(missing)], []);
  const subtensorModule = new Set(pallets.get('SubtensorModule')!.errors.map((error) => error.toLowerCase()));
  for (const [heading, rows] of bySection) {
    if (heading === 'SubtensorModule') continue;
    for (const row of rows) {
      const cell = page.split('\n')[row.line - 1]!.split('|')[1]!;
      const extra = /<span id="([^"]+)"><\/span>/.exec(cell)?.[1];
      if (subtensorModule.has(row.name.toLowerCase())) assert.equal(extra, undefined, `line ${row.line}: #${row.name.toLowerCase()} belongs to SubtensorModule`);
    }
  }
});
