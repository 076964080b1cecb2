/**
 * Reads the `Error` enums of the subtensor runtime's pallets from a git mirror of opentensor/subtensor and writes
 * `tests/fixtures/chain-errors.json`: for each pallet, its runtime name, its index in `construct_runtime!` and its
 * error names in declaration order (the order is the error index inside `Module { index, error }`).
 *
 *   npx tsx scripts/extract-chain-errors.ts [--repo <git dir>] [--rev <rev>] [--out <file>] [--check]
 *
 * The mirror defaults to `$SUBTENSOR_REPO`, then `/work/.mirror/opentensor+subtensor/repo`; the revision to `HEAD`.
 * Files are read with `git show <rev>:<path>`, so a bare repository works. `--check` compares instead of writing and
 * exits 1 when the JSON on disk differs. CI has no mirror: the JSON is committed, and the unit test reads only it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Pallets whose errors the docs list, with the file that declares each `Error` enum. */
const PALLETS: readonly {name: string; file: string}[] = [
  {name: 'SubtensorModule', file: 'pallets/subtensor/src/macros/errors.rs'},
  {name: 'Swap', file: 'pallets/swap/src/pallet/mod.rs'},
  {name: 'AdminUtils', file: 'pallets/admin-utils/src/lib.rs'},
  {name: 'Crowdloan', file: 'pallets/crowdloan/src/lib.rs'},
  {name: 'Proxy', file: 'pallets/proxy/src/lib.rs'},
  {name: 'Utility', file: 'pallets/utility/src/lib.rs'},
  {name: 'Commitments', file: 'pallets/commitments/src/lib.rs'},
  {name: 'Drand', file: 'pallets/drand/src/lib.rs'},
  {name: 'MevShield', file: 'pallets/shield/src/lib.rs'},
  {name: 'LimitOrders', file: 'pallets/limit-orders/src/lib.rs'},
];

export interface PalletErrors {
  pallet: string;
  /** Index of the pallet in `construct_runtime!`: the `index` of a `Module` dispatch error. */
  index: number;
  /** Source file of the enum, relative to the repository root. */
  file: string;
  /** Error names in declaration order: position n is error index n. */
  errors: string[];
}

export interface ChainErrors {
  repository: string;
  commit: string;
  specVersion: number;
  pallets: PalletErrors[];
}

