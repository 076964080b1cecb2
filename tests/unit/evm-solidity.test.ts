/**
 * Every ```solidity block in docs/evm-tutorials compiles on its own with the solc version and EVM target
 * the pages name (solc 0.8.30 from npm, evmVersion cancun).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import solc from 'solc';
import {allBlocks, compileSolidity, EVM_DOCS, EVM_VERSION, SOLC_VERSION, where} from './evm-pages';

const blocks = allBlocks(['solidity']);

test('the pinned compiler is the one the pages name', () => {
  assert.ok(String(solc.version()).startsWith(`${SOLC_VERSION}+`), `solc ${solc.version()}`);
  const hardhat = readFileSync(`${EVM_DOCS}/hardhat-config-for-subtensor-evm.md`, 'utf8');
  assert.match(hardhat, new RegExp(`version: "${SOLC_VERSION.replace(/\./g, '\\.')}"`));
  assert.match(hardhat, new RegExp(`evmVersion: "${EVM_VERSION}"`));
});

test('the pages contain Solidity examples', () => {
  assert.ok(blocks.length >= 15, `only ${blocks.length} Solidity blocks`);
});

for (const block of blocks) {
  test(`${where(block)} compiles`, () => {
    assert.match(block.code, /^\/\/ SPDX-License-Identifier: /m, 'every example carries a license line');
    assert.match(block.code, /^pragma solidity /m);
    const result = compileSolidity(block.code);
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
    assert.ok(Object.keys(result.abis).length > 0, 'no contract or interface in the block');
  });
}
