/**
 * The precompile ABIs on the docs/evm-tutorials pages match what subtensor 14bc6f9 (spec 425) executes:
 * tests/fixtures/evm-abi/precompiles.json, derived from precompiles/src/*.rs. Also records where the
 * upstream precompiles/src/solidity/*.abi files (copied verbatim next to it) disagree with the code.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {FunctionFragment, getAddress} from 'ethers';
import {
  allBlocks,
  boundInterfaces,
  compileSolidity,
  EVM_DOCS,
  functionShapes,
  loadPrecompiles,
  loadUpstreamAbi,
  titleOf,
  where,
  type FunctionShape,
  type PrecompileFixture,
} from './evm-pages';

const precompiles = loadPrecompiles();
const byAddress = new Map(precompiles.map((p) => [p.address.toLowerCase(), p]));

const PAGE: Record<string, string> = {
  BalanceTransfer: 'balance-transfer-precompile.md',
  StakingV1: 'staking-precompile.md',
  Metagraph: 'metagraph-precompile.md',
  Subnet: 'subnet-precompile.md',
  Neuron: 'neuron-precompile.md',
  StakingV2: 'staking-precompile.md',
  UidLookup: 'uid-lookup-precompile.md',
  StorageQuery: 'storage-query-precompile.md',
  Alpha: 'alpha-precompile.md',
  Crowdloan: 'crowdloan-precompile.md',
  Leasing: 'leasing-precompile.md',
  Proxy: 'proxy-precompile.md',
  AddressMapping: 'address-mapping-precompile.md',
  VotingPower: 'voting-power-precompile.md',
  Ed25519Verify: 'ed25519-verify-precompile.md',
  Sr25519Verify: 'sr25519-verify-precompile.md',
};

const page = (name: string) => readFileSync(`${EVM_DOCS}/${PAGE[name]}`, 'utf8');
const isView = (mutability: string) => mutability === 'view' || mutability === 'pure';

test('the fixture covers every precompile of spec 425 at the address its INDEX gives', () => {
  assert.deepEqual(precompiles.map((p) => p.name).sort(), Object.keys(PAGE).sort());
  for (const p of precompiles) {
    assert.equal(p.address, `0x${p.index.toString(16).padStart(40, '0')}`, p.name);
  }
});

test('the overview lists every precompile with its address, index and page', () => {
  const index = readFileSync(`${EVM_DOCS}/index.md`, 'utf8');
  for (const p of precompiles) {
    const row = index.split('\n').find((line) => line.includes(`\`${getAddress(p.address)}\``));
    assert.ok(row, `index.md has no row for ${p.name} at ${getAddress(p.address)}`);
    assert.ok(row.includes(`| ${p.index} |`), `${p.name}: index ${p.index}`);
    assert.ok(row.includes(`](./${PAGE[p.name]})`), `${p.name}: link to ${PAGE[p.name]}`);
    assert.ok(row.includes(p.toggle ? `\`${p.toggle}\`` : 'always on'), `${p.name}: switch ${p.toggle}`);
  }
});

test('every precompile page states its address and index', () => {
  for (const p of precompiles) {
    const text = page(p.name);
    assert.ok(text.includes(getAddress(p.address)), `${PAGE[p.name]} does not show ${getAddress(p.address)}`);
    assert.ok(text.includes(String(p.index)), `${PAGE[p.name]} does not show index ${p.index}`);
  }
});

function checkAgainstFixture(label: string, shapes: FunctionShape[], fixture: PrecompileFixture, exact: boolean): void {
  const expected = new Map(fixture.functions.map((f) => [f.signature, f]));
  for (const shape of shapes) {
    const code = expected.get(shape.signature);
    assert.ok(code, `${label}: ${shape.signature} is not a function of ${fixture.name} in the code`);
    assert.equal(shape.returns, code.returns, `${label}: return type of ${shape.signature}`);
    if (exact) {
      const same = shape.stateMutability === code.stateMutability || (isView(shape.stateMutability) && isView(code.stateMutability));
      assert.ok(same, `${label}: ${shape.signature} is ${shape.stateMutability}, the code says ${code.stateMutability}`);
    } else {
      assert.equal(isView(shape.stateMutability), isView(code.stateMutability), `${label}: view-ness of ${shape.signature}`);
      assert.ok(!(shape.stateMutability === 'payable' && code.stateMutability !== 'payable'), `${label}: ${shape.signature} is not payable`);
    }
  }
  if (exact) {
    const documented = new Set(shapes.map((s) => s.signature));
    const missing = fixture.functions.map((f) => f.signature).filter((s) => !documented.has(s));
    assert.deepEqual(missing, [], `${label}: functions of ${fixture.name} missing from the reference interface`);
  }
}

const solidity = allBlocks(['solidity']);

test('every Solidity interface bound to a precompile address matches the code', () => {
  let bindings = 0;
  for (const block of solidity) {
    const compiled = compileSolidity(block.code);
    assert.deepEqual(compiled.errors, [], where(block));
    for (const {iface, address} of boundInterfaces(block.code)) {
      const fixture = byAddress.get(address);
      if (!fixture) continue; // an interface of the reader's own contract
      const abi = compiled.abis[iface];
      assert.ok(abi, `${where(block)}: interface ${iface} did not compile`);
      const reference = titleOf(block) === `${iface}.sol`;
      checkAgainstFixture(`${where(block)} ${iface}`, functionShapes(abi), fixture, reference);
      bindings += 1;
    }
  }
  assert.ok(bindings >= 15, `only ${bindings} interface bindings found`);
});

test('each precompile with a selector has a complete reference interface on its page', () => {
  for (const p of precompiles.filter((x) => x.functions.length > 0)) {
    const references = solidity.filter(
      (block) => block.file.endsWith(PAGE[p.name]!) && /^I\w+\.sol$/.test(titleOf(block) ?? '') &&
        boundInterfaces(block.code).some((b) => b.address === p.address.toLowerCase() && `${b.iface}.sol` === titleOf(block)),
    );
    assert.equal(references.length, 1, `${PAGE[p.name]}: expected one reference interface for ${p.name}`);
  }
});

test('the ethers ABI fragments in the scripts match the code', () => {
  const all = precompiles.flatMap((p) => p.functions.map((f) => ({...f, precompile: p.name})));
  let fragments = 0;
  for (const block of allBlocks(['typescript', 'ts', 'javascript', 'js'])) {
    for (const match of block.code.matchAll(/["'`](function [^"'`]+)["'`]/g)) {
      const fragment = FunctionFragment.from(match[1]!);
      const shape = {
        signature: fragment.format('sighash'),
        stateMutability: fragment.stateMutability,
        returns: fragment.outputs.map((o) => o.format('sighash')).join(','),
      };
      const candidates = all.filter((f) => f.signature === shape.signature);
      assert.ok(candidates.length > 0, `${where(block)}: ${shape.signature} is not a precompile function`);
      assert.ok(
        candidates.some((f) => f.returns === shape.returns && isView(f.stateMutability) === isView(shape.stateMutability)),
        `${where(block)}: ${match[1]} does not match the code (${candidates.map((f) => `${f.stateMutability} -> ${f.returns}`).join('; ')})`,
      );
      fragments += 1;
    }
  }
  assert.ok(fragments >= 10, `only ${fragments} ABI fragments found`);
});

/** Where precompiles/src/solidity/*.abi at 14bc6f9 disagrees with the Rust code (signature sets and return types). */
const UPSTREAM_DIVERGENCES: Record<string, {onlyUpstream: string[]; onlyCode: string[]; returns: string[]}> = {
  Neuron: {onlyUpstream: [], onlyCode: ['registerLimit(uint16,bytes32,uint64)'], returns: []},
  Proxy: {
    onlyUpstream: ['killPureProxy(bytes32,uint8,uint16,uint16,uint32)', 'proxyCall(bytes32,uint8[],bytes)'],
    onlyCode: ['killPureProxy(bytes32,uint8,uint16,uint32,uint32)', 'proxyCall(bytes32,uint8[],uint8[])'],
    returns: ['createPureProxy(uint8,uint32,uint16): upstream "" code "bytes32"', 'getProxies(bytes32): upstream "bytes32[]" code "(bytes32,uint256,uint256)[]"'],
  },
  StakingV2: {
    onlyUpstream: [],
    onlyCode: ['getTotalColdkeyStakeOnSubnet(bytes32,uint256)'],
    returns: ['getAlphaStakedValidators(bytes32,uint256): upstream "uint256[]" code "bytes32[]"'],
  },
  Subnet: {onlyUpstream: [], onlyCode: ['getNetworkRegistrationBlock(uint16)', 'getServingRateLimit(uint16)'], returns: []},
};

