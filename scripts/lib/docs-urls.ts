/**
 * The documentation URLs that btcli and the SDK print (help texts, prompts, error messages, docstrings), read from
 * their Python sources: pure functions here; scripts/api-snapshot.ts feeds them the lines `git grep` finds at the
 * pinned tags and writes config/api-snapshot/docs-urls.json, which tests/e2e/tool-links.spec.ts checks against the
 * production build.
 */

/** The docs' domains: the current one and the one SDK 10.2.0 still prints (its host redirects to the current one). */
export const DOCS_HOSTS = ['docs.learnbittensor.org', 'docs.bittensor.com'] as const;

export interface SourceLine {
  /** Which program: `btcli` or `bittensor`. */
  source: string;
  /** Path inside its repository. */
  file: string;
  /** 1-based line number. */
  line: number;
  text: string;
}

export interface DocsUrlOccurrence {
  source: string;
  file: string;
  /** `https://host/path#fragment` as printed, with the scheme added where the source leaves it out. */
  url: string;
  /** The Python expression that completes the fragment, e.g. `err_name.lower()` in `#{err_name.lower()}`. */
  fragmentTemplate?: string;
}

export interface DocsUrl {
  url: string;
  host: string;
  /** The path as printed (`/` for the bare domain); a trailing slash is kept. */
  path: string;
  /** The fragment as printed (percent-encoded if the source encodes it), or null. */
  fragment: string | null;
  /** The element id the fragment names: the fragment percent-decoded. Null without a fragment or with a template. */
  anchor: string | null;
  fragmentTemplate?: string;
  /** Files that print the URL, with how many times each does. */
  printedBy: {source: string; file: string; count: number}[];
  count: number;
}

const hostPattern = DOCS_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|');
/** A literal docs URL: optional scheme, a docs host, then path and fragment up to a quote, space, bracket or markup. */
const literalUrl = new RegExp(`(?<![\\w.-])(?:https?://)?(?:${hostPattern})(?![\\w-]|\\.\\w)(?:[/#][^\\s"'<>\`\\[\\](){}]*)?`, 'g');
/** `NAME = "https://docs…"`: a constant other lines interpolate (`{NAME}/path`). */
const constantAssignment = new RegExp(`^\\s*([A-Z][A-Z0-9_]*)\\s*(?::\\s*\\w+\\s*)?=\\s*["']((?:https?://)?(?:${hostPattern})[^"']*)["']`);

/** Python comment lines print nothing. */
const isComment = (text: string) => /^\s*#/.test(text);

/** Drops the punctuation that ends a sentence after a URL; a URL never ends with these. */
function trimUrl(url: string): string {
  return url.replace(/[.,;:!?]+$/, '');
}

function withScheme(url: string): string {
  return /^https?:\/\//.test(url) ? url.replace(/^http:/, 'https:') : `https://${url}`;
}

/** Constants holding a docs URL, by name (`BT_DOCS_LINK` → `https://docs.learnbittensor.org`), per source. */
export function docsUrlConstants(lines: readonly SourceLine[]): Map<string, Map<string, string>> {
  const constants = new Map<string, Map<string, string>>();
  for (const line of lines) {
    const match = constantAssignment.exec(line.text);
    if (!match || isComment(line.text)) continue;
    if (!constants.has(line.source)) constants.set(line.source, new Map());
    constants.get(line.source)!.set(match[1]!, withScheme(trimUrl(match[2]!)).replace(/\/+$/, ''));
  }
  return constants;
}

/**
 * Every docs URL on each line: literal URLs, and f-string templates that interpolate a docs-URL constant
 * (`{BT_DOCS_LINK}/errors/subtensor#{err_name.lower()}`). Comment lines are skipped.
 */
export function findDocsUrls(lines: readonly SourceLine[]): DocsUrlOccurrence[] {
  const constants = docsUrlConstants(lines);
  const found: DocsUrlOccurrence[] = [];
  for (const line of lines) {
    if (isComment(line.text)) continue;
    for (const match of line.text.matchAll(literalUrl)) {
      found.push({source: line.source, file: line.file, url: withScheme(trimUrl(match[0]))});
    }
    for (const [name, value] of constants.get(line.source) ?? []) {
      const template = new RegExp(`\\{${name}\\}((?:/[^\\s"'<>\`\\[\\]{}#]*)*)(?:#(?:\\{([^}]+)\\}|([^\\s"'<>\`\\[\\]{}]+)))?`, 'g');
      for (const match of line.text.matchAll(template)) {
        const path = trimUrl(match[1] ?? '');
        if (match[2] !== undefined) found.push({source: line.source, file: line.file, url: `${value}${path}#`, fragmentTemplate: match[2]});
        else found.push({source: line.source, file: line.file, url: `${value}${path}${match[3] ? `#${trimUrl(match[3])}` : ''}`});
      }
    }
  }
  return found;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** One entry per distinct URL (and template), sorted by URL, with the files that print it. */
export function collectDocsUrls(occurrences: readonly DocsUrlOccurrence[]): DocsUrl[] {
  const byKey = new Map<string, DocsUrl>();
  for (const occurrence of occurrences) {
    const key = `${occurrence.url}${occurrence.fragmentTemplate === undefined ? '' : `{${occurrence.fragmentTemplate}}`}`;
    let entry = byKey.get(key);
    if (!entry) {
      const parsed = /^https:\/\/([^/#]+)([^#]*)(?:#(.*))?$/.exec(occurrence.url)!;
      const fragment = occurrence.fragmentTemplate === undefined ? (parsed[3] ?? null) || null : null;
      entry = {
        url: key,
        host: parsed[1]!,
        path: parsed[2] || '/',
        fragment,
        anchor: fragment === null ? null : decodeFragment(fragment),
        ...(occurrence.fragmentTemplate === undefined ? {} : {fragmentTemplate: occurrence.fragmentTemplate}),
        printedBy: [],
        count: 0,
      };
      byKey.set(key, entry);
    }
    entry.count += 1;
    const printer = entry.printedBy.find((p) => p.source === occurrence.source && p.file === occurrence.file);
    if (printer) printer.count += 1;
    else entry.printedBy.push({source: occurrence.source, file: occurrence.file, count: 1});
  }
  const entries = [...byKey.values()];
  for (const entry of entries) entry.printedBy.sort((a, b) => `${a.source} ${a.file}`.localeCompare(`${b.source} ${b.file}`));
  return entries.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** `git grep -n` output (`<tag>:<path>:<line>:<text>`) as source lines. */
export function parseGitGrep(output: string, source: string, tag: string): SourceLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(`${tag}:`))
    .map((line) => {
      const rest = line.slice(tag.length + 1);
      const match = /^(.*?):(\d+):(.*)$/.exec(rest)!;
      return {source, file: match[1]!, line: Number(match[2]), text: match[3]!};
    });
}
