/**
 * Uploads the DocSearch records and index settings to Algolia with the official client.
 * Separated from the CLI (scripts/search-push.ts) so tests can run it against a recording requester.
 */
import {algoliasearch} from 'algoliasearch';
import type {Requester} from '@algolia/client-common';
import {algoliaIndexSettings} from '../../config/search';
import {SYNONYM_GROUPS} from '../../src/search/text';
import type {SearchRecord} from '../../src/search/types';

export const PUSH_ENV = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export interface PushConfig {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

/** The push configuration, or the names of the missing variables (never their values). */
export function pushConfigFromEnv(env: NodeJS.ProcessEnv): PushConfig | {missing: string[]} {
  const missing = PUSH_ENV.filter((name) => !env[name]?.trim());
  if (missing.length) return {missing};
  return {appId: env.ALGOLIA_APP_ID!.trim(), adminApiKey: env.ALGOLIA_ADMIN_API_KEY!.trim(), indexName: env.ALGOLIA_INDEX_NAME!.trim()};
}

const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = {lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0};

/** Records as stored in Algolia: the shared records plus DocSearch's `weight` for customRanking. */
export function toAlgoliaObjects(records: SearchRecord[]): Record<string, unknown>[] {
  return records.map((record) => ({
    ...record,
    weight: {pageRank: 0, level: LEVEL_WEIGHT[record.type], position: record.position},
  }));
}

export function algoliaSynonyms(): {objectID: string; type: 'synonym'; synonyms: string[]}[] {
  return SYNONYM_GROUPS.map((group, i) => ({objectID: `docs-synonym-${i}`, type: 'synonym', synonyms: [...group]}));
}

export async function pushRecords(
  config: PushConfig,
  records: SearchRecord[],
  options: {requester?: Requester; log?: (message: string) => void} = {},
): Promise<{objects: number}> {
  const log = options.log ?? console.log;
  const client = algoliasearch(config.appId, config.adminApiKey, options.requester ? {requester: options.requester} : {});
  const {indexName} = config;
  log(`Algolia app ${config.appId}, index ${indexName}: ${records.length} records`);
  const settings = await client.setSettings({indexName, indexSettings: {...algoliaIndexSettings} as never});
  await client.waitForTask({indexName, taskID: settings.taskID});
  const synonyms = await client.saveSynonyms({indexName, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  // Atomic: objects go to a temporary index (with our settings and synonyms copied), then replace it.
  await client.replaceAllObjects({indexName, objects: toAlgoliaObjects(records), batchSize: 1000});
  log(`Pushed ${records.length} records and the index settings to ${indexName}.`);
  return {objects: records.length};
}
