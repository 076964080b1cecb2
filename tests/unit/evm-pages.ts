/**
 * Shared helpers for the tests of docs/evm-tutorials: reading the pages' code blocks, compiling their
 * Solidity with the pinned solc, and loading the precompile fixture derived from subtensor 14bc6f9.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import solc from 'solc';
import {extractCodeBlocks, type CodeBlock} from '../../scripts/lib/content-checks';

export const EVM_DOCS = 'docs/evm-tutorials';
export const SOLC_VERSION = '0.8.30';
export const EVM_VERSION = 'cancun';

export interface PageBlock extends CodeBlock {
  file: string;
  /** Index of the block within its page. */
  index: number;
}

export function evmPageFiles(): string[] {
  return readdirSync(EVM_DOCS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(EVM_DOCS, name));
}

/** Removes the indentation a code block inherits from a list item. */
function dedent(code: string): string {
  const indents = code.split('\n').filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return code.split('\n').map((line) => line.slice(cut)).join('\n');
}

export function pageBlocks(file: string): PageBlock[] {
  return extractCodeBlocks(readFileSync(file, 'utf8')).map((block, index) => ({...block, code: dedent(block.code), file, index}));
}

export function allBlocks(langs: string[]): PageBlock[] {
  return evmPageFiles().flatMap((file) => pageBlocks(file).filter((block) => langs.includes(block.lang)));
}

/** The `title="..."` of a fence, if any. */
export function titleOf(block: CodeBlock): string | undefined {
  return /title="([^"]+)"/.exec(block.meta)?.[1];
}

export function isRunnable(block: CodeBlock): boolean {
  return /(^|\s)runnable(\s|$)/.test(block.meta);
}

export function where(block: PageBlock): string {
  return `${block.file}:${block.line}${titleOf(block) ? ` (${titleOf(block)})` : ''}`;
}

export interface AbiParam {
  type: string;
  components?: AbiParam[];
}

export interface AbiEntry {
  type: string;
  name?: string;
  inputs?: AbiParam[];
  outputs?: AbiParam[];
  stateMutability?: string;
}

export interface CompileResult {
  errors: string[];
  warnings: string[];
  /** ABI of every contract and interface in the source, by name. */
  abis: Record<string, AbiEntry[]>;
}

interface SolcMessage {
  severity: string;
  formattedMessage: string;
}

interface SolcOutput {
  errors?: SolcMessage[];
  contracts?: Record<string, Record<string, {abi: AbiEntry[]}>>;
}

export function compileSolidity(source: string, fileName = 'Page.sol'): CompileResult {
  const input = {
    language: 'Solidity',
    sources: {[fileName]: {content: source}},
    settings: {
      evmVersion: EVM_VERSION,
      optimizer: {enabled: false, runs: 200},
      outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}},
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const messages = output.errors ?? [];
  return {
    errors: messages.filter((m) => m.severity === 'error').map((m) => m.formattedMessage),
    warnings: messages.filter((m) => m.severity === 'warning').map((m) => m.formattedMessage),
    abis: Object.fromEntries(Object.entries(output.contracts?.[fileName] ?? {}).map(([name, c]) => [name, c.abi])),
  };
}

/** `uint16`, `(uint16,uint64)[]`: the canonical form of a parameter type, as in a function signature. */
export function canonicalType(param: AbiParam): string {
  if (param.type.startsWith('tuple')) {
    return `(${(param.components ?? []).map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`;
  }
  return param.type;
}

export interface FunctionShape {
  signature: string;
  stateMutability: string;
  returns: string;
}

export function functionShapes(abi: AbiEntry[]): FunctionShape[] {
  return abi
    .filter((entry) => entry.type === 'function')
    .map((entry) => ({
      signature: `${entry.name}(${(entry.inputs ?? []).map(canonicalType).join(',')})`,
      stateMutability: entry.stateMutability ?? 'nonpayable',
      returns: (entry.outputs ?? []).map(canonicalType).join(','),
    }));
}

export interface PrecompileFixture {
  name: string;
  source: string;
  index: number;
  address: string;
  toggle: string | null;
  upstreamAbi: string | null;
  rawInput: boolean;
  functions: FunctionShape[];
}

export function loadPrecompiles(): PrecompileFixture[] {
  const data = JSON.parse(readFileSync('tests/fixtures/evm-abi/precompiles.json', 'utf8')) as {precompiles: PrecompileFixture[]};
  return data.precompiles;
}

export function loadUpstreamAbi(file: string): AbiEntry[] {
  return JSON.parse(readFileSync(join('tests/fixtures/evm-abi', file), 'utf8')) as AbiEntry[];
}

/**
 * The precompile interfaces a Solidity block binds to fixed addresses, found from declarations of the form
 * `IName constant NAME = IName(0x...);`.
 */
export function boundInterfaces(source: string): {iface: string; address: string}[] {
  return [...source.matchAll(/\b(\w+)\s+constant\s+\w+\s*=\s*\1\(\s*(0x[0-9a-fA-F]{40})\s*\)/g)].map((m) => ({
    iface: m[1]!,
    address: m[2]!.toLowerCase(),
  }));
}