interface Options {
  repo: string;
  rev: string;
  out: string;
  check: boolean;
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultRepo = '/work/.mirror/opentensor+subtensor/repo';

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    repo: process.env.SUBTENSOR_REPO ?? defaultRepo,
    rev: 'HEAD',
    out: join(projectRoot, 'tests/fixtures/chain-errors.json'),
    check: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--repo') options.repo = value();
    else if (arg === '--rev') options.rev = value();
    else if (arg === '--out') options.out = resolve(value());
    else if (arg === '--check') options.check = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

function git(repo: string, args: readonly string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** Removes `//` comments (line and doc comments) but keeps string contents intact enough for our purposes. */
function stripLineComment(line: string): string {
  const at = line.indexOf('//');
  return at === -1 ? line : line.slice(0, at);
}

/**
 * Returns the variant names of the first `#[pallet::error]` enum in `source`, in declaration order, honouring an
 * explicit `#[codec(index = n)]` if one is present.
 */
export function parseErrorEnum(source: string, label: string): string[] {
  const lines = source.split('\n');
  const marker = lines.findIndex((line) => line.trim() === '#[pallet::error]');
  if (marker === -1) throw new Error(`${label}: no #[pallet::error]`);
  let start = -1;
  for (let i = marker + 1; i < lines.length; i += 1) {
    if (/^\s*pub enum Error<T>\s*\{\s*$/.test(lines[i] ?? '')) {
      start = i;
      break;
    }
    if (/\benum\b/.test(lines[i] ?? '')) break;
  }
  if (start === -1) throw new Error(`${label}: no "pub enum Error<T> {" after #[pallet::error]`);

  const byIndex = new Map<number, string>();
  let next = 0;
  let depth = 1;
  let explicitIndex: number | undefined;
  for (let i = start + 1; i < lines.length && depth > 0; i += 1) {
    const code = stripLineComment(lines[i] ?? '').trim();
    if (code === '') continue;
    const codecIndex = /^#\[codec\(index\s*=\s*(\d+)\)\]$/.exec(code);
    if (codecIndex) {
      explicitIndex = Number(codecIndex[1]);
      continue;
    }
    if (code.startsWith('#[')) continue;
    if (depth === 1) {
      const variant = /^([A-Z][A-Za-z0-9_]*)\s*(?:,|\{|\(|$)/.exec(code);
      if (variant?.[1]) {
        const index = explicitIndex ?? next;
        if (byIndex.has(index)) throw new Error(`${label}: two errors with index ${index}`);
        byIndex.set(index, variant[1]);
        next = index + 1;
        explicitIndex = undefined;
      }
    }
    for (const char of code) {
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
    }
  }
  if (depth !== 0) throw new Error(`${label}: the Error enum does not close`);
  const indices = [...byIndex.keys()].sort((a, b) => a - b);
  indices.forEach((index, position) => {
    if (index !== position) throw new Error(`${label}: error indices have a gap at ${position}`);
  });
  return indices.map((index) => byIndex.get(index) as string);
}

/** Pallet name -> index, from the runtime's `construct_runtime!` block. */
export function parseRuntimeIndices(runtimeSource: string): Map<string, number> {
  const start = runtimeSource.indexOf('construct_runtime!(');
  if (start === -1) throw new Error('runtime: no construct_runtime!');
  const body = runtimeSource.slice(start);
  const end = body.indexOf('\n);');
  const block = end === -1 ? body : body.slice(0, end);
  const indices = new Map<string, number>();
  for (const match of block.matchAll(/^\s*(\w+)\s*:\s*[\w:<>]+\s*=\s*(\d+)\s*,/gm)) {
    const [, name, index] = match;
    if (name && index) indices.set(name, Number(index));
  }
  return indices;
}

export function parseSpecVersion(runtimeSource: string): number {
  const match = /^\s*spec_version:\s*(\d+),/m.exec(runtimeSource);
  if (!match?.[1]) throw new Error('runtime: no spec_version');
  return Number(match[1]);
}

export function extract(repo: string, rev: string): ChainErrors {
  const runtime = git(repo, ['show', `${rev}:runtime/src/lib.rs`]);
  const indices = parseRuntimeIndices(runtime);
  const pallets = PALLETS.map(({name, file}): PalletErrors => {
    const index = indices.get(name);
    if (index === undefined) throw new Error(`${name} is not in construct_runtime! at ${rev}`);
    const errors = parseErrorEnum(git(repo, ['show', `${rev}:${file}`]), `${name} (${file})`);
    return {pallet: name, index, file, errors};
  });
  return {
    repository: 'opentensor/subtensor',
    commit: git(repo, ['rev-parse', rev]).trim(),
    specVersion: parseSpecVersion(runtime),
    pallets,
  };
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(options.repo)) {
    throw new Error(`no subtensor mirror at ${options.repo}: pass --repo or set SUBTENSOR_REPO`);
  }
  const json = `${JSON.stringify(extract(options.repo, options.rev), null, 2)}\n`;
  if (options.check) {
    const current = existsSync(options.out) ? readFileSync(options.out, 'utf8') : '';
    if (current !== json) {
      console.error(`${options.out} is out of date; run without --check to rewrite it`);
      process.exit(1);
    }
    console.log(`${options.out} is up to date`);
    return;
  }
  writeFileSync(options.out, json);
  const total = JSON.parse(json) as ChainErrors;
  const count = total.pallets.reduce((sum, pallet) => sum + pallet.errors.length, 0);
  console.log(`wrote ${options.out}: ${total.pallets.length} pallets, ${count} errors, spec ${total.specVersion}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
