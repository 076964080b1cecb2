import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test} from 'node:test';
import {btcliCommandDocs, btcliGroupDocs, btcliGroupOrder, btcliHiddenCommandDocs} from '../../src/data/btcli-reference';
import {
  ANCHOR_MAP_PATH,
  allGroups,
  analyseSnapshot,
  anchorOf,
  defaultLabel,
  defaultSnapshot,
  groupSlug,
  renderBtcliPages,
  typeLabel,
} from '../../scripts/generate-btcli-reference';
import {sidebarCategoryLinkedTo} from './sidebar-categories';

const root = resolve(import.meta.dirname, '..', '..');
const commands = defaultSnapshot.commands;
const visible = commands.filter((c) => !c.hidden).map((c) => c.path.join(' '));
const groups = analyseSnapshot(defaultSnapshot, [...btcliGroupOrder, ...Object.keys(btcliGroupDocs)]);

test('every visible btcli command has a description, and every description names a visible command', () => {
  const missing = visible.filter((path) => !btcliCommandDocs[path]?.description.trim());
  assert.deepEqual(missing, [], `visible commands without a description in src/data/btcli-reference.ts`);
  const unknown = Object.keys(btcliCommandDocs).filter((path) => !visible.includes(path));
  assert.deepEqual(unknown, [], 'entries for commands that btcli does not have (or hides)');
});

test('every example runs the command it documents', () => {
  for (const [path, doc] of Object.entries(btcliCommandDocs)) {
    if (!doc.example) continue;
    assert.ok(doc.example.startsWith(`btcli ${path}`), `example of "${path}" starts with "btcli ${path}": ${doc.example}`);
  }
});

test('every group btcli shows is documented, and every documented group exists', () => {
  const names = allGroups(groups).map((g) => g.name);
  for (const group of allGroups(groups).filter((g) => !g.hidden)) {
    assert.ok(btcliGroupDocs[group.name], `group "${group.name}" has no entry in btcliGroupDocs`);
  }
  for (const name of Object.keys(btcliGroupDocs)) assert.ok(names.includes(name), `documented group "${name}" does not exist`);
  for (const name of btcliGroupOrder) assert.ok(btcliGroupDocs[name], `btcliGroupOrder names "${name}", which has no entry`);
});

test('hidden-command entries name hidden commands that are not aliases of a visible one', () => {
  const hiddenOwn = allGroups(groups).flatMap((g) => g.hiddenCommands.map((c) => c.path.join(' ')));
  for (const path of Object.keys(btcliHiddenCommandDocs)) assert.ok(hiddenOwn.includes(path), `"${path}" is not a hidden command of its own`);
  assert.deepEqual(hiddenOwn.filter((path) => !btcliHiddenCommandDocs[path]).sort(), [], 'hidden commands without an entry');
});

test('aliases are read from the snapshot', () => {
  const byName = new Map(allGroups(groups).map((g) => [g.name, g]));
  assert.deepEqual(byName.get('wallet')!.aliases, ['w', 'wallets']);
  assert.deepEqual(byName.get('stake child')!.aliases, ['children']);
  assert.deepEqual(byName.get('subnets mechanisms')!.aliases, ['mech']);
  assert.ok(byName.get('weights')!.hidden);
  const burnCost = byName.get('subnets')!.commands.find((c) => c.name === 'subnets burn-cost')!;
  assert.deepEqual(burnCost.aliases, ['burn_cost']);
  const setClaim = byName.get('stake')!.commands.find((c) => c.name === 'stake set-claim')!;
  assert.deepEqual(setClaim.aliases.sort(), ['claim', 'unclaim']);
});

// Read by hand from bittensor_cli/cli.py at v9.21.2.
test('the snapshot records every spelling, the types and defaults, and the keys', () => {
  const command = (path: string) => commands.find((c) => c.path.join(' ') === path)!;
  const option = (path: string, param: string) => command(path).options.find((o) => o.param === param)!;
  assert.deepEqual(option('stake add', 'prompt').names, ['--prompt', '--no-prompt', '--yes', '--no_prompt', '-y'], '" /--yes" declares a secondary name');
  assert.deepEqual(option('config clear', 'network').names, ['--network', '--subtensor.network', '--chain', '--subtensor.chain_endpoint'], '*Options.network.param_decls');
  assert.equal(option('config clear', 'network').flag, true);
  assert.equal(option('stake add', 'period').type, 'int');
  assert.equal(option('stake add', 'period').default, '16');
  assert.equal(option('stake add', 'mev_protection').default, 'True');
  assert.equal(option('wallet new-hotkey', 'use_password').default, 'False');
  assert.equal(option('wallet new-coldkey', 'use_password').default, 'True');
  assert.equal(option('config add-proxy', 'name').required, true, 'Annotated option without a default');
  assert.equal(option('proxy add', 'delegate').required, false, 'Annotated option with a default');
  assert.equal(option('axon set', 'ip').required, true);
  assert.equal(option('subnets set-symbol', 'symbol').kind, 'argument');
  assert.deepEqual(command('axon set').keys, ['hotkey'], 'serve_axon is signed by the hotkey alone');
  assert.deepEqual(command('stake add').keys, ['coldkey']);
  assert.deepEqual(command('wallet balance').keys, []);
});

