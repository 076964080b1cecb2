/**
 * Checks the commands and SDK calls in the docs against the API snapshots in config/api-snapshot/:
 * each `btcli …` command line must name a real command and only real options, and each Python call on a
 * Subtensor, AsyncSubtensor, Wallet, Metagraph (and friends) must name a real method with real keyword
 * arguments and no missing required ones. A block opts out with the fence meta `unchecked="why"`, a line
 * of prose with an MDX comment that starts with `unchecked:` and gives the reason.
 */
import {execFileSync} from 'node:child_process';
import btcliSnapshot from '../../config/api-snapshot/btcli.json';
import sdkSnapshot from '../../config/api-snapshot/sdk.json';
import type {CodeBlock, Problem} from './content-checks';
import {PYTHON_CALL_CHECK_PROGRAM} from './python-programs';

export interface SnapshotOption {
  param: string;
  kind: string;
  names: string[];
  flag: boolean;
  required: boolean;
}
export interface SnapshotCommand {
  path: string[];
  hidden: boolean;
  method: string;
  options: SnapshotOption[];
}
export interface BtcliSnapshot {
  commands: SnapshotCommand[];
}

/** Options btcli accepts before any command group. */
const ROOT_OPTIONS = new Set(['--version', '--commands', '--debug', '--install-completion', '--show-completion', '--help', '-h']);

/** A block's reason to skip the API check, or undefined; an empty reason does not count. */
export function uncheckedReason(block: CodeBlock): string | undefined {
  const match = /(?:^|\s)unchecked="([^"]*)"/.exec(block.meta);
  return match && match[1]!.trim() ? match[1]!.trim() : undefined;
}

/** Splits a shell command line into words, honouring quotes; good enough for the commands docs show. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | null = null;
  let started = false;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) words.push(current);
  return words;
}

/** The btcli invocations in a shell block: continuation lines joined, split at `&&`, `||`, `;` and `|`. */
export function btcliInvocations(code: string): {line: number; words: string[]}[] {
  const out: {line: number; words: string[]}[] = [];
  const lines = code.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const start = index;
    let text = lines[index]!;
    while (text.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      text = `${text.slice(0, -1)} ${lines[index]}`;
    }
    const withoutComment = text.replace(/(^|\s)#.*$/, '');
    for (const segment of withoutComment.split(/&&|\|\||;|\|/)) {
      const words = shellWords(segment.trim());
      const at = words.findIndex((word) => word === 'btcli');
      if (at === 0 || (at > 0 && words.slice(0, at).every((word) => /^[A-Z_][A-Z0-9_]*=/.test(word) || word === 'sudo'))) {
        out.push({line: start, words: words.slice(at)});
      }
    }
  }
  return out;
}

/** Problems with one btcli invocation (`words[0]` is `btcli`), as messages. */
export function checkBtcliWords(snapshot: BtcliSnapshot, words: string[]): string[] {
  const args = words.slice(1);
  if (args.length === 0) return [];
  if (args[0]!.startsWith('-')) {
    return args.filter((arg) => arg.startsWith('-') && !ROOT_OPTIONS.has(arg.split('=')[0]!)).map((arg) => `btcli has no top-level option ${arg}`);
  }
  let best: SnapshotCommand | undefined;
  for (const command of snapshot.commands) {
    const n = command.path.length;
    if (n <= args.length && command.path.every((part, i) => args[i] === part) && (!best || n > best.path.length)) best = command;
  }
  const shown = args.slice(0, args.findIndex((arg) => arg.startsWith('-')) === -1 ? args.length : args.findIndex((arg) => arg.startsWith('-')));
  if (!best) {
    const isGroup = snapshot.commands.some((command) => shown.length < command.path.length && shown.every((part, i) => command.path[i] === part));
    if (isGroup && shown.length === args.length - args.filter((arg) => ['--help', '-h'].includes(arg)).length) return [];
    return [`no btcli command "btcli ${shown.join(' ')}"`];
  }
  const byName = new Map<string, SnapshotOption>();
  for (const option of best.options) for (const name of option.names) byName.set(name, option);
  const takesArgument = best.options.some((option) => option.kind === 'argument');
  const problems: string[] = [];
  // After an option that takes a value, the next word is that value, not a positional argument.
  let expectValue = false;
  for (const arg of args.slice(best.path.length)) {
    if (arg.startsWith('-') && !/^-\d/.test(arg)) {
      const name = arg.split('=')[0]!;
      const option = name === '--help' || name === '-h' ? undefined : byName.get(name);
      if (!option && name !== '--help' && name !== '-h') problems.push(`"btcli ${best.path.join(' ')}" has no option ${name}`);
      expectValue = !arg.includes('=') && (option ? !option.flag : name !== '--help' && name !== '-h');
      continue;
    }
    if (expectValue) {
      expectValue = false;
      continue;
    }
    if (!takesArgument) problems.push(`"btcli ${best.path.join(' ')}" takes no positional argument "${arg}"`);
  }
  return problems;
}

export function checkBtcliBlocks(blocks: (CodeBlock & {file: string})[], snapshot: BtcliSnapshot = btcliSnapshot as BtcliSnapshot): {problems: Problem[]; count: number} {
  const problems: Problem[] = [];
  let count = 0;
  for (const block of blocks) {
    if (!['bash', 'shell', 'sh'].includes(block.lang) || uncheckedReason(block)) continue;
    for (const {line, words} of btcliInvocations(block.code)) {
      count += 1;
      for (const message of checkBtcliWords(snapshot, words)) problems.push({file: block.file, line: block.line + 1 + line, message});
    }
  }
  return {problems, count};
}

/** Inline `btcli …` spans in prose: same rules, so a command named in a sentence is real too. */
export function checkInlineBtcli(file: string, source: string, snapshot: BtcliSnapshot = btcliSnapshot as BtcliSnapshot): {problems: Problem[]; count: number} {
  const problems: Problem[] = [];
  let count = 0;
  const withoutFences = source.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  const lines = withoutFences.split('\n');
  for (const match of withoutFences.matchAll(/`(btcli [^`\n]+)`/g)) {
    const text = match[1]!;
    const lineText = lines[withoutFences.slice(0, match.index).split('\n').length - 1] ?? '';
    // A sentence about removed or renamed commands opts out with an MDX comment on its line.
    if (/\{\/\*\s*unchecked:\s*\S[^*]*\*\/\}/.test(lineText)) continue;
    if (/[<>…]|\.\.\./.test(text.replace(/<[^>\s]+>/g, 'X'))) continue;
    count += 1;
    const line = withoutFences.slice(0, match.index).split('\n').length;
    for (const message of checkBtcliWords(snapshot, shellWords(text))) problems.push({file, line, message});
  }
  return {problems, count};
}

export function checkPythonCalls(blocks: (CodeBlock & {file: string})[]): {problems: Problem[]; count: number} {
  const checked = blocks.filter((block) => block.lang === 'python' && !uncheckedReason(block) && !/(^|\s)partial(\s|$)/.test(block.meta));
  if (checked.length === 0) return {problems: [], count: 0};
  const input = {
    snapshot: {classes: sdkSnapshot.classes, exports: sdkSnapshot.exports},
    blocks: checked.map((block, id) => ({id, code: block.code})),
  };
  const output = JSON.parse(execFileSync('python3', ['-c', PYTHON_CALL_CHECK_PROGRAM], {input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 64 << 20})) as {
    problems: {id: number; line: number; message: string}[];
    calls: number;
  };
  return {
    problems: output.problems.map(({id, line, message}) => ({file: checked[id]!.file, line: checked[id]!.line + line, message})),
    count: output.calls,
  };
}
