import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/** Route of every docs page, from the files under docs/ (routeBasePath is '/'). */
export function docRoutes(dir = 'docs'): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return docRoutes(path);
    if (!/\.mdx?$/.test(entry) || entry.startsWith('_')) return [];
    const route = '/' + path.slice('docs/'.length).replace(/\.mdx?$/, '').replace(/\/?index$/, '');
    return [route === '/' ? '/' : route.replace(/\/$/, '')];
  });
}

export function docFileFor(id: string): string | undefined {
  return [`docs/${id}.md`, `docs/${id}.mdx`].find((path) => existsSync(path));
}

/** Root .ts files are CommonJS (Rspack needs that); imported from these ESM tests their default export arrives wrapped. */
export function unwrapDefault<T>(module: T | {default: T}): T {
  return module !== null && typeof module === 'object' && 'default' in module ? (module as {default: T}).default : (module as T);
}