test('option labels', () => {
  assert.equal(typeLabel('Optional[list[str]]'), 'text, repeatable');
  assert.equal(typeLabel('int'), 'integer');
  assert.equal(typeLabel('ProxyType'), '`ProxyType`');
  const option = {param: 'p', kind: 'option', names: ['--proxy'], flag: false, required: false};
  assert.equal(defaultLabel({...option, default: "'--proxy'"}), '—', 'typer reads a lone declaration as the default');
  assert.equal(defaultLabel({...option, default: 'ProxyType.Any.value'}), '`Any`');
  assert.equal(defaultLabel({...option, flag: true, default: 'True'}), 'on');
  assert.equal(defaultLabel({...option, default: '16'}), '`16`');
  assert.equal(anchorOf(['stake', 'child', 'get']), 'btcli-stake-child-get');
});

test('the checked-in pages and anchor map are what the generator writes now', () => {
  const files = renderBtcliPages();
  for (const [path, text] of Object.entries(files)) {
    const onDisk = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null;
    assert.ok(onDisk === text, `${path} is out of date: run npx tsx scripts/generate-btcli-reference.ts`);
  }
  // No page of a group that has gone: every generated-looking page in docs/btcli/ is one the generator writes.
  for (const name of readdirSync(join(root, 'docs/btcli'))) {
    const text = readFileSync(join(root, 'docs/btcli', name), 'utf8');
    if (text.includes('Generated by scripts/generate-btcli-reference.ts')) assert.ok(`docs/btcli/${name}` in files, `docs/btcli/${name} is left over`);
  }
});

const pages = renderBtcliPages();
const groupPages = Object.entries(pages).filter(([path]) => /^docs\/btcli\/(?!index\.md|btcli-permissions\.md)[^/]+\.md$/.test(path));

test('one page per visible group, and none replaces a hand-written page', () => {
  const visibleGroups = groups.filter((g) => !g.hidden);
  assert.deepEqual(groupPages.map(([path]) => path).sort(), visibleGroups.map((g) => `docs/btcli/${g.path[0]}.md`).sort());
  for (const name of ['overview', 'btcli-permissions', 'btcli-playground', 'index']) {
    assert.throws(() => groupSlug({path: [name]}), `a group named ${name} would be refused`);
  }
  const reference = pages['docs/btcli/index.md']!;
  for (const group of visibleGroups) assert.ok(reference.includes(`](./${group.path[0]}.md)`), `the landing page links to the ${group.name} page`);
});

test('every command has its own section on exactly one page and a row in the permissions table', () => {
  const permissions = pages['docs/btcli/btcli-permissions.md']!;
  for (const path of visible) {
    const holders = Object.entries(pages).filter(([, text]) => new RegExp(`\n#{2,3} \`btcli ${path}\`\n`).test(text));
    assert.deepEqual(holders.map(([file]) => file), [`docs/btcli/${path.split(' ')[0]}.md`], `the section of ${path}`);
    assert.ok(permissions.includes(`](./${path.split(' ')[0]}.md#${anchorOf(path.split(' '))})`), `no permissions row for ${path}`);
  }
  for (const [path, text] of [['docs/btcli/index.md', pages['docs/btcli/index.md']!], ...groupPages] as const) {
    assert.ok(!/\n#{2,3} `btcli (w|wallets|st|su|s|subnet|c|conf|cr|crowdloan|l) /.test(text), `hidden aliases get no sections (${path})`);
  }
});

test('the sidebar lists every group page under the command reference, in page order', () => {
  const category = sidebarCategoryLinkedTo('btcli/index');
  assert.ok(category, 'a sidebar category whose link is btcli/index');
  assert.deepEqual(category.items, groupPages.map(([path]) => path.replace(/^docs\//, '').replace(/\.md$/, '')));
});

test('the anchor map is the generated one and sends each command anchor to its group page', () => {
  const map = JSON.parse(pages[ANCHOR_MAP_PATH]!) as Record<string, string>;
  for (const path of visible) {
    const parts = path.split(' ');
    assert.equal(map[anchorOf(parts)], `/btcli/${parts[0]}#${anchorOf(parts)}`);
  }
});
