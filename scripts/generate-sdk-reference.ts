/**
 * Writes the SDK reference from the API snapshot (config/api-snapshot/sdk.json: every signature, parameter and return
 * type) and the hand-written descriptions in src/data/sdk-reference.ts: the landing page docs/sdk/bt-api-ref/index.md
 * (conventions and the list of pages), one page per group of Subtensor methods (docs/sdk/bt-api-ref/<group id>.md),
 * docs/sdk/bt-api-ref/classes.md for Wallet, Metagraph, Balance, Axon, Dendrite and Synapse, and
 * src/data/sdk-anchor-map.json, which sends every anchor the single-page reference had (`/sdk/bt-api-ref#add_stake`)
 * to its new page (the landing page's AnchorRedirect reads it).
 *
 * Usage: npx tsx scripts/generate-sdk-reference.ts [--check]
 *   --check  exit 1 when a file on disk is not what the script would write (nothing is written).
 *
 * `renderSdkReference` is pure (snapshot and data in, files out); tests/unit/sdk-reference.test.ts compares its
 * output with the checked-in files and runs `findReferenceProblems`.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import sdkSnapshotJson from '../config/api-snapshot/sdk.json';
import {
  classSections,
  sdkClassesPage,
  sdkGroupPage,
  sdkGroups,
  sdkReferencePage,
  subtensorMembers,
  type ClassSection,
  type SdkGroup,
  type SubtensorEntry,
} from '../src/data/sdk-reference';

export interface SnapshotParam {
  name: string;
  kind: string;
  annotation: string | null;
  default: string | null;
  required: boolean;
}

export interface SnapshotMember {
  kind: string;
  async?: boolean;
  static?: boolean;
  deprecated?: boolean;
  params?: SnapshotParam[];
  returns?: string | null;
}

export interface SnapshotClass {
  file: string;
  bases: string[];
  members: Record<string, SnapshotMember>;
}

export interface SdkSnapshot {
  version: string;
  tag: string;
  commit: string;
  classes: Record<string, SnapshotClass>;
}

export interface ReferenceData {
  groups: readonly SdkGroup[];
  members: Readonly<Record<string, SubtensorEntry>>;
  classes: readonly ClassSection[];
  page: {
    title: string;
    sidebarLabel: string;
    description: string;
    opening: string;
    conventions: string;
    nextSteps: string;
  };
  groupPage: {intro: string; nextSteps: readonly string[]};
  classesPage: {slug: string; title: string; sidebarLabel: string; description: string; intro: string};
}

export const defaultSnapshot = sdkSnapshotJson as unknown as SdkSnapshot;
export const defaultData: ReferenceData = {
  groups: sdkGroups,
  members: subtensorMembers,
  classes: classSections,
  page: sdkReferencePage,
  groupPage: sdkGroupPage,
  classesPage: sdkClassesPage,
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The folder of the reference pages, relative to the project root; its index.md keeps the route /sdk/bt-api-ref. */
export const PAGES_DIR = 'docs/sdk/bt-api-ref';
/** The route of the landing page, and the prefix of the others. */
export const ROUTE = '/sdk/bt-api-ref';
/** The file that maps the former single page's anchors to their new pages, relative to the project root. */
export const ANCHOR_MAP_PATH = 'src/data/sdk-anchor-map.json';

const isPublic = (name: string) => !name.startsWith('_');

/** Members of a class merged with its bases that are in the snapshot (the class itself wins). */
export function mergedMembers(snapshot: SdkSnapshot, className: string): Record<string, SnapshotMember> {
  const cls = snapshot.classes[className];
  if (!cls) return {};
  const out: Record<string, SnapshotMember> = {};
  for (const base of cls.bases) Object.assign(out, mergedMembers(snapshot, base.split('.').pop()!));
  return Object.assign(out, cls.members);
}

