/**
 * Writes docs/sdk/wallet-api.md, the bittensor-wallet API reference, in two steps:
 *
 * 1. Reads the package's type stubs (`bittensor_wallet/**\/*.pyi`) from a bare git copy of btwallet at the tag in
 *    config/versions.ts, extracts every class, method, property, function, alias and constant with Python's `ast`
 *    (scripts/lib/python-programs.ts), and stores them as config/api-snapshot/wallet.json, so that the tests and CI
 *    never need the sources.
 * 2. Renders the page from that snapshot and the hand-written descriptions in src/data/wallet-reference.ts.
 *
 * Usage: npx tsx scripts/generate-wallet-reference.ts [--wallet <bare git dir>] [--offline] [--check]
 *   --wallet   the btwallet git directory (default: the mirror the docs team uses)
 *   --offline  skip step 1: render the page from the stored snapshot
 *   --check    write nothing; exit 1 when the stored snapshot or the page differs from what the script would write
 *              (with --offline, only the page is compared)
 *
 * `renderWalletReference` is pure (snapshot and data in, page text out); tests/unit/wallet-reference.test.ts compares
 * its output with the checked-in page and runs `findWalletReferenceProblems`.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {documentedVersions} from '../config/versions';
import walletSnapshotJson from '../config/api-snapshot/wallet.json';
import {walletDescriptions, walletReferencePage, walletSections, type WalletSection} from '../src/data/wallet-reference';
import {WALLET_STUBS_PROGRAM} from './lib/python-programs';

export interface StubParam {
  name: string;
  kind: string;
  annotation: string | null;
  default: string | null;
  required: boolean;
}

export interface StubCallable {
  name: string;
  kind: 'method' | 'staticmethod' | 'classmethod' | 'function';
  async: boolean;
  params: StubParam[];
  returns: string | null;
}

export interface StubProperty {
  name: string;
  kind: 'property';
  returns: string | null;
  setter: boolean;
}

export type StubMember = (StubCallable & {kind: 'method' | 'staticmethod' | 'classmethod'}) | StubProperty;

export interface StubClass {
  name: string;
  bases: string[];
  members: StubMember[];
}

export interface StubModule {
  module: string;
  file: string;
  classes: StubClass[];
  functions: Omit<StubCallable, 'kind'>[];
  aliases: {name: string; target: string}[];
  constants: {name: string; annotation: string; value: string | null}[];
}

export interface WalletSnapshot {
  name: string;
  version: string;
  repository: string;
  tag: string;
  commit: string;
  generatedBy: string;
  exports: string[];
  modules: StubModule[];
}

export interface WalletReferenceData {
  sections: readonly WalletSection[];
  descriptions: Readonly<Record<string, string>>;
  page: typeof walletReferencePage;
}

export const defaultSnapshot = walletSnapshotJson as unknown as WalletSnapshot;
export const defaultData: WalletReferenceData = {sections: walletSections, descriptions: walletDescriptions, page: walletReferencePage};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const pagePath = join(root, 'docs', 'sdk', 'wallet-api.md');
export const snapshotPath = join(root, 'config', 'api-snapshot', 'wallet.json');
const defaultWalletDir = '/work/.mirror/RaoFoundation+btwallet/repo';

/** Public names: no leading underscore, except the constructor, which the class entry shows. */
const isPublic = (name: string) => !name.startsWith('_');

