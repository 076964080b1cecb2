/**
 * Writes the btcli reference from the command tree in config/api-snapshot/btcli.json and the hand-written text in
 * src/data/btcli-reference.ts: the landing page (docs/btcli/index.md, the groups and the hidden commands), one page
 * per visible command group (docs/btcli/<group>.md), the permissions page (docs/btcli/btcli-permissions.md) and
 * src/data/btcli-anchor-map.json, which sends every anchor the single-page reference had (`/btcli#btcli-stake-add`)
 * to its group page (the landing page's AnchorRedirect reads it). The command list, the aliases, every option
 * spelling, the option types and defaults and the key column come from the snapshot; the descriptions, examples
 * and notes from the data file.
 *
 * Usage: npx tsx scripts/generate-btcli-reference.ts
 * tests/unit/btcli-reference.test.ts calls renderBtcliPages() and compares the result with the files on disk.
 */
import {writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import snapshotJson from '../config/api-snapshot/btcli.json';
import {
  btcliCommandDocs,
  btcliGroupDocs,
  btcliGroupPage,
  btcliGroupOrder,
  btcliHiddenCommandDocs,
  btcliPermissionsPage,
  btcliReferencePage,
  type BtcliCommandDoc,
  type BtcliGroupDoc,
  type BtcliNote,
} from '../src/data/btcli-reference';

export interface ReferenceOption {
  param: string;
  kind: string;
  names: string[];
  flag: boolean;
  required: boolean;
  type?: string | null;
  default?: string | null;
}

export interface ReferenceCommand {
  path: string[];
  hidden: boolean;
  method: string;
  options: ReferenceOption[];
  keys?: string[];
}

export interface ReferenceSnapshot {
  version: string;
  commands: ReferenceCommand[];
}

export interface ReferenceDocs {
  groupDocs: Record<string, BtcliGroupDoc>;
  commandDocs: Record<string, BtcliCommandDoc>;
  hiddenCommandDocs: Record<string, {description: string; key: string}>;
  groupOrder: string[];
  referencePage: typeof btcliReferencePage;
  groupPage: typeof btcliGroupPage;
  permissionsPage: typeof btcliPermissionsPage;
}

export const defaultSnapshot = snapshotJson as ReferenceSnapshot;

export const defaultDocs: ReferenceDocs = {
  groupDocs: btcliGroupDocs,
  commandDocs: btcliCommandDocs,
  hiddenCommandDocs: btcliHiddenCommandDocs,
  groupOrder: btcliGroupOrder,
  referencePage: btcliReferencePage,
  groupPage: btcliGroupPage,
  permissionsPage: btcliPermissionsPage,
};

/** A visible command with the hidden spellings that run the same code in the same group. */
export interface CommandEntry {
  command: ReferenceCommand;
  name: string;
  /** Hidden command names in the same group that run this command, e.g. `burn_cost`. */
  aliases: string[];
}

/** A group as `btcli --help` shows it, with its hidden alias names and its commands. */
export interface GroupEntry {
  path: string[];
  name: string;
  hidden: boolean;
  /** Hidden names of the same group, e.g. `w` and `wallets` for `wallet`. */
  aliases: string[];
  commands: CommandEntry[];
  /** Hidden commands that are not aliases of a visible one. */
  hiddenCommands: ReferenceCommand[];
  subgroups: GroupEntry[];
}

const joinPath = (path: readonly string[]) => path.join(' ');
const startsWith = (path: readonly string[], prefix: readonly string[]) => prefix.every((part, i) => path[i] === part);

/**
 * Reads the group structure out of the flat list of command paths. Two sibling group names whose commands
 * (relative path and CLIManager method) are the same are one group mounted twice: the name with visible
 * commands, or the documented one for a hidden group, is canonical and the others are its aliases.
 */
export function analyseSnapshot(snapshot: ReferenceSnapshot, documentedGroups: readonly string[]): GroupEntry[] {
  const commands = snapshot.commands;

  const childGroupNames = (prefix: string[]) =>
    [...new Set(commands.filter((c) => c.path.length > prefix.length + 1 && startsWith(c.path, prefix)).map((c) => c.path[prefix.length]!))].sort();

  const signature = (prefix: string[]) =>
    commands
      .filter((c) => c.path.length > prefix.length && startsWith(c.path, prefix))
      .map((c) => `${joinPath(c.path.slice(prefix.length))}\t${c.method}`)
      .sort()
      .join('\n');

  const build = (parent: string[]): GroupEntry[] => {
    const classes = new Map<string, string[]>();
    for (const name of childGroupNames(parent)) {
      const key = signature([...parent, name]);
      classes.set(key, [...(classes.get(key) ?? []), name]);
    }
    const groups: GroupEntry[] = [];
    for (const names of classes.values()) {
      const visible = names.filter((name) => commands.some((c) => !c.hidden && startsWith(c.path, [...parent, name])));
      const documented = names.filter((name) => documentedGroups.includes(joinPath([...parent, name])));
      const candidates = visible.length > 0 ? visible : documented;
      if (candidates.length === 0) continue; // a hidden group nobody documents: left out
      if (candidates.length > 1) throw new Error(`ambiguous group names: ${candidates.join(', ')}`);
      const name = candidates[0]!;
      const path = [...parent, name];
      const direct = commands.filter((c) => c.path.length === path.length + 1 && startsWith(c.path, path));
      const visibleCommands = direct.filter((c) => !c.hidden);
      const entries: CommandEntry[] = visibleCommands.map((command) => ({
        command,
        name: joinPath(command.path),
        aliases: direct.filter((c) => c.hidden && c.method === command.method).map((c) => c.path.at(-1)!),
      }));
      const hiddenCommands = direct.filter((c) => c.hidden && !visibleCommands.some((v) => v.method === c.method));
      groups.push({
        path,
        name: joinPath(path),
        hidden: visible.length === 0,
        aliases: names.filter((n) => n !== name),
        commands: entries,
        hiddenCommands,
        subgroups: build(path),
      });
    }
    return groups;
  };

  const order = (name: string) => {
    const index = documentedGroups.indexOf(name);
    return index === -1 ? documentedGroups.length : index;
  };
  return build([]).sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}

/** Every group entry, depth first. */
export function allGroups(groups: readonly GroupEntry[]): GroupEntry[] {
  return groups.flatMap((group) => [group, ...allGroups(group.subgroups)]);
}

/** The heading id Docusaurus gives `### \`btcli stake add\``. */
export const anchorOf = (path: readonly string[]) => ['btcli', ...path].join('-').toLowerCase().replace(/[^a-z0-9_-]/g, '');

const code = (text: string) => `\`${text}\``;

export function keyLabel(keys: readonly string[] | undefined): 'none' | 'hotkey' | 'coldkey' | 'coldkey and hotkey' {
  const set = new Set(keys ?? []);
  if (set.has('coldkey') && set.has('hotkey')) return 'coldkey and hotkey';
  if (set.has('coldkey')) return 'coldkey';
  if (set.has('hotkey')) return 'hotkey';
  return 'none';
}

const keyText = (command: ReferenceCommand, doc: BtcliCommandDoc | undefined) =>
  doc?.keyNote ? `${keyLabel(command.keys)} (${doc.keyNote})` : keyLabel(command.keys);

const acceptsProxy = (command: ReferenceCommand) => command.options.some((o) => o.param === 'proxy' && o.names.includes('--proxy'));

/** The kind of value an option takes, from its annotation. */
export function typeLabel(type: string | null | undefined): string {
  if (!type) return 'text';
  let inner = type.trim();
  const optional = /^(?:typing\.)?Optional\[(.*)\]$/.exec(inner);
  if (optional) inner = optional[1]!.trim();
  const list = /^(?:list|List)\[(.*)\]$/.exec(inner);
  const base = (list ? list[1]! : inner).trim();
  const names: Record<string, string> = {str: 'text', int: 'integer', float: 'number', bool: 'true or false'};
  const label = names[base] ?? code(base.split('.').at(-1)!);
  return list ? `${label}, repeatable` : label;
}

/** The default as written in btcli's source, for the options table. */
export function defaultLabel(option: ReferenceOption): string {
  const raw = option.default?.trim();
  if (raw === undefined || raw === '' || raw === 'None' || raw === "''" || raw === '""' || raw === '[]') return '—';
  if (option.flag && raw === 'True') return 'on';
  if (option.flag && raw === 'False') return 'off';
  const quoted = /^(['"])(.*)\1$/.exec(raw);
  // typer reads the first positional argument of typer.Option() as the default, so an option declared as
  // typer.Option("--proxy", ...) gets its own name as default value: that is no default a reader can use.
  if (quoted && option.names.includes(quoted[2]!)) return '—';
  if (quoted) return code(quoted[2]!);
  const member = /^\w+\.(\w+)\.value$/.exec(raw);
  if (member) return code(member[1]!);
  return code(raw);
}

function optionCell(option: ReferenceOption): string {
  if (option.kind === 'argument') return `${code(option.param.toUpperCase())} (positional)`;
  return option.names.map(code).join(', ');
}

function optionsTable(options: readonly ReferenceOption[]): string[] {
  const rows = options.map(
    (o) => `| ${optionCell(o)} | ${o.flag ? 'flag' : typeLabel(o.type)} | ${o.required ? 'yes' : 'no'} | ${defaultLabel(o)} |`,
  );
  return ['| Option | Takes | Required | Default |', '| --- | --- | --- | --- |', ...rows];
}

function renderNote(note: BtcliNote): string[] {
  if (note.kind === 'quirk') return [`**Watch out:** ${note.text}`, ''];
  const title = note.title ? `[${note.title}]` : '';
  return [`:::${note.kind}${title}`, '', note.text, '', ':::', ''];
}

function renderCommand(entry: CommandEntry, doc: BtcliCommandDoc | undefined, groupPath: string[], level: '##' | '###'): string[] {
  const {command} = entry;
  const meta = [`**Key:** ${keyText(command, doc)}`, `**Proxy:** ${acceptsProxy(command) ? 'accepts `--proxy`' : 'no'}`];
  if (entry.aliases.length > 0) {
    meta.push(`**Hidden aliases:** ${entry.aliases.map((alias) => code(['btcli', ...groupPath, alias].join(' '))).join(', ')}`);
  }
  const lines = [`${level} ${code(`btcli ${entry.name}`)}`, '', meta.join(' · '), ''];
  if (doc) lines.push(doc.description, '');
  for (const note of doc?.notes ?? []) lines.push(...renderNote(note));
  if (doc?.example) lines.push('```bash', doc.example, '```', '');
  const options = command.options;
  if (options.length === 0) {
    lines.push('This command takes no options.', '');
  } else if (options.length <= 6) {
    lines.push(...optionsTable(options), '');
  } else {
    lines.push('<details>', `<summary>Options (${options.length})</summary>`, '', ...optionsTable(options), '', '</details>', '');
  }
  return lines;
}

function frontMatter(title: string, sidebarLabel: string, description: string, extra: string[] = []): string[] {
  const quote = (value: string) => JSON.stringify(value);
  return ['---', `title: ${quote(title)}`, `sidebar_label: ${quote(sidebarLabel)}`, `description: ${quote(description)}`, 'applies_to: [btcli]', ...extra, '---', ''];
}

const GENERATED =
  '{/* Generated by scripts/generate-btcli-reference.ts from config/api-snapshot/btcli.json and src/data/btcli-reference.ts: edit those and run the script. */}';

function guidesLine(doc: BtcliGroupDoc | undefined): string[] {
  if (!doc?.guides?.length) return [];
  return [`**Guides:** ${doc.guides.map((guide) => `[${guide.label}](${guide.href})`).join(', ')}`, ''];
}

function aliasLine(group: GroupEntry): string[] {
  if (group.aliases.length === 0) return [];
  const parent = group.path.slice(0, -1);
  return [`**Hidden aliases:** ${group.aliases.map((alias) => code(['btcli', ...parent, alias].join(' '))).join(', ')}`, ''];
}

function countCommands(group: GroupEntry): number {
  return group.commands.length + group.subgroups.reduce((sum, sub) => sum + countCommands(sub), 0);
}

/** The other pages in docs/btcli/, which no group page may replace. */
const OTHER_PAGES = ['index', 'overview', 'btcli-permissions', 'btcli-playground'];

/** The file name (and last route segment) of a top-level group's page: `wallet` for `btcli wallet`. */
export function groupSlug(group: Pick<GroupEntry, 'path'>): string {
  const slug = group.path[0]!;
  if (OTHER_PAGES.includes(slug)) throw new Error(`the page of group "${slug}" would replace docs/btcli/${slug}.md`);
  return slug;
}

/** The route of a top-level group's page. */
export const groupRoute = (group: Pick<GroupEntry, 'path'>) => `/btcli/${groupSlug(group)}`;

function renderReference(groups: GroupEntry[], docs: ReferenceDocs, snapshot: ReferenceSnapshot): string {
  const page = docs.referencePage;
  const visibleGroups = groups.filter((g) => !g.hidden);
  const lines = [...frontMatter(page.title, page.sidebarLabel, page.description), GENERATED, ''];
  lines.push(
    "import AnchorRedirect from '@site/src/components/AnchorRedirect';",
    "import movedAnchors from '@site/src/data/btcli-anchor-map.json';",
    '',
    '{/* Links to the single-page reference (`/btcli#btcli-stake-add`) go on to the group page that holds the command. */}',
    '<AnchorRedirect map={movedAnchors} />',
    '',
  );
  for (const paragraph of page.intro) lines.push(paragraph, '');
  lines.push('## How to read an entry', '', ...page.readingGuide, '');
  lines.push('## Command groups', '', page.groupsIntro, '', '| Group | Hidden aliases | What it covers | Commands |', '| --- | --- | --- | --- |');
  for (const group of visibleGroups) {
    const aliases = group.aliases.length ? group.aliases.map(code).join(', ') : '—';
    lines.push(`| [${code(`btcli ${group.name}`)}](./${groupSlug(group)}.md) | ${aliases} | ${docs.groupDocs[group.name]?.summary ?? ''} | ${countCommands(group)} |`);
  }
  lines.push('');

  lines.push('## Hidden commands', '', page.hiddenIntro, '');
  lines.push('| Command | Hidden aliases | Key | What it does |', '| --- | --- | --- | --- |');
  for (const group of allGroups(groups)) {
    for (const command of group.hiddenCommands) {
      const name = joinPath(command.path);
      const doc = docs.hiddenCommandDocs[name];
      if (!doc) continue;
      // Other spellings: the same method at the same depth, under the group's alias names.
      const others = snapshot.commands
        .filter((c) => c !== command && c.method === command.method && c.path.length === command.path.length)
        .map((c) => joinPath(c.path));
      const aliasCell = others.length ? others.map((p) => code(`btcli ${p}`)).join(', ') : '—';
      lines.push(`| ${code(`btcli ${name}`)} | ${aliasCell} | ${doc.key} | ${doc.description} |`);
    }
  }
  lines.push('');
  const hiddenGroups = groups.filter((g) => g.hidden);
  for (const group of hiddenGroups) {
    const doc = docs.groupDocs[group.name];
    const aliases = group.aliases.length ? ` (hidden aliases ${group.aliases.map((a) => code(`btcli ${a}`)).join(', ')})` : '';
    if (doc) lines.push(`**${code(`btcli ${group.name}`)}**${aliases}: ${doc.description}`, '');
  }
  lines.push('## Next steps', '', ...page.nextSteps, '');
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** One visible top-level group: its commands as sections, then each visible subgroup with its commands. */
function renderGroupPage(group: GroupEntry, docs: ReferenceDocs): string {
  const doc = docs.groupDocs[group.name];
  const title = `btcli ${group.name} commands`;
  const description = `Every btcli ${group.name} command with the key it unlocks, an example and every spelling of every option. ${doc?.summary ?? ''}`.trim();
  const lines = [...frontMatter(title, `btcli ${group.name}`, description), GENERATED, ''];
  if (doc) lines.push(doc.description, '');
  lines.push(docs.groupPage.intro, '');
  lines.push(...aliasLine(group), ...guidesLine(doc));
  for (const entry of group.commands) lines.push(...renderCommand(entry, docs.commandDocs[entry.name], group.path, '##'));
  for (const sub of group.subgroups.filter((s) => !s.hidden)) {
    const subDoc = docs.groupDocs[sub.name];
    lines.push(`## ${code(`btcli ${sub.name}`)}`, '');
    if (subDoc) lines.push(subDoc.description, '');
    if (sub.aliases.length) lines.push(`**Hidden aliases:** ${sub.aliases.map((a) => code(['btcli', ...group.path, a].join(' '))).join(', ')}`, '');
    lines.push(...guidesLine(subDoc));
    for (const entry of sub.commands) lines.push(...renderCommand(entry, docs.commandDocs[entry.name], sub.path, '###'));
  }
  lines.push('## Next steps', '', ...docs.groupPage.nextSteps, '');
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/**
 * Where each anchor of the former single-page reference lives now: a group's anchor (`btcli-wallet`) is its page,
 * a command's anchor (`btcli-wallet-transfer`) the same anchor on its group's page. Anchors that stay on the landing
 * page (the reading guide, the group table, the hidden commands) are not in the map.
 */
export function anchorMap(groups: readonly GroupEntry[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const group of groups.filter((g) => !g.hidden)) {
    const route = groupRoute(group);
    map[anchorOf(group.path)] = route;
    for (const entry of group.commands) map[anchorOf(entry.command.path)] = `${route}#${anchorOf(entry.command.path)}`;
    for (const sub of group.subgroups.filter((s) => !s.hidden)) {
      for (const entry of sub.commands) map[anchorOf(entry.command.path)] = `${route}#${anchorOf(entry.command.path)}`;
    }
  }
  return map;
}

function renderPermissions(groups: GroupEntry[], docs: ReferenceDocs): string {
  const page = docs.permissionsPage;
  const lines = [...frontMatter(page.title, page.sidebarLabel, page.description), GENERATED, ''];
  for (const paragraph of page.intro) lines.push(paragraph, '');
  lines.push('## Why the key matters', '', ...page.whyItMatters.flatMap((p) => [p, '']));

  const rows: {group: string; entry: CommandEntry}[] = [];
  for (const group of groups.filter((g) => !g.hidden)) {
    for (const entry of group.commands) rows.push({group: group.name, entry});
    for (const sub of group.subgroups.filter((s) => !s.hidden)) for (const entry of sub.commands) rows.push({group: group.name, entry});
  }
  const labels = ['none', 'hotkey', 'coldkey', 'coldkey and hotkey'] as const;
  lines.push('## Summary', '', '| Key | Commands | Run them |', '| --- | --- | --- |');
  for (const label of labels) {
    const matching = rows.filter((row) => keyLabel(row.entry.command.keys) === label);
    const listed = label === 'hotkey' || label === 'coldkey and hotkey' ? `: ${matching.map((row) => code(`btcli ${row.entry.name}`)).join(', ')}` : '';
    lines.push(`| ${label} | ${matching.length}${listed} | ${page.where[label]} |`);
  }
  lines.push('');

  lines.push('## Every command', '', page.howDerived, '');
  lines.push('| Group | Command | Key | Proxy |', '| --- | --- | --- | --- |');
  let previous = '';
  for (const {group, entry} of rows) {
    const groupCell = group === previous ? '' : `**${group}**`;
    previous = group;
    const link = `[${code(`btcli ${entry.name}`)}](./${entry.command.path[0]}.md#${anchorOf(entry.command.path)})`;
    const doc = docs.commandDocs[entry.name];
    lines.push(`| ${groupCell} | ${link} | ${keyText(entry.command, doc)} | ${acceptsProxy(entry.command) ? '`--proxy`' : '—'} |`);
  }
  lines.push('', page.hiddenNote, '', '## Next steps', '', ...page.nextSteps, '');
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** The file that maps the former single page's anchors to their new pages, relative to the project root. */
export const ANCHOR_MAP_PATH = 'src/data/btcli-anchor-map.json';

/** The generated files (pages and the anchor map), keyed by their path relative to the project root. */
export function renderBtcliPages(snapshot: ReferenceSnapshot = defaultSnapshot, docs: ReferenceDocs = defaultDocs): Record<string, string> {
  const groups = analyseSnapshot(snapshot, [...docs.groupOrder, ...Object.keys(docs.groupDocs)]);
  const pages: Record<string, string> = {'docs/btcli/index.md': renderReference(groups, docs, snapshot)};
  for (const group of groups.filter((g) => !g.hidden)) pages[`docs/btcli/${groupSlug(group)}.md`] = renderGroupPage(group, docs);
  pages['docs/btcli/btcli-permissions.md'] = renderPermissions(groups, docs);
  pages[ANCHOR_MAP_PATH] = `${JSON.stringify(anchorMap(groups), null, 2)}\n`;
  return pages;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..');
  for (const [path, text] of Object.entries(renderBtcliPages())) {
    writeFileSync(join(root, path), text);
    console.log(`wrote ${path}`);
  }
}
