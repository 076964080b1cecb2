interface LoaderContext {
  emitFile(name: string, content: string): void;
  getOptions(): {siteDir: string; registryFile: string; maxTocLevel: number};
  resourcePath: string;
}
declare function islandLoader(this: LoaderContext, source: string): string;
declare namespace islandLoader {
  type IslandEntry = string | {html: string; id?: string; className?: string; start?: number};
  function takeIslands(source: string): {key: string; tags: string[]; entries: IslandEntry[]; code: string} | undefined;
  function pruneToc(source: string, defaultMaxLevel: number): string;
}
export = islandLoader;