/** Heading anchor the way Docusaurus (github-slugger) makes it, for the ASCII headings this page uses. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

// ---------------------------------------------------------------------------------------------------------------
// Step 1: stubs to snapshot.

/** Reads every stub at the documented tag from a bare git copy and returns the snapshot. */
export function readStubs(walletDir: string): WalletSnapshot {
  const tag = `v${documentedVersions.wallet.version}`;
  const git = (...args: string[]) => execFileSync('git', ['-C', walletDir, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
  const paths = git('ls-tree', '-r', '--name-only', tag, 'bittensor_wallet')
    .split('\n')
    .filter((path) => path.endsWith('.pyi'))
    .sort();
  const files: Record<string, string> = {};
  for (const path of paths) files[path] = git('show', `${tag}:${path}`);
  const parsed = JSON.parse(
    execFileSync('python3', ['-c', WALLET_STUBS_PROGRAM], {input: JSON.stringify({files}), encoding: 'utf8', maxBuffer: 64 << 20}),
  ) as {modules: StubModule[]; exports: string[]};
  return {
    name: 'bittensor-wallet',
    version: documentedVersions.wallet.version,
    repository: 'opentensor/btwallet',
    tag,
    commit: git('rev-list', '-n', '1', tag).trim(),
    generatedBy: 'scripts/generate-wallet-reference.ts',
    exports: parsed.exports,
    modules: parsed.modules,
  };
}

export const snapshotText = (snapshot: WalletSnapshot) => `${JSON.stringify(snapshot, null, 1)}\n`;

// ---------------------------------------------------------------------------------------------------------------
// Step 2: snapshot and descriptions to page.

/** One thing the page documents: its description key, its heading (if it has one) and its signature. */
export interface PageEntry {
  key: string;
  heading?: string;
  signature: string;
}

/** A type annotation for reading: forward-reference quotes dropped (`'Keypair'` reads as `Keypair`). */
export const displayType = (text: string) => text.replace(/['"]([A-Za-z_][\w.]*)['"]/g, '$1');

function renderParam(param: StubParam): string {
  const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
  const annotation = param.annotation ? `: ${displayType(param.annotation)}` : '';
  const value = param.default !== null ? (annotation ? ` = ${param.default}` : `=${param.default}`) : '';
  return `${prefix}${param.name}${annotation}${value}`;
}

function paramSource(params: StubParam[]): string[] {
  const parts: string[] = [];
  let starDone = params.some((param) => param.kind === 'var_positional');
  params.forEach((param, index) => {
    if (param.kind === 'keyword_only' && !starDone) {
      parts.push('*');
      starDone = true;
    }
    parts.push(renderParam(param));
    const next = params[index + 1];
    if (param.kind === 'positional_only' && (!next || next.kind !== 'positional_only')) parts.push('/');
  });
  return parts;
}

/** Short signatures fit a phone's width on one line; longer ones put one parameter on each line. */
const ONE_LINE = 64;

function callSignature(head: string, params: StubParam[], returns: string | null, tail = ''): string {
  const parts = paramSource(params);
  const end = `)${returns ? ` -> ${displayType(returns)}` : ''}${tail}`;
  const oneLine = `${head}(${parts.join(', ')}${end}`;
  if (oneLine.length <= ONE_LINE || parts.length === 0) return oneLine;
  return `${head}(\n${parts.map((part) => `    ${part},`).join('\n')}\n${end}`;
}

export function memberSignature(member: StubMember): string {
  if (member.kind === 'property') {
    const type = member.returns ? `: ${displayType(member.returns)}` : '';
    return `${member.name}${type}  # property, ${member.setter ? 'read and write' : 'read-only'}`;
  }
  const decorator = member.kind === 'method' ? '' : `@${member.kind}\n`;
  return `${decorator}${callSignature(`${member.async ? 'async ' : ''}def ${member.name}`, member.params, member.returns, ': ...')}`;
}

const findModule = (snapshot: WalletSnapshot, module: string) => snapshot.modules.find((candidate) => candidate.module === module);

/** The entries of one section, in the order of the stub. */
export function sectionEntries(section: WalletSection, snapshot: WalletSnapshot): PageEntry[] {
  const module = findModule(snapshot, section.module);
  if (!module) return [];
  if (section.show === 'functions') {
    return [
      ...module.constants.filter((constant) => isPublic(constant.name)).map((constant) => ({
        key: `${section.module}.${constant.name}`,
        heading: `\`${constant.name}\``,
        signature: `${constant.name}: ${constant.annotation}`,
      })),
      ...module.functions.filter((fn) => isPublic(fn.name)).map((fn) => ({
        key: `${section.module}.${fn.name}`,
        heading: `\`${fn.name}\``,
        signature: callSignature(`${fn.async ? 'async ' : ''}def ${fn.name}`, fn.params, fn.returns, ': ...'),
      })),
      ...module.aliases.filter((alias) => isPublic(alias.name)).map((alias) => ({
        key: `${section.module}.${alias.name}`,
        heading: `\`${alias.name}\``,
        signature: `${alias.name} = ${alias.target}`,
      })),
    ];
  }
  if (section.show === 'classes') {
    return module.classes.map((cls) => ({
      key: cls.name,
      heading: `\`${cls.name}\``,
      signature: `class ${cls.name}${cls.bases.length ? `(${cls.bases.join(', ')})` : ''}: ...`,
    }));
  }
  const {show} = section;
  const cls = module.classes.find((candidate) => candidate.name === show.class);
  if (!cls) return [];
  const entries: PageEntry[] = [];
  const init = cls.members.find((member) => member.name === '__init__');
  if (init && init.kind !== 'property') entries.push({key: `${cls.name}.__init__`, signature: callSignature(cls.name, init.params, null)});
  for (const member of cls.members) {
    if (!isPublic(member.name)) continue;
    entries.push({key: `${cls.name}.${member.name}`, heading: `\`${cls.name}.${member.name}\``, signature: memberSignature(member)});
  }
  return entries;
}

/** Every name in the snapshot that the page should document, as description keys. */
export function documentedKeys(snapshot: WalletSnapshot): string[] {
  const keys: string[] = [];
  for (const module of snapshot.modules) {
    for (const cls of module.classes) {
      keys.push(cls.name);
      for (const member of cls.members) if (isPublic(member.name) || member.name === '__init__') keys.push(`${cls.name}.${member.name}`);
    }
    for (const item of [...module.constants, ...module.functions, ...module.aliases]) {
      if (isPublic(item.name)) keys.push(`${module.module}.${item.name}`);
    }
  }
  return keys;
}

/** The description keys a section shows: its entries, and for a class section the class itself (the section's opening). */
function sectionKeys(section: WalletSection, snapshot: WalletSnapshot): string[] {
  const keys = sectionEntries(section, snapshot).map((entry) => entry.key);
  return typeof section.show === 'object' ? [section.show.class, ...keys] : keys;
}

/** Every heading of the page, in order. */
export function pageHeadings(snapshot: WalletSnapshot, data: WalletReferenceData): string[] {
  const out: string[] = [];
  for (const section of data.sections) {
    out.push(section.title);
    for (const entry of sectionEntries(section, snapshot)) if (entry.heading) out.push(entry.heading);
  }
  out.push('Environment variables', 'Next steps');
  return out;
}

/** Everything that is wrong with the data against the snapshot; empty when the page can be trusted. */
export function findWalletReferenceProblems(snapshot: WalletSnapshot = defaultSnapshot, data: WalletReferenceData = defaultData): string[] {
  const problems: string[] = [];
  const known = new Set(documentedKeys(snapshot));
  const shown = new Map<string, string>();

  for (const section of data.sections) {
    const module = findModule(snapshot, section.module);
    if (!module) {
      problems.push(`section "${section.title}" names module ${section.module}, which has no stub in the snapshot`);
      continue;
    }
    if (typeof section.show === 'object' && !module.classes.some((cls) => cls.name === (section.show as {class: string}).class)) {
      problems.push(`section "${section.title}" names class ${section.show.class}, which ${section.module} does not define`);
    }
    if (typeof section.show !== 'object' && !section.intro?.trim()) problems.push(`section "${section.title}" has no intro`);
    for (const key of sectionKeys(section, snapshot)) {
      if (shown.has(key)) problems.push(`"${key}" is shown twice, in "${shown.get(key)}" and "${section.title}"`);
      shown.set(key, section.title);
    }
  }
  for (const key of known) {
    if (!data.descriptions[key]?.trim()) problems.push(`"${key}" has no description in src/data/wallet-reference.ts`);
    if (!shown.has(key)) problems.push(`"${key}" is in the stubs but in no section of the page`);
  }
  for (const key of Object.keys(data.descriptions)) {
    if (!known.has(key)) problems.push(`src/data/wallet-reference.ts describes "${key}", which the stubs do not have`);
  }

  const anchors = pageHeadings(snapshot, data).map(slug);
  const seen = new Set<string>();
  for (const anchor of anchors) {
    if (seen.has(anchor)) problems.push(`two headings share the anchor #${anchor}`);
    seen.add(anchor);
  }
  return problems;
}

/** A signature as a plain `<pre>` like the SDK reference: one JSON string, so MDX keeps the line breaks and indentation. */
const signatureBlock = (signature: string) => `<pre className="api-signature"><code>{${JSON.stringify(signature)}}</code></pre>`;

function importLine(section: WalletSection, snapshot: WalletSnapshot): string {
  if (typeof section.show === 'object') {
    const name = section.show.class;
    const from = snapshot.exports.includes(name) ? 'bittensor_wallet' : section.module;
    return `Import it with \`from ${from} import ${name}\`.`;
  }
  return `Import them from \`${section.module}\`.`;
}

function renderSection(section: WalletSection, snapshot: WalletSnapshot, data: WalletReferenceData): string {
  const entries = sectionEntries(section, snapshot);
  const description = (key: string) => {
    const text = data.descriptions[key];
    if (!text?.trim()) throw new Error(`no description for ${key}`);
    return text;
  };
  const lines: string[] = [`## ${section.title}`, ''];
  lines.push(typeof section.show === 'object' ? description(section.show.class) : section.intro!, '');
  lines.push(importLine(section, snapshot), '');
  const headed = entries.filter((entry) => entry.heading);
  for (const entry of entries.filter((candidate) => !candidate.heading)) {
    lines.push(signatureBlock(entry.signature), '', description(entry.key), '');
  }
  if (headed.length > 1) {
    lines.push(`In this section: ${headed.map((entry) => `[\`${entry.heading!.replace(/`/g, '').split('.').pop()}\`](#${slug(entry.heading!)})`).join(', ')}.`, '');
  }
  for (const entry of headed) {
    lines.push(`### ${entry.heading}`, '', signatureBlock(entry.signature), '', description(entry.key), '');
  }
  return lines.join('\n');
}

/** The whole page, front matter included. Pure: the same inputs give the same text. */
export function renderWalletReference(snapshot: WalletSnapshot = defaultSnapshot, data: WalletReferenceData = defaultData): string {
  const out: string[] = [
    '---',
    `title: ${JSON.stringify(data.page.title)}`,
    `sidebar_label: ${JSON.stringify(data.page.sidebarLabel)}`,
    `description: ${JSON.stringify(data.page.description)}`,
    'applies_to: [wallet]',
    'toc_max_heading_level: 2',
    '---',
    '',
    `{/* Generated by scripts/generate-wallet-reference.ts from config/api-snapshot/wallet.json (bittensor-wallet ${snapshot.tag}, the type stubs) and src/data/wallet-reference.ts. Edit those and run the script; do not edit this file. */}`,
    '',
    data.page.opening,
    '',
  ];
  for (const section of data.sections) out.push(renderSection(section, snapshot, data));
  out.push('## Environment variables', '', data.page.environment, '', '## Next steps', '', data.page.nextSteps, '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

function main(): void {
  const {values} = parseArgs({
    options: {
      wallet: {type: 'string', default: defaultWalletDir},
      offline: {type: 'boolean', default: false},
      check: {type: 'boolean', default: false},
    },
  });
  let snapshot = defaultSnapshot;
  const stale: string[] = [];
  if (!values.offline) {
    snapshot = readStubs(values.wallet!);
    const text = snapshotText(snapshot);
    if (values.check) {
      if (readFileSync(snapshotPath, 'utf8') !== text) stale.push(`${snapshotPath} differs from the stubs at ${snapshot.tag}`);
    } else {
      writeFileSync(snapshotPath, text);
      console.log(`wallet reference: wrote ${snapshotPath} (${snapshot.modules.length} stubs, ${snapshot.tag} ${snapshot.commit.slice(0, 7)})`);
    }
  }
  const problems = findWalletReferenceProblems(snapshot, defaultData);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  const page = renderWalletReference(snapshot, defaultData);
  if (values.check) {
    if (readFileSync(pagePath, 'utf8') !== page) stale.push(`${pagePath} is out of date`);
    for (const line of stale) console.error(line);
    if (stale.length > 0) {
      console.error('run: npm run wallet-reference');
      process.exit(1);
    }
    console.log('wallet reference: up to date');
    return;
  }
  writeFileSync(pagePath, page);
  console.log(`wallet reference: wrote ${pagePath} (${documentedKeys(snapshot).length} documented names)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