/** Heading anchor the way Docusaurus (github-slugger) makes it, for the ASCII headings this page uses. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

export function methodHeading(name: string): string {
  return name === '__init__' ? '`Subtensor` constructor' : `\`${name}\``;
}

/** Everything that is wrong with the data against the snapshot; empty when the page can be trusted. */
export function findReferenceProblems(snapshot: SdkSnapshot = defaultSnapshot, data: ReferenceData = defaultData): string[] {
  const problems: string[] = [];
  const sync = mergedMembers(snapshot, 'Subtensor');
  const asyncMembers = mergedMembers(snapshot, 'AsyncSubtensor');
  const groupIds = new Set(data.groups.map((group) => group.id));

  for (const [name, member] of [...Object.entries(sync), ...Object.entries(asyncMembers)]) {
    if (!isPublic(name)) continue;
    const entry = data.members[name];
    if (!entry || entry.description.trim() === '') {
      problems.push(`Subtensor member "${name}" (${member.kind}) has no description in src/data/sdk-reference.ts`);
    } else if (member.deprecated && !entry.deprecated) {
      problems.push(`"${name}" is deprecated in the SDK but its entry does not say what replaces it`);
    }
  }
  for (const [name, entry] of Object.entries(data.members)) {
    if (name !== '__init__' && !(name in sync) && !(name in asyncMembers)) {
      problems.push(`src/data/sdk-reference.ts describes "${name}", which neither Subtensor nor AsyncSubtensor has`);
    }
    if (!groupIds.has(entry.group)) problems.push(`"${name}" is in unknown group "${entry.group}"`);
    if (entry.aliasOf && !(entry.aliasOf in sync)) problems.push(`"${name}" is an alias of "${entry.aliasOf}", which does not exist`);
  }
  for (const group of data.groups) {
    if (!Object.values(data.members).some((entry) => entry.group === group.id)) problems.push(`group "${group.id}" has no members`);
  }

  for (const section of data.classes) {
    const members: Record<string, SnapshotMember> = {};
    for (const cls of [...section.classes].reverse()) {
      if (!snapshot.classes[cls]) problems.push(`section "${section.title}" names class ${cls}, which is not in the snapshot`);
      Object.assign(members, mergedMembers(snapshot, cls));
    }
    for (const [name, member] of Object.entries(members)) {
      if (isPublic(name) && member.kind !== 'attribute' && !section.members[name]?.trim()) {
        problems.push(`${section.classes[0]} member "${name}" (${member.kind}) has no description`);
      }
    }
    for (const name of Object.keys(section.members)) {
      if (!(name in members)) problems.push(`${section.classes[0]} has no member "${name}" but the data describes one`);
    }
  }

  const anchors = headings(data).map(slug);
  const seen = new Set<string>();
  for (const anchor of anchors) {
    if (seen.has(anchor)) problems.push(`two headings share the anchor #${anchor}`);
    seen.add(anchor);
  }
  return problems;
}

/** Every heading the page will have, in order. */
function headings(data: ReferenceData): string[] {
  const out: string[] = ['How to read an entry', 'What a transaction returns', 'Transaction options'];
  for (const group of data.groups) {
    out.push(group.title);
    for (const [name, entry] of Object.entries(data.members)) if (entry.group === group.id) out.push(methodHeading(name));
  }
  for (const section of data.classes) out.push(section.title);
  out.push('Next steps');
  return out;
}

/** One parameter as Python source: name and default. Types are in the parameter table. */
function renderParam(param: SnapshotParam): string {
  const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
  return `${prefix}${param.name}${param.default !== null ? `=${param.default}` : ''}`;
}

