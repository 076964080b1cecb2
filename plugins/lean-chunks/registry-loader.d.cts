declare function registryLoader(source: string): string;
export = registryLoader;
