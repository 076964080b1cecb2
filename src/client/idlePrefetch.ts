import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {islandFilesFor, preloadIslands} from './islandPreload';
import {routeChunkNames} from './routeChunks';
import {whenIdle} from './whenIdle';

/*
 * Docusaurus prefetches the chunks of every internal link as it scrolls into view, all in the observer's
 * callback. Two things made that the largest source of blocking time on an ordinary page:
 * - it ran while the page was still starting (about 190 ms at 4x CPU slowdown on the SDK reference);
 * - each route added a <link rel="prefetch"> for every chunk of its layouts too, chunks this page already
 *   runs: 306 link elements for 14 routes on /keys/wallets, a few milliseconds each.
 * Here the routes are queued and prefetched in idle time, a few milliseconds at a time, and each chunk is
 * requested once and never when the page has fetched it already. Hovering a link still loads its page at once
 * (`preload`), and now also requests the page's island text with its script (./islandPreload.ts).
 */

/** A slice stops after this long even when the idle deadline allows 50 ms, which would be a long task on a phone. */
const SLICE_MS = 4;

type Prefetch = Window['docusaurus']['prefetch'];
type Preload = Window['docusaurus']['preload'];

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const queue: {routePath: string; settle: (requests: Promise<void>[]) => void}[] = [];
const prefetchedRoutes = new Set<string>();
const requestedUrls = new Set<string>();
let scheduled = false;
let wrapped = false;

// The stock prefetch's own test: no prefetching on a slow or data-saving connection.
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** What this document has fetched already: webpack removes a chunk's script element once it has run. */
function fetchedUrls(): Set<string> {
  return new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
}

function requestChunk(url: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch costs nothing: navigating loads the chunk again and reports its own error.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function prefetchRoute(routePath: string, loaded: Set<string>): Promise<void>[] {
  const requests: Promise<void>[] = [];
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(routeChunkNames(match.route.path))) {
      const asset = __webpack_require__.gca(chunkName);
      // Chunks merged into another one have no asset of their own.
      if (!asset || asset.includes('undefined')) continue;
      const url = new URL(asset, document.baseURI).href;
      if (requestedUrls.has(url) || loaded.has(url)) continue;
      requestedUrls.add(url);
      requests.push(requestChunk(url));
    }
  }
  // The island text of the pages this route opens, which their scripts fetch when they run.
  for (const file of islandFilesFor(routePath)) {
    const url = new URL(file, document.baseURI).href;
    if (requestedUrls.has(url) || loaded.has(url)) continue;
    requestedUrls.add(url);
    requests.push(requestChunk(url));
  }
  return requests;
}

function drain(deadline?: IdleDeadline): void {
  scheduled = false;
  const start = performance.now();
  const loaded = fetchedUrls();
  const hasTime = () =>
    performance.now() - start < SLICE_MS && (!deadline || deadline.didTimeout || deadline.timeRemaining() > 1);
  while (queue.length > 0 && hasTime()) {
    const {routePath, settle} = queue.shift()!;
    settle(prefetchRoute(routePath, loaded));
  }
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(drain);
}

const prefetch: Prefetch = (routePath) => {
  if (prefetchedRoutes.has(routePath) || isSlowConnection()) return false;
  prefetchedRoutes.add(routePath);
  return new Promise<void[]>((resolve) => {
    queue.push({routePath, settle: (requests) => void Promise.all(requests).then(resolve)});
    schedule();
  });
};

/**
 * Replaces `window.docusaurus`, which the app sets just before its first render, with a copy whose `prefetch`
 * is the one above and whose `preload` also starts the page's island text (the object itself is read-only);
 * links look both up there on each call.
 */
function replacePrefetch(): void {
  if (wrapped || !window.docusaurus) return;
  wrapped = true;
  const stockPreload: Preload = window.docusaurus.preload;
  const preload: Preload = (routePath) => {
    preloadIslands(routePath);
    return stockPreload(routePath);
  };
  window.docusaurus = {...window.docusaurus, prefetch, preload};
}

const clientModule: ClientModule = {
  // First called in the layout effect of the first render, before any link's observer has reported.
  onRouteDidUpdate() {
    if (typeof window !== 'undefined') replacePrefetch();
  },
};

export default clientModule;