/** The parameter list as Python source, with `*` and `/` markers where the kinds change. */
function paramSource(params: SnapshotParam[]): string[] {
  const parts: string[] = [];
  const hasVarPositional = params.some((param) => param.kind === 'var_positional');
  let starDone = hasVarPositional;
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

/** A compilable `def` with parameter names, defaults and the return annotation: one line when short, one parameter per line otherwise. */
export function renderSignature(name: string, member: SnapshotMember, returns: string | null): string {
  const parts = paramSource(member.params ?? []);
  const head = `${member.async ? 'async ' : ''}def ${name}(`;
  const tail = `)${returns ? ` -> ${returns}` : ''}: ...`;
  const decorator = member.static ? '@staticmethod\n' : '';
  const oneLine = `${head}${parts.join(', ')}${tail}`;
  if (oneLine.length <= 88) return `${decorator}${oneLine}`;
  return `${decorator}${head}\n${parts.map((part) => `    ${part},`).join('\n')}\n${tail}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
/** A type annotation for reading: forward-reference quotes dropped (`'Wallet'` reads as `Wallet`), Literal values kept. */
export const displayType = (text: string) => (text.includes('Literal') ? text : text.replace(/['"]([A-Za-z_][\w.]*)['"]/g, '$1'));
const code = (text: string) => `\`${cell(text)}\``;

function paramTable(params: SnapshotParam[]): string {
  if (params.length === 0) return '';
  const rows = params.map((param) => {
    const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
    const required = param.kind === 'var_positional' || param.kind === 'var_keyword' ? 'no' : param.required ? 'yes' : 'no';
    const keywordOnly = param.kind === 'keyword_only' ? ' (keyword-only)' : '';
    return `| ${code(prefix + param.name)}${keywordOnly} | ${param.annotation ? code(displayType(param.annotation)) : 'not annotated'} | ${param.default !== null ? code(param.default) : '–'} | ${required} |`;
  });
  return ['<details>', '<summary>Parameters</summary>', '', '| Name | Type | Default | Required |', '| --- | --- | --- | --- |', ...rows, '', '</details>'].join('\n');
}

const normalizeType = (text: string | null | undefined) => (text ?? '').replace(/['"\s]/g, '');

/** What differs on AsyncSubtensor, in words; empty when only the await differs. */
export function asyncDifferences(sync: SnapshotMember, async_: SnapshotMember): string[] {
  const notes: string[] = [];
  const syncParams = sync.params ?? [];
  const asyncParams = async_.params ?? [];
  const syncNames = syncParams.map((param) => param.name);
  const asyncNames = asyncParams.map((param) => param.name);
  const added = asyncNames.filter((name) => !syncNames.includes(name));
  const removed = syncNames.filter((name) => !asyncNames.includes(name));
  if (added.length > 0) notes.push(`also takes ${added.map((name) => `\`${name}\``).join(', ')}`);
  if (removed.length > 0) notes.push(`has no ${removed.map((name) => `\`${name}\``).join(', ')}`);
  const nowKeywordOnly: string[] = [];
  const noLongerKeywordOnly: string[] = [];
  for (const param of syncParams) {
    const other = asyncParams.find((candidate) => candidate.name === param.name);
    if (!other) continue;
    if (other.default !== param.default) {
      notes.push(
        other.default === null
          ? `\`${param.name}\` is required`
          : param.default === null
            ? `\`${param.name}\` is optional (default \`${other.default}\`)`
            : `\`${param.name}\` defaults to \`${other.default}\``,
      );
    }
    if ((other.kind === 'keyword_only') !== (param.kind === 'keyword_only')) {
      (other.kind === 'keyword_only' ? nowKeywordOnly : noLongerKeywordOnly).push(`\`${param.name}\``);
    }
  }
  const list = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`);
  if (nowKeywordOnly.length > 0) notes.push(`${list(nowKeywordOnly)} ${nowKeywordOnly.length === 1 ? 'is' : 'are'} keyword-only`);
  if (noLongerKeywordOnly.length > 0) notes.push(`${list(noLongerKeywordOnly)} can be passed by position`);
  const positional = (params: SnapshotParam[]) =>
    params.filter((param) => param.kind === 'positional_or_keyword' || param.kind === 'positional_only').map((param) => param.name);
  const common = positional(syncParams).filter((name) => asyncNames.includes(name));
  const asyncOrder = positional(asyncParams).filter((name) => common.includes(name));
  if (common.length === asyncOrder.length && common.some((name, index) => asyncOrder[index] !== name)) {
    notes.push(`positional order is \`${positional(asyncParams).join(', ')}\``);
  }
  if (sync.returns && async_.returns && normalizeType(sync.returns) !== normalizeType(async_.returns)) {
    notes.push(`annotated to return \`${displayType(async_.returns)}\``);
  }
  return notes;
}

