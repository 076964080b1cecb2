/**
 * Runs every TypeScript example in docs/evm-tutorials whose fence is marked `runnable` (they need no network:
 * address conversion, ABI encoding, unit conversion, hashing) and checks that it prints exactly the
 * `text` block that follows it on the page. Every other TypeScript example must at least parse.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {rmSync, writeFileSync} from 'node:fs';
import {test} from 'node:test';
import ts from 'typescript';
import {allBlocks, evmPageFiles, isRunnable, pageBlocks, titleOf, where} from './evm-pages';

const runnable = evmPageFiles().flatMap((file) => {
  const blocks = pageBlocks(file);
  return blocks
    .filter((block) => ['typescript', 'ts'].includes(block.lang) && isRunnable(block))
    .map((block) => ({block, expected: blocks.slice(block.index + 1).find((next) => next.lang === 'text')}));
});

test('the runnable examples are there', () => {
  assert.ok(runnable.length >= 8, `only ${runnable.length} runnable examples found`);
  for (const {block, expected} of runnable) {
    assert.ok(titleOf(block), `${where(block)}: a runnable example needs a title="<file>.ts"`);
    assert.ok(expected, `${where(block)}: no text block with the expected output follows`);
  }
});

for (const {block, expected} of runnable) {
  test(`${where(block)} prints what the page shows`, () => {
    // Inside tests/ so that packages resolve from the project's node_modules; tests/*.tmp.ts is git-ignored.
    const file = `tests/evm-example-${titleOf(block)!.replace(/[^\w.-]/g, '_').replace(/\.ts$/, '')}.tmp.ts`;
    writeFileSync(file, block.code);
    try {
      const stdout = execFileSync(process.execPath, ['--import', 'tsx', file], {encoding: 'utf8', timeout: 60_000});
      assert.equal(stdout.trim(), expected!.code.trim());
    } finally {
      rmSync(file, {force: true});
    }
  });
}

test('every TypeScript and JavaScript example parses', () => {
  for (const block of allBlocks(['typescript', 'ts', 'javascript', 'js'])) {
    const result = ts.transpileModule(block.code, {
      reportDiagnostics: true,
      fileName: titleOf(block) ?? 'example.ts',
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    const problems = (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    assert.deepEqual(problems, [], where(block));
  }
});

test('the examples page lists every titled example except the reference interfaces', async () => {
  const {readFileSync} = await import('node:fs');
  const index = readFileSync('docs/evm-tutorials/examples.md', 'utf8');
  for (const block of allBlocks(['solidity', 'typescript', 'ts'])) {
    const title = titleOf(block);
    if (!title || block.file.endsWith('examples.md') || /^I[A-Z]\w*\.sol$/.test(title)) continue;
    const name = title.split('/').pop()!;
    assert.ok(index.includes(`\`${name}\``) || index.includes(`\`${title}\``), `examples.md does not list ${title} (${block.file})`);
    if (isRunnable(block)) assert.ok(index.includes(`\`${name}\` (offline)`), `examples.md should mark ${name} as offline`);
  }
});
