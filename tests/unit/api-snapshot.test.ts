import assert from 'node:assert/strict';
import {test} from 'node:test';
import btcli from '../../config/api-snapshot/btcli.json';
import sdk from '../../config/api-snapshot/sdk.json';
import {documentedVersions} from '../../config/versions';
import {
  btcliInvocations,
  checkBtcliWords,
  checkInlineBtcli,
  checkPythonCalls,
  shellWords,
  type BtcliSnapshot,
} from '../../scripts/lib/code-samples';

const snapshot = btcli as BtcliSnapshot;
const command = (path: string) => snapshot.commands.find((c) => c.path.join(' ') === path);
const spellings = (path: string) => new Set(command(path)!.options.flatMap((o) => o.names));
type Members = Record<string, {kind: string; async?: boolean; params?: {name: string; required: boolean; kind: string}[]}>;
const members = (cls: keyof typeof sdk.classes) => (sdk.classes[cls] as {members: Members}).members;
const params = (cls: keyof typeof sdk.classes, method: string) => members(cls)[method]!.params!.map((p) => `${p.name}${p.required ? '!' : ''}`);

test('the snapshots are of the documented versions', () => {
  assert.equal(btcli.version, documentedVersions.btcli.version);
  assert.equal(btcli.tag, `v${documentedVersions.btcli.version}`);
  assert.equal(sdk.version, documentedVersions.sdk.version);
  assert.equal(sdk.wallet.version, documentedVersions.wallet.version);
  assert.match(btcli.commit, /^[0-9a-f]{40}$/);
  assert.match(sdk.commit, /^[0-9a-f]{40}$/);
});

// Signatures read by hand from the sources at the documented tags.
test('btcli: hand-read commands and options match the snapshot', () => {
  const kill = spellings('proxy kill');
  for (const name of ['--height', '--ext-index', '--spawner', '--proxy', '--proxy-type', '--announce-only', '--index']) assert.ok(kill.has(name), name);
  const add = spellings('stake add');
  for (const name of ['--tolerance', '--rate-tolerance', '--limit', '--safe', '--unsafe', '--mev-protection', '--no-mev-protection', '--netuid', '--proxy']) {
    assert.ok(add.has(name), name);
  }
  assert.ok(spellings('wallet transfer').has('--announce-only'));
  assert.ok(!add.has('--announce-only'), 'only transfer and proxy kill take --announce-only in 9.21.2');
  assert.ok(spellings('config add-proxy').has('--delegator'));
  assert.ok(spellings('wallet create').has('--n-words'), 'a plain parameter with a default is an option');
  assert.ok(command('weights commit')!.hidden, 'the weights group is hidden in 9.21.2');
  assert.equal(command('root list'), undefined, 'the root group was removed in btcli 9.0');
  assert.ok(command('w list')!.hidden, 'w is a hidden alias of wallet');
});

test('SDK: hand-read signatures match the snapshot', () => {
  assert.deepEqual(params('Subtensor', 'add_proxy').slice(0, 4), ['wallet!', 'delegate_ss58!', 'proxy_type!', 'delay!']);
  assert.deepEqual(params('Subtensor', 'get_proxies_for_real_account'), ['real_account_ss58!', 'block']);
  assert.deepEqual(params('Subtensor', 'compose_call'), ['call_module!', 'call_function!', 'call_params!', 'block']);
  assert.deepEqual(params('Subtensor', 'add_stake').slice(0, 4), ['wallet!', 'netuid!', 'hotkey_ss58!', 'amount!']);
  assert.deepEqual(params('Subtensor', 'metagraph'), ['netuid!', 'mechid', 'lite', 'block']);
  assert.ok(params('Subtensor', 'announce_coldkey_swap').includes('mev_protection'));
  assert.deepEqual(params('Subtensor', 'kill_pure_proxy').slice(0, 7), ['wallet!', 'pure_proxy_ss58!', 'spawner!', 'proxy_type!', 'index!', 'height!', 'ext_index!']);
  assert.equal(members('AsyncSubtensor').add_proxy!.async, true);
  assert.deepEqual(params('Wallet', 'create_new_coldkey').slice(0, 3), ['n_words', 'use_password', 'overwrite']);
  assert.deepEqual(sdk.classes.Metagraph.bases, ['NonTorchMetagraph'], 'the NumpyOrTorch alias resolves to its default branch');
  assert.ok(members('MetagraphMixin').hotkeys, 'metagraph attributes come from the mixin');
  assert.ok(sdk.exports.includes('Subtensor') && sdk.exports.includes('Balance') && sdk.exports.includes('logging'));
});

test('btcli lines: real commands pass, invented ones fail', () => {
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli stake add --netuid 1 --amount 2 --safe --tolerance 0.05')), []);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli wallet swap-coldkey announce --new-coldkey 5G')), []);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli subnets --help')), []);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli --version')), []);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli stake add --bogus 3')), ['"btcli stake add" has no option --bogus']);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli root list')), ['no btcli command "btcli root list"']);
  assert.deepEqual(checkBtcliWords(snapshot, shellWords('btcli wallet list extra')), ['"btcli wallet list" takes no positional argument "extra"']);
  const lines = btcliInvocations('export X=1\nbtcli wallet create \\\n  --wallet-name a \\\n  --n-words 24 && btcli wallet list\n# btcli not-a-command');
  assert.deepEqual(lines.map((l) => l.words.slice(0, 3).join(' ')), ['btcli wallet create', 'btcli wallet list']);
});

test('inline btcli spans are checked unless the line opts out with a reason', () => {
  const page = 'Run `btcli stake lst` to see it.\nThe removed `btcli root list` {/* unchecked: removed in btcli 9.0 */}\nAlso `btcli root senate` {/* unchecked: */}\n';
  const messages = checkInlineBtcli('x.md', page, snapshot).problems.map((p) => `${p.line}: ${p.message}`);
  assert.deepEqual(messages, ['1: no btcli command "btcli stake lst"', '3: no btcli command "btcli root senate"']);
});

test('Python calls: real methods and keywords pass, invented ones fail', () => {
  const block = (code: string, meta = '') => ({lang: 'python', meta, code, line: 10, file: 'x.md'});
  const good = block('import bittensor as bt\nsub = bt.Subtensor(network="test")\nw = bt.Wallet(name="a")\nsub.add_stake(wallet=w, netuid=1, hotkey_ss58="5", amount=bt.Balance.from_tao(1))\nmg = sub.metagraph(netuid=1)\nmg.sync(subtensor=sub)\n');
  assert.deepEqual(checkPythonCalls([good]).problems, []);
  const bad = block('import bittensor as bt\nsub = bt.Subtensor(network="test")\nsub.add_stake(wallet=None, netuid=1, amount=1, slippage=0.1)\nsub.stake_everything()\nbt.NotAThing\n');
  const messages = checkPythonCalls([bad]).problems.map((p) => `${p.line}: ${p.message}`);
  assert.deepEqual(messages.sort(), [
    "13: Subtensor.add_stake() has no parameter 'slippage'",
    '13: Subtensor.add_stake() is missing required argument(s): hotkey_ss58',
    "14: Subtensor has no attribute 'stake_everything' in the SDK snapshot",
    "15: bittensor has no top-level name 'NotAThing'",
  ]);
  assert.deepEqual(checkPythonCalls([block('import bittensor as bt\nbt.Subtensor().nope()\n', 'unchecked="shows a removed call"')]).problems, []);
});