function renderEntry(name: string, entry: SubtensorEntry, snapshot: SdkSnapshot, data: ReferenceData): string {
  const sync = mergedMembers(snapshot, 'Subtensor');
  const asyncMembers = mergedMembers(snapshot, 'AsyncSubtensor');
  const lines: string[] = [`## ${methodHeading(name)}`, '', relink(entry.description), ''];
  if (entry.deprecated) lines.push(':::warning[Deprecated]', '', relink(entry.deprecated), '', ':::', '');

  const target = name === '__init__' ? '__init__' : (entry.aliasOf ?? name);
  const syncMember = sync[target] ?? sync[name];
  const asyncMember = asyncMembers[target] ?? asyncMembers[name];
  const member = syncMember ?? asyncMember;
  if (!member) throw new Error(`no snapshot member for ${name}`);

  if (entry.aliasOf) {
    const targetGroup = data.members[entry.aliasOf]?.group;
    const page = targetGroup && targetGroup !== entry.group ? `./${targetGroup}.md` : '';
    lines.push(`**Alias** of [\`${entry.aliasOf}\`](${page}#${slug(entry.aliasOf)}): the same method under a second name, on both classes.`, '');
    return lines.join('\n');
  }
  if (member.kind === 'property' || member.kind === 'attribute') {
    const kind = member.kind === 'property' ? 'Property' : 'Attribute';
    const type = entry.type ? ` of type \`${entry.type}\`` : '';
    const onAsync = syncMember && asyncMember ? ' Also on `AsyncSubtensor`.' : '';
    lines.push(`**${kind}**${type}.${onAsync}`, '');
    return lines.join('\n');
  }

  const returns = member.returns ?? entry.returns ?? null;
  const signatureName = name === '__init__' ? '__init__' : name;
  // A plain <pre>, not a highlighted code block: two hundred CodeBlock components made the page slow to hydrate.
  const signature = renderSignature(signatureName, member, name === '__init__' ? null : (member.returns ?? null));
  // One JSON string, so that MDX sees no raw line breaks and keeps the indentation.
  lines.push(`<pre className="api-signature"><code>{${JSON.stringify(signature)}}</code></pre>`, '');

  const facts: string[] = [];
  if (name !== '__init__') {
    facts.push(
      `**Returns** ${returns ? code(displayType(returns)) : 'nothing annotated'}${member.returns || !entry.returns ? '' : ' (not annotated in the source)'}.`,
    );
  }
  if (name === '__init__') {
    const differences = syncMember && asyncMember ? asyncDifferences(syncMember, asyncMember) : [];
    facts.push(`**AsyncSubtensor:** \`bt.AsyncSubtensor(...)\`${differences.length ? `; ${differences.join('; ')}` : ' takes the same arguments'}.`);
  } else if (syncMember && asyncMember) {
    const differences = asyncDifferences(syncMember, asyncMember);
    const how = asyncMember.async ? '`await` it' : 'same call, not a coroutine';
    facts.push(`**AsyncSubtensor:** ${how}${differences.length ? `; ${differences.join('; ')}` : ''}.`);
  } else if (asyncMember) {
    facts.push('**Only on `AsyncSubtensor`.**');
  } else {
    facts.push('**Not on `AsyncSubtensor`.**');
  }
  lines.push(facts.join(' '), '');
  const table = paramTable(member.params ?? []);
  if (table) lines.push(table, '');
  return lines.join('\n');
}

/** `(a, b=1, *, c=None)`: names and defaults only, for the class tables. */
function compactSignature(member: SnapshotMember): string {
  return `(${paramSource(member.params ?? []).join(', ')})`;
}

