import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

const siteDir = resolve(__dirname, '../..');
/** What the search index is made of: the pages, the sidebar, the search code and settings, the locked packages. */
const inputs = ['docs', 'sidebars.ts', 'config', 'src/search', 'plugins/search-index', 'tests/fixtures/pages', 'package-lock.json'];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/**
 * The name of the folder whose files are cached for a year without a content hash in their own names (the search
 * index): a hash of what they are built from, so a changed site never gets an older index from a long-lived
 * cache, and two builds of one commit write the same bytes.
 */
export const buildId = (() => {
  const hash = createHash('sha256');
  // The settings that change the index without changing a file.
  hash.update(JSON.stringify([process.env.SEARCH_INDEX_LAYOUT, process.env.DOCS_E2E_FIXTURES]));
  for (const file of inputs.flatMap((input) => files(join(siteDir, input)))) {
    hash.update(relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
})();
