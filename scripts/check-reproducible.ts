/**
 * Builds the site a second time and compares it with `build/`, file by file: the same commit must give the
 * same bytes, so a deploy of an unchanged commit keeps every hashed asset in the readers' caches.
 *
 * Usage: npm run build && npm run test:repro
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

const first = resolve('build');
const second = resolve('build-repro');

function digests(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return found;
}

rmSync(second, {recursive: true, force: true});
execFileSync('npx', ['docusaurus', 'build', '--out-dir', second], {stdio: ['ignore', 'ignore', 'inherit']});
const [a, b] = [digests(first), digests(second)];
const differing = [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();
rmSync(second, {recursive: true, force: true});

if (differing.length > 0) {
  console.error(`Two builds of one commit differ in ${differing.length} of ${a.size} files:`);
  for (const path of differing.slice(0, 20)) console.error(`  ${path}${a.has(path) && b.has(path) ? '' : ' (only in one build)'}`);
  process.exit(1);
}
console.log(`reproducible: two builds are byte-identical (${a.size} files)`);