function renderClassSection(section: ClassSection, snapshot: SdkSnapshot): string {
  const members: Record<string, SnapshotMember> = {};
  for (const cls of [...section.classes].reverse()) Object.assign(members, mergedMembers(snapshot, cls));
  const lines: string[] = [`## ${section.title}`, '', relink(section.intro), ''];
  const listed = Object.keys(section.members);
  const order = (kind: string) => listed.filter((name) => members[name]?.kind === kind);
  const methods = order('method');
  const fields = [...order('property'), ...order('attribute')];
  if (methods.length > 0) {
    lines.push('| Method | Signature | What it does |', '| --- | --- | --- |');
    for (const name of methods) {
      const member = members[name]!;
      const prefix = `${member.static ? 'static ' : ''}${member.async ? 'async ' : ''}`;
      const returns = member.returns ? ` -> ${displayType(member.returns)}` : '';
      lines.push(`| \`${name}\` | ${prefix ? `${prefix.trim()} ` : ''}${code(`${compactSignature(member)}${returns}`)} | ${cell(relink(section.members[name]!))} |`);
    }
    lines.push('');
  }
  if (fields.length > 0) {
    lines.push('| Property or attribute | Kind | What it holds |', '| --- | --- | --- |');
    for (const name of fields) lines.push(`| \`${name}\` | ${members[name]!.kind} | ${cell(relink(section.members[name]!))} |`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Rewrites the relative links of hand-written text, which are relative to docs/sdk/, for a page in
 * docs/sdk/bt-api-ref/: `./x.md` becomes `../x.md` and `../x.md` becomes `../../x.md`. Links into the reference
 * itself (`./bt-api-ref/index.md#…`) become `./index.md#…`.
 */
export function relink(text: string): string {
  return text.replace(/\]\((\.\.?\/)([^)\s]*)\)/g, (_match, prefix: string, rest: string) => {
    if (prefix === './' && rest.startsWith('bt-api-ref/')) return `](./${rest.slice('bt-api-ref/'.length)})`;
    return `](${prefix === './' ? '../' : '../../'}${rest})`;
  });
}

const GENERATED = (snapshot: SdkSnapshot) =>
  `{/* Generated by scripts/generate-sdk-reference.ts from config/api-snapshot/sdk.json (bittensor ${snapshot.tag}) and src/data/sdk-reference.ts. Edit those and run the script; do not edit this file. */}`;

/**
 * Front matter. The method pages say how calls fare against the runtime (a storage item the chain removed, work
 * the chain ignores), so they name it; the classes page covers `Wallet`, which comes from bittensor-wallet.
 */
function frontMatter(title: string, sidebarLabel: string, description: string, appliesTo = 'runtime, sdk'): string[] {
  return ['---', `title: ${JSON.stringify(title)}`, `sidebar_label: ${JSON.stringify(sidebarLabel)}`, `description: ${JSON.stringify(description)}`, `applies_to: [${appliesTo}]`, '---', ''];
}

const finish = (lines: string[]) => `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;

/** The names of a group's entries, in data order. */
const groupMembers = (data: ReferenceData, group: SdkGroup) =>
  Object.entries(data.members)
    .filter(([, entry]) => entry.group === group.id)
    .map(([name]) => name);

/** The first sentence of a group's intro, for the table of pages. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

function renderLanding(snapshot: SdkSnapshot, data: ReferenceData): string {
  const out: string[] = [
    ...frontMatter(data.page.title, data.page.sidebarLabel, data.page.description),
    GENERATED(snapshot),
    '',
    "import AnchorRedirect from '@site/src/components/AnchorRedirect';",
    "import movedAnchors from '@site/src/data/sdk-anchor-map.json';",
    '',
    '{/* Links to the single-page reference (`/sdk/bt-api-ref#add_stake`) go on to the page that holds the entry now. */}',
    '<AnchorRedirect map={movedAnchors} />',
    '',
    relink(data.page.opening),
    '',
    relink(data.page.conventions),
    '',
    '## Reference pages',
    '',
    'Every method and property of `Subtensor` and `AsyncSubtensor` is on exactly one of these pages; the last page covers the other classes.',
    '',
    '| Page | What it covers | Entries |',
    '| --- | --- | --- |',
  ];
  for (const group of data.groups) {
    out.push(`| [${group.title}](./${group.id}.md) | ${cell(relink(firstSentence(group.intro)))} | ${groupMembers(data, group).length} |`);
  }
  const classNames = data.classes.flatMap((section) => section.classes.slice(0, 1)).map((name) => `\`${name}\``);
  out.push(`| [${data.classesPage.sidebarLabel}](./${data.classesPage.slug}.md) | ${classNames.join(', ')} | ${data.classes.length} classes |`, '');
  out.push(relink(data.page.nextSteps), '');
  return finish(out);
}

