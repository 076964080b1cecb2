import type {ClientModule} from '@docusaurus/types';
import globalData from '@generated/globalData';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {islandFile, needsIslandFile} from '@site/src/components/StaticHtml/islands';
import type {IslandsGlobalData} from '../../plugins/static-islands';

/*
 * A page opened inside the app reads its islands' HTML from a JSON file named after the page's chunk
 * (plugins/static-islands). The page's script would ask for it only once it has loaded and run, a second round
 * trip after the first; here the file is requested together with the script: when the app starts a route change,
 * when a link is hovered or touched (`preload`), and in idle time for links in view (`prefetch`, through
 * ./idlePrefetch.ts).
 */

const dir = (globalData['static-islands']?.default as IslandsGlobalData | undefined)?.dir ?? null;

/** Route path → the chunk name of its Markdown content, for the routes that have one. */
let contentChunks: Map<string, string> | undefined;

function contentChunkOf(routePath: string): string | undefined {
  if (!contentChunks) {
    contentChunks = new Map();
    // The generated keys end in a hash: `/keys/wallets-3a1`.
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const content = (chunks as {content?: unknown}).content;
      if (typeof content === 'string') contentChunks.set(key.replace(/-[^-]+$/, ''), content);
    }
  }
  return contentChunks.get(routePath);
}

/** The island files a path's pages will read, leaving out those of pages whose script has already run. */
export function islandFilesFor(pathname: string): string[] {
  if (!dir) return [];
  return matchRoutes(routes, pathname)
    .map((match) => contentChunkOf(match.route.path))
    .filter((chunkName): chunkName is string => chunkName !== undefined)
    .map((chunkName) => `${dir}${chunkName}.json`)
    .filter(needsIslandFile);
}

/** Starts fetching a path's island files; the page's script picks up the same request. */
export function preloadIslands(pathname: string): void {
  // A failure is the page's to report, when its script asks for the file again.
  for (const url of islandFilesFor(pathname)) islandFile(url).catch(() => undefined);
}

const clientModule: ClientModule = {
  // Called as the app starts loading the next route, before its chunks are requested.
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) preloadIslands(location.pathname);
  },
};

export default clientModule;