test('the upstream .abi files differ from the code exactly where the pages say', () => {
  const found: typeof UPSTREAM_DIVERGENCES = {};
  for (const p of precompiles.filter((x) => x.upstreamAbi && !x.rawInput)) {
    const upstream = functionShapes(loadUpstreamAbi(p.upstreamAbi!));
    const upstreamBySig = new Map(upstream.map((f) => [f.signature, f]));
    const codeBySig = new Map(p.functions.map((f) => [f.signature, f]));
    const diff = {
      onlyUpstream: upstream.map((f) => f.signature).filter((s) => !codeBySig.has(s)).sort(),
      onlyCode: p.functions.map((f) => f.signature).filter((s) => !upstreamBySig.has(s)).sort(),
      returns: p.functions
        .filter((f) => upstreamBySig.has(f.signature) && upstreamBySig.get(f.signature)!.returns !== f.returns)
        .map((f) => `${f.signature}: upstream "${upstreamBySig.get(f.signature)!.returns}" code "${f.returns}"`)
        .sort(),
    };
    if (diff.onlyUpstream.length + diff.onlyCode.length + diff.returns.length > 0) found[p.name] = diff;
  }
  assert.deepEqual(found, UPSTREAM_DIVERGENCES);
  // Each page warns about the functions the upstream ABI gets wrong or lacks.
  for (const [name, diff] of Object.entries(UPSTREAM_DIVERGENCES)) {
    const text = page(name);
    for (const signature of diff.onlyCode) assert.ok(text.includes(`\`${signature}\``), `${PAGE[name]} does not mention ${signature}`);
  }
});

test('the storage query page lists exactly the pallet prefixes the code allows', async () => {
  const {xxhashAsHex} = await import('@polkadot/util-crypto');
  const fixture = precompiles.find((p) => p.name === 'StorageQuery') as PrecompileFixture & {allowedPrefixes: Record<string, string>};
  const text = page('StorageQuery');
  const rows = [...text.matchAll(/^\| `(\w+)` \| `(0x[0-9a-f]{32})` \|$/gm)].map((m) => [m[1]!, m[2]!] as const);
  assert.deepEqual(Object.fromEntries(rows), fixture.allowedPrefixes);
  for (const [pallet, prefix] of rows) assert.equal(xxhashAsHex(pallet, 128), prefix, pallet);
});
