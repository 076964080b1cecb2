interface LoaderContext {
  emitFile(name: string, content: string): void;
  getOptions(): {siteDir: string; registryFile: string};
  resourcePath: string;
}
declare function islandLoader(this: LoaderContext, source: string): string;
declare namespace islandLoader {
  function takeIslands(source: string): {key: string; tags: string[]; html: string[]; code: string} | undefined;
}
export = islandLoader;
