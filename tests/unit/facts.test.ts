import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {extractCodeBlocks, markdownFiles} from '../../scripts/lib/content-checks';

/**
 * Guards for the facts of issue 40, each checked in the code at the pinned versions (subtensor 14bc6f9 = spec 425,
 * SDK 10.2.0, bittensor-wallet 4.0.1). Every test names the source it was checked against, asserts that the wrong
 * statement is gone from every page, and that the right one is present where readers look for it.
 */
interface Page {
  file: string;
  text: string;
  lines: string[];
}

const pages: Page[] = markdownFiles('docs').map((file) => {
  const text = readFileSync(file, 'utf8');
  return {file, text, lines: text.split('\n')};
});

function page(file: string): string {
  const found = pages.find((candidate) => candidate.file === file);
  assert.ok(found, `${file} is missing`);
  return found.text;
}

/** Every `file:line` whose line matches `pattern`, over all pages except `skip`. */
function hits(pattern: RegExp, skip: readonly string[] = []): string[] {
  return pages
    .filter(({file}) => !skip.includes(file))
    .flatMap(({file, lines}) => lines.flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])));
}

/** The text between a `## heading` (or `### heading`) and the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.replace(/\s*\{#[^}]+\}\s*$/, '') === heading);
  assert.ok(start >= 0, `heading "${heading}" not found`);
  const level = /^#+/.exec(heading)![0].length;
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

test('1. MaxWeightExceeded is never presented as a live check (get_max_weight_limit returns u16::MAX, utils/misc.rs)', () => {
  const skip: string[] = [];
  const unqualified = hits(/`MaxWeightExceeded`/, skip).filter((where) => {
    const [file, line] = where.split(':');
    const text = pages.find((candidate) => candidate.file === file)!.lines[Number(line) - 1]!;
    return !/not raised|cannot (occur|fail)|never (fires|occurs|raised)/i.test(text);
  });
  assert.deepEqual(unqualified, [], 'a line names MaxWeightExceeded without saying it cannot occur');
  assert.deepEqual(hits(/minimum number of weights, maximum weight/i, skip), [], 'maximum weight listed as an effective weight rule');

  const row = page('docs/errors/subtensor.md')
    .split('\n')
    .find((line) => line.includes('id="maxweightexceeded"'));
  assert.ok(row, 'MaxWeightExceeded row missing');
  assert.match(row, /Not raised at this runtime/);
  assert.match(row, /65,535/);
  assert.doesNotMatch(row, /Spread weight/);
});

test('2. the Owner proxy allows set_subnet_identity and update_symbol of SubtensorModule (runtime/src/lib.rs, Owner => allow)', () => {
  assert.deepEqual(hits(/none of the `SubtensorModule` calls/), []);
  const owner = page('docs/subnets/subnet-hyperparameters.md')
    .split('\n')
    .find((line) => line.includes('`Owner` covers'));
  assert.ok(owner, 'the Owner proxy sentence is missing from subnet-hyperparameters.md');
  for (const call of ['set_subnet_identity', 'update_symbol']) assert.ok(owner.includes(`\`${call}\``), `Owner proxy sentence lacks ${call}`);
  for (const call of ['set_tempo', 'trigger_epoch', 'start_call']) assert.ok(owner.includes(`\`${call}\``), `say that ${call} needs the owner coldkey`);
});

test('3. BT_WALLET_NAME/HOTKEY/PATH: read by Wallet.add_args (wallet v4.0.1) and bt.Config defaults (SDK settings.py), not Wallet()', () => {
  assert.deepEqual(hits(/wallet (library|package)[^.]*reads only[^.]*`?BT_PW_/i), []);
  const walletSection = section(page('docs/sdk/env-vars.md'), '## bittensor-wallet');
  for (const fact of ['`Wallet.add_args`', '`BT_WALLET_NAME`', 'plain `Wallet()` ignores them', '`Wallet(config=...)`', '`BT_PW_`']) {
    assert.ok(walletSection.includes(fact), `env-vars.md bittensor-wallet section lacks ${fact}`);
  }
  const sdkRow = page('docs/sdk/env-vars.md')
    .split('\n')
    .find((line) => line.startsWith('| `BT_WALLET_NAME`'));
  assert.ok(sdkRow?.includes('`bt.Wallet()`'), 'the SDK row for BT_WALLET_NAME must say bt.Wallet() ignores it');
  const install = page('docs/getting-started/install-wallet-sdk.md');
  assert.match(install, /`BT_WALLET_NAME`, `BT_WALLET_HOTKEY` and `BT_WALLET_PATH` set defaults only for command-line parsers built with `Wallet\.add_args`/);
  assert.match(install, /a plain `Wallet\(\)` ignores them/);
});

test('4. testnet is not the mainnet software: the testnet branch (spec 423) still weights emission shares by root proportion', () => {
  assert.deepEqual(hits(/same (subtensor )?software as mainnet/i), []);
  for (const file of ['docs/resources/questions-and-answers.md', 'docs/concepts/bittensor-networks.md']) {
    const text = page(file);
    assert.match(text, /root proportion/, `${file} must say what differs on testnet`);
    assert.match(text, /spec 423/, `${file} must name the testnet branch's spec`);
  }
});

test('5. the EVM priority fee goes to an account nobody controls (pay_priority_fee, pallets/transaction-fee)', () => {
  const wrong = [
    /base fee and (any |the )?(priority fee|tip)s? (both )?go to the block author/i,
    /(priority fee|maxPriorityFeePerGas)[^.|]*\b(go|goes|paid|credited) to the block author/i,
    /gas fees that go to the block author/i,
  ];
  for (const pattern of wrong) assert.deepEqual(hits(pattern), [], `wrong statement: ${pattern}`);
  for (const file of ['docs/evm-tutorials/index.md', 'docs/learn/fees.md', 'docs/evm-tutorials/troubleshooting.md']) {
    assert.match(page(file), /`maxPriorityFeePerGas` to 0/, `${file} must advise a priority fee of 0`);
  }
  assert.match(page('docs/evm-tutorials/index.md'), /bytes 4 to 24 of the author's Aura key/);
  const gasRow = page('docs/learn/fees.md')
    .split('\n')
    .find((line) => line.startsWith('| EVM gas |'));
  assert.ok(gasRow && !/\| Block author \|$/.test(gasRow), 'the EVM gas row must not give the whole fee to the block author');
});

test('6. SDK 10.2.0 error messages link to docs.bittensor.com (BT_DOCS_LINK, bittensor/utils/__init__.py)', () => {
  assert.deepEqual(hits(/Documentation links now point to `docs\.learnbittensor\.org`/), []);
  const sdk = section(page('docs/resources/bittensor-rel-notes.md'), '### SDK 10.2.0');
  assert.match(sdk, /error messages still use `https:\/\/docs\.bittensor\.com`/);
  assert.match(sdk, /`BT_DOCS_LINK`/);
});

test('7. no example relies on the SDK epoch helpers that use the old fixed schedule', () => {
  const helpers = /\.(is_in_admin_freeze_window|blocks_until_next_epoch|get_next_epoch_start_block)\(/;
  const calls = pages.flatMap(({file, text}) =>
    extractCodeBlocks(text)
      .filter((block) => helpers.test(block.code))
      .map((block) => `${file}:${block.line}`),
  );
  assert.deepEqual(calls, [], 'compute the epoch and freeze window from LastEpochBlock, PendingEpochAt and Tempo');
  const mechanisms = page('docs/subnets/managing-mechanisms-with-sdk.md');
  for (const item of ['"LastEpochBlock"', '"PendingEpochAt"', '"Tempo"', 'get_admin_freeze_window()']) {
    assert.ok(mechanisms.includes(item), `managing-mechanisms-with-sdk.md freeze check lacks ${item}`);
  }
  const reference = readFileSync('src/data/sdk-reference.ts', 'utf8');
  const entry = /is_in_admin_freeze_window: \{[\s\S]*?\n {2}\},/.exec(reference)?.[0] ?? '';
  assert.match(entry, /old fixed schedule/, 'the SDK reference must warn about is_in_admin_freeze_window');
});

test('8. the EVM overview says what the chain provides and that bridges and wrapped TAO are third-party', () => {
  assert.deepEqual(hits(/no wrapped TAO/i), []);
  const intro = page('docs/evm-tutorials/index.md');
  assert.match(intro, /native currency is TAO/);
  assert.match(intro, /Bridges and wrapped TAO tokens[^.]*third-party/);
});

test('a. the hyperparameter table gives each parameter its Rust type (pallets/subtensor/src/lib.rs storage at 14bc6f9)', () => {
  const lines = section(page('docs/subnets/subnet-hyperparameters.md'), '## All hyperparameters').split('\n');
  const header = lines.findIndex((line) => line.startsWith('| Name (btcli / SDK) |'));
  assert.ok(header >= 0, 'hyperparameter table missing');
  assert.equal(lines[header], '| Name (btcli / SDK) | Storage | Type | New subnet | Bounds checked when set | Who sets it | Call |');
  const rows = lines.slice(header + 2).filter((line) => line.startsWith('|'));
  const cellsOf = (line: string) => line.slice(1, -1).split(' | ').map((cell) => cell.trim());
  const byStorage = new Map(rows.map((line) => [cellsOf(line)[1], cellsOf(line)[2]]));
  const expected: Record<string, string> = {
    '`Tempo`': '`u16`',
    '`ActivityCutoffFactorMilli`': '`u32`',
    '`WeightsVersionKey`': '`u64`',
    '`AlphaValues`': '`(u16, u16)`',
    '`AlphaSigmoidSteepness`': '`i16`',
    '`MinBurn`': '`TaoBalance`',
    '`BurnIncreaseMult`': '`U64F64`',
    '`MechanismCountCurrent`': '`MechId`',
  };
  for (const [storage, type] of Object.entries(expected)) assert.equal(byStorage.get(storage), type, `type of ${storage}`);
  for (const line of rows) assert.equal(line.split('|').length - 2, 7, `row does not have 7 cells: ${line.slice(0, 60)}`);
});
