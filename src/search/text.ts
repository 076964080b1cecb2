/**
 * Text processing shared by the index build (Node) and the browser query path, so that both sides
 * turn "Staking", "staked" and "stakes" into the same term.
 */
import {stemmer} from 'stemmer';

/** Words too common to help; dropped from the index and from queries (never from a one-word query). */
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its me my of on or our so than that the their them then there these this to too us was we what when where which who why will with you your'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}_]+(?:[.'’][\p{L}\p{N}_]+)*/gu;

/** Splits text into words. `set_weights` also yields `set` and `weights`; `v9.2` stays one word. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/[’']/g, '');
    out.push(word);
    if (word.includes('_')) {
      for (const part of word.split('_')) if (part) out.push(part);
    }
  }
  return out;
}

/** Lower-case and stem; `null` drops the term. Numbers and mixed tokens like `ss58` are kept as is. */
export function normalizeTerm(term: string): string {
  const lower = term.toLowerCase();
  return /^[a-z]+$/.test(lower) && lower.length > 3 ? stemmer(lower) : lower;
}

export function processIndexTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return normalizeTerm(lower);
}

/**
 * Domain synonyms, each group read both ways. Multi-word entries match as phrases in the query.
 * Case variants (tao, TAO) need no entry: every term is lower-cased.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['dtao', 'dynamic tao'],
  ['btcli', 'cli', 'bittensor cli'],
  ['coldkey', 'cold key'],
  ['hotkey', 'hot key'],
  ['ss58', 'substrate address'],
  ['h160', 'evm address', 'ethereum address'],
  ['netuid', 'subnet id', 'subnet uid'],
  ['uid', 'neuron id'],
  ['sdk', 'python sdk', 'bittensor sdk'],
  ['seed phrase', 'mnemonic', 'recovery phrase'],
  ['alpha', 'subnet token'],
  ['emissions', 'emission', 'rewards'],
  ['localnet', 'local chain', 'local network', 'local blockchain', 'local subtensor'],
  ['testnet', 'test network'],
  ['mainnet', 'finney'],
  ['yuma', 'yuma consensus'],
  ['ema', 'exponential moving average'],
  ['metamask', 'evm wallet'],
  ['hyperparameters', 'hyperparams', 'subnet parameters'],
  ['miner', 'mining'],
  ['backup', 'back up', 'record'],
  ['blockchain', 'chain'],
  ['migration', 'upgrade'],
  ['send', 'transfer'],
];

/**
 * Words readers add to a query that say nothing about the page they want ("sdk migration guide", "testnet vs
 * mainnet"): dropped from a query when other words remain, kept in the index (page titles use them).
 */
export const QUERY_NOISE = new Set('guide vs versus docs documentation please'.split(' '));

export interface QueryGroup {
  /** The alternatives for one query position; each alternative is a list of normalised terms (AND). */
  alternatives: string[][];
  /** True when this group comes from the last word of the query, still being typed. */
  last: boolean;
}

function normalizedPhrase(phrase: string): string[] {
  return tokenize(phrase).map((t) => normalizeTerm(t));
}

const SYNONYM_INDEX: {phrase: string[]; group: string[][]}[] = SYNONYM_GROUPS.flatMap((group) => {
  const phrases = group.map(normalizedPhrase);
  return phrases.map((phrase) => ({phrase, group: phrases}));
}).sort((a, b) => b.phrase.length - a.phrase.length);

/**
 * Turns a reader's query into groups of alternatives: stop words dropped (unless that leaves nothing),
 * multi-word synonyms recognised as phrases, each group matched as (alt1 OR alt2 ...) and the groups
 * combined with AND.
 */
export function parseQuery(query: string): QueryGroup[] {
  const raw = tokenize(query.slice(0, 512));
  let words = raw.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  if (words.length === 0) words = raw;
  const meaningful = words.filter((w) => !QUERY_NOISE.has(w.toLowerCase()));
  if (meaningful.length > 0) words = meaningful;
  const terms = words.map(normalizeTerm);
  const endsWithSpace = /\s$/.test(query);
  const groups: QueryGroup[] = [];
  let i = 0;
  while (i < terms.length) {
    const match = SYNONYM_INDEX.find(
      ({phrase}) => phrase.length > 0 && phrase.every((p, k) => terms[i + k] === p),
    );
    const length = match ? match.phrase.length : 1;
    const isLast = i + length === terms.length && !endsWithSpace;
    if (match) {
      groups.push({alternatives: match.group.map((p) => [...p]), last: isLast});
    } else {
      groups.push({alternatives: [[terms[i]!]], last: isLast});
    }
    i += length;
  }
  return groups;
}
