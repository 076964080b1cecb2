import routesChunkNames from '@generated/routesChunkNames';

type ChunkNames = (typeof routesChunkNames)[string];

/** Route path → its chunk names as Docusaurus generates them, built once. */
let byRoute: Map<string, ChunkNames[]> | undefined;

/** The chunk names of a route (`{__comp, content, …}`); the generated keys end in a hash: `/keys/wallets-3a1`. */
export function routeChunkNames(routePath: string): ChunkNames[] {
  if (!byRoute) {
    byRoute = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const path = key.replace(/-[^-]+$/, '');
      byRoute.set(path, [...(byRoute.get(path) ?? []), chunks]);
    }
  }
  return byRoute.get(routePath) ?? [];
}