function renderGroupPage(group: SdkGroup, snapshot: SdkSnapshot, data: ReferenceData): string {
  const description = `${group.title}: the Subtensor and AsyncSubtensor methods for this task, with signatures, parameters, return types and async differences.`;
  const out: string[] = [...frontMatter(`SDK reference: ${group.title}`, group.title, description), GENERATED(snapshot), ''];
  out.push(relink(group.intro), '', relink(data.groupPage.intro), '');
  for (const name of groupMembers(data, group)) out.push(renderEntry(name, data.members[name]!, snapshot, data));
  out.push('## Next steps', '', ...data.groupPage.nextSteps.map(relink), '');
  return finish(out);
}

function renderClassesPage(snapshot: SdkSnapshot, data: ReferenceData): string {
  const page = data.classesPage;
  const out: string[] = [...frontMatter(page.title, page.sidebarLabel, page.description, 'sdk, wallet'), GENERATED(snapshot), '', relink(page.intro), ''];
  for (const section of data.classes) out.push(renderClassSection(section, snapshot));
  out.push('## Next steps', '', ...data.groupPage.nextSteps.map(relink), '');
  return finish(out);
}

/**
 * Where each anchor of the former single page lives now: a group's heading is its page, a method's heading the same
 * anchor on its group's page, a class section's heading the same anchor on the classes page. The conventions and
 * the next steps stay on the landing page and are not in the map.
 */
export function anchorMap(data: ReferenceData = defaultData): Record<string, string> {
  const map: Record<string, string> = {};
  for (const group of data.groups) {
    map[slug(group.title)] = `${ROUTE}/${group.id}`;
    for (const name of groupMembers(data, group)) map[slug(methodHeading(name))] = `${ROUTE}/${group.id}#${slug(methodHeading(name))}`;
  }
  for (const section of data.classes) map[slug(section.title)] = `${ROUTE}/${data.classesPage.slug}#${slug(section.title)}`;
  return map;
}

/** Every generated file, keyed by its path relative to the project root. Pure: the same inputs give the same text. */
export function renderSdkReference(snapshot: SdkSnapshot = defaultSnapshot, data: ReferenceData = defaultData): Record<string, string> {
  const files: Record<string, string> = {[`${PAGES_DIR}/index.md`]: renderLanding(snapshot, data)};
  for (const group of data.groups) files[`${PAGES_DIR}/${group.id}.md`] = renderGroupPage(group, snapshot, data);
  files[`${PAGES_DIR}/${data.classesPage.slug}.md`] = renderClassesPage(snapshot, data);
  files[ANCHOR_MAP_PATH] = `${JSON.stringify(anchorMap(data), null, 2)}\n`;
  return files;
}

function main(): void {
  const problems = findReferenceProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  const files = renderSdkReference();
  if (process.argv.includes('--check')) {
    const stale = Object.entries(files).filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text);
    for (const [path] of stale) console.error(`${path} is out of date: run npx tsx scripts/generate-sdk-reference.ts`);
    if (stale.length > 0) process.exit(1);
    console.log('sdk reference: up to date');
    return;
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
  console.log(`sdk reference: wrote ${Object.keys(files).length} files (${Object.keys(defaultData.members).length} Subtensor entries)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
