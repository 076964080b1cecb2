declare function islandLoader(this: {emitFile(name: string, content: string): void}, source: string): string;
declare namespace islandLoader {
  function takeIslands(source: string): {key: string; tags: string[]; html: string[]; code: string} | undefined;
}
export = islandLoader;
