/**
 * Where the docs links that btcli and the SDK print land on this site: pure functions over the URL list
 * (config/api-snapshot/docs-urls.json), the chain errors and a description of a build, used by
 * tests/e2e/tool-links.spec.ts.
 */
import type {DocsUrl} from './docs-urls';

export interface ToolLink {
  /** The URL as the tool prints it (a template filled in for chain errors). */
  url: string;
  /** The path on this site, without a trailing slash (`/` for the domain). */
  path: string;
  /** The element id the fragment names, or null. */
  anchor: string | null;
  /** Who prints it: `btcli bittensor_cli/src/bittensor/utils.py`, or why it is listed. */
  printedBy: string[];
}

/** Fragment templates the tools print, and how to fill them. */
const templates: {pattern: RegExp; values: (errorNames: readonly string[]) => string[]}[] = [
  // `#{err_name.lower()}` in btcli's and the SDK's format_error_message: any chain error's name.
  {pattern: /^err_name\.lower\(\)$/, values: (errorNames) => errorNames.map((name) => name.toLowerCase())},
];

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * One link per URL to check: every URL of docs-urls.json (a template once per chain error name, both domains
 * counting as this site, since docs.bittensor.com redirects path for path), then the extra ones.
 * Throws on a template it does not know, so a new one in a tool release is noticed.
 */
export function toolLinks(urls: readonly DocsUrl[], errorNames: readonly string[], extra: readonly ToolLink[] = []): ToolLink[] {
  const links: ToolLink[] = [];
  for (const entry of urls) {
    const printedBy = entry.printedBy.map((printer) => `${printer.source} ${printer.file}`);
    if (entry.fragmentTemplate === undefined) {
      links.push({url: entry.url, path: trimSlash(entry.path), anchor: entry.anchor, printedBy});
      continue;
    }
    const template = templates.find((candidate) => candidate.pattern.test(entry.fragmentTemplate!));
    if (!template) throw new Error(`${entry.url}: unknown fragment template {${entry.fragmentTemplate}}; teach scripts/lib/tool-links.ts to fill it`);
    for (const value of new Set(template.values(errorNames))) {
      links.push({url: entry.url.replace(`{${entry.fragmentTemplate}}`, value), path: trimSlash(entry.path), anchor: value, printedBy});
    }
  }
  return [...links, ...extra];
}

export interface Site {
  /** Routes of the built pages, redirect pages included. */
  pages: ReadonlySet<string>;
  /** Client redirects, from → to. */
  redirects: ReadonlyMap<string, string>;
  /** Whether the redirect page at a path forwards the fragment it was opened with. */
  forwardsFragment: (from: string) => boolean;
  /** Element ids of a built page. */
  ids: (route: string) => ReadonlySet<string>;
}

export interface Landing {
  link: ToolLink;
  /** The page the reader ends on, or null. */
  page: string | null;
  /** The redirect followed, if any. */
  via: string | null;
  /** What is wrong, or null when the link lands on its anchor. */
  problem: string | null;
}

/** Where a link lands: the page itself, or through one client redirect; and whether that page holds the anchor. */
export function land(link: ToolLink, site: Site): Landing {
  let page = link.path;
  let via: string | null = null;
  const redirect = site.redirects.get(page);
  if (redirect !== undefined) {
    via = page;
    page = redirect;
    if (link.anchor !== null && !site.forwardsFragment(via)) return {link, page, via, problem: `the redirect ${via} → ${page} drops the #fragment`};
  }
  if (!site.pages.has(page) || site.redirects.has(page)) return {link, page: null, via, problem: `no page ${page}`};
  if (link.anchor !== null && !site.ids(page).has(link.anchor)) return {link, page, via, problem: `${page} has no element with id "${link.anchor}"`};
  return {link, page, via, problem: null};
}

/** One line per link, for the report: `url → page#anchor (redirect from …)`. */
export function describe(landing: Landing): string {
  const target = landing.page === null ? '(nowhere)' : `${landing.page}${landing.link.anchor === null ? '' : `#${landing.link.anchor}`}`;
  return `${landing.link.url} → ${target}${landing.via === null ? '' : ` (redirect from ${landing.via})`}`;
}
