/**
 * npm run search:push [-- --build-dir build]
 * Extracts the DocSearch records from a production build and uploads them, with the index settings
 * and synonyms, to the Algolia index of ALGOLIA_APP_ID / ALGOLIA_INDEX_NAME, using ALGOLIA_ADMIN_API_KEY.
 * Refuses when a variable is missing. Never prints a key.
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {collectRecords} from '../plugins/search-index/extract';
import {siteUrl} from '../config/site';
import {pushConfigFromEnv, pushRecords} from './lib/search-push';

async function main(): Promise<number> {
  const config = pushConfigFromEnv(process.env);
  if ('missing' in config) {
    console.error(`search:push refused: set ${config.missing.join(', ')} in the environment (the admin key is never read from a file or printed).`);
    return 1;
  }
  const flag = process.argv.indexOf('--build-dir');
  const buildDir = resolve(flag > 0 ? process.argv[flag + 1] ?? 'build' : 'build');
  if (!existsSync(buildDir)) {
    console.error(`search:push refused: no build at ${buildDir}; run npm run build first.`);
    return 1;
  }
  const records = await collectRecords(buildDir, siteUrl);
  if (records.length === 0) {
    console.error(`search:push refused: no docs pages found in ${buildDir}.`);
    return 1;
  }
  await pushRecords(config, records);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Algolia errors carry no key, but be strict: strip anything that looks like one.
    const message = error instanceof Error ? error.message : String(error);
    const key = process.env.ALGOLIA_ADMIN_API_KEY;
    console.error(`search:push failed: ${key ? message.split(key).join('***') : message}`);
    process.exit(1);
  },
);
