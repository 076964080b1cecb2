// The browser build's source of a page's islands (plugins/static-islands). A page the browser was served
// already holds every island, each element marked `data-island="<page key>"`: the page's script takes the
// elements from the document and ships none of their HTML or attributes. A page reached inside the app (a
// link, the back button, a hover that preloads it) reads them from one JSON file, which
// src/client/islandPreload.ts starts fetching as the app starts loading the page. (Partials keep their HTML.)

import globalData from '@generated/globalData';
import type {IslandsGlobalData} from '../../../plugins/static-islands';

/** An island's content: its HTML, or the served element that holds it. */
export type IslandContent = string | Element;

/** An island in its page's file (plugins/static-islands/island-loader.cjs): its HTML, with its element's
 * attributes if it has any. */
type IslandEntry = string | {html: string; id?: string; className?: string; start?: number};

/** What StaticHtml renders an island from. */
export interface IslandProps {
  tag: 'p' | 'pre' | 'ul' | 'ol' | 'li' | 'table' | 'blockquote' | 'details' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'code';
  html: IslandContent;
  /** A heading's anchor. */
  id?: string;
  className?: string;
  start?: number;
}

const folder = (globalData['static-islands']?.default as IslandsGlobalData | undefined)?.dir ?? null;

/** The URL of the island file of a page's chunk, in this build's folder; undefined where pages keep their HTML. */
export const islandFileUrl = (chunkName: string): string | undefined => (folder === null ? undefined : `${folder}${chunkName}.json`);

const files = new Map<string, Promise<IslandEntry[]>>();
/** Island files of the pages whose script has run: those pages have their islands and never fetch them again. */
const pagesRun = new Set<string>();

/** Whether a page whose island file is `url` still needs that file if the app opens it. */
export const needsIslandFile = (url: string): boolean => !pagesRun.has(url);

/** The islands of one page, fetched once; a failed fetch is forgotten, so the next attempt fetches again. */
export function islandFile(url: string): Promise<IslandEntry[]> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The page's text (${url}) did not load: HTTP ${response.status}.`);
      return (await response.json()) as IslandEntry[];
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** The letter the build writes for each island element (plugins/static-islands/island-loader.cjs). */
const tagLetter = (element: Element) => (element.localName === 'pre' ? 'r' : /^h[2-6]$/.test(element.localName) ? element.localName[1] : element.localName[0]);
const tagOfLetter: Record<string, IslandProps['tag']> = {
  p: 'p',
  r: 'pre',
  u: 'ul',
  o: 'ol',
  l: 'li',
  t: 'table',
  b: 'blockquote',
  d: 'details',
  c: 'code',
  2: 'h2',
  3: 'h3',
  4: 'h4',
  5: 'h5',
  6: 'h6',
};

/** A served island's props: the element, and the attributes React would otherwise set on a new one. */
function servedProps(element: Element): Omit<IslandProps, 'tag'> {
  const props: Omit<IslandProps, 'tag'> = {html: element};
  if (element.id) props.id = element.id;
  if (element.className) props.className = element.className;
  const start = element.getAttribute('start');
  if (start !== null) props.start = Number(start);
  return props;
}

/**
 * The page's served islands, in the page's order, if the document holds exactly those: as many as the page has,
 * each of the expected element (`tags`, a letter each). Otherwise (the page is not the one served) undefined.
 */
function servedIslands(key: string, tags: string): Element[] | undefined {
  const found = document.querySelectorAll(`[data-island="${key}"]`);
  if (found.length !== tags.length) return undefined;
  const elements = Array.from(found);
  return elements.every((element, index) => tagLetter(element) === tags[index]) ? elements : undefined;
}

/**
 * Called once per page module, as it is first evaluated: that happens before the app first renders for the
 * page the browser was served (its islands are in the document then), and only when it is preloaded or
 * opened for any other page (whose islands are not). Gives each island's props by its number in the page.
 */
export async function pageIslands(key: string, tags: string, chunkName: string): Promise<(index: number) => IslandProps> {
  const url = islandFileUrl(chunkName);
  if (url === undefined) throw new Error('A page without its islands\' HTML in a build that has no island files.');
  pagesRun.add(url);
  const tagAt = (index: number) => tagOfLetter[tags[index]!]!;
  const served = typeof document === 'undefined' ? undefined : servedIslands(key, tags);
  if (served) return (index) => ({tag: tagAt(index), ...servedProps(served[index]!)});
  // The page was served with its islands, but not the ones its script lists: a build defect (the page still
  // works, from its file), which the end-to-end tests catch as a console error on any page.
  if (typeof document !== 'undefined' && document.querySelector(`[data-island="${key}"]`)) {
    console.error(`The served page's islands do not match its script (${tags.length} expected); reading them from ${url}.`);
  }
  const entries = await islandFile(url);
  return (index) => {
    const entry = entries[index]!;
    return typeof entry === 'string' ? {tag: tagAt(index), html: entry} : {tag: tagAt(index), ...entry};
  };
}
