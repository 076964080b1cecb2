import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {islandFile, islandFileUrl, needsIslandFile} from '@site/src/components/StaticHtml/islands';
import {routeChunkNames} from './routeChunks';

/*
 * A page opened inside the app reads its islands' HTML from a JSON file named after the page's chunk
 * (plugins/static-islands). The page's script would ask for it only once it has loaded and run, a second round
 * trip after the first; here the file is requested together with the script: when the app starts a route change,
 * when a link is hovered or touched (`preload`), and in idle time for links in view (`prefetch`, through
 * ./idlePrefetch.ts).
 */

/** The chunk name of a route's Markdown content, if it has one. */
function contentChunkOf(routePath: string): string | undefined {
  const content = routeChunkNames(routePath).map((chunks) => (chunks as {content?: unknown}).content).find((name) => typeof name === 'string');
  return content as string | undefined;
}

/** The island files a path's pages will read, leaving out those of pages whose script has already run. */
export function islandFilesFor(pathname: string): string[] {
  return matchRoutes(routes, pathname)
    .map((match) => contentChunkOf(match.route.path))
    .map((chunkName) => (chunkName === undefined ? undefined : islandFileUrl(chunkName)))
    .filter((url): url is string => url !== undefined && needsIslandFile(url));
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
