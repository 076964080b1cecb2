import {seededRandom} from '../../scripts/lib/seeded-random';

/**
 * Hostile search queries, generated the same way on every run (seeded): markup and script payloads, quotes that
 * break out of attributes, regular-expression metacharacters, right-to-left text, stacked combining marks, emoji,
 * control characters and very long strings, mixed with words the index knows so that many of them have hits
 * and highlights. Each is cut to 64 characters, the limit of the search input (SPEC §5).
 */
export const maxQueryLength = 64;

const markup = [
  '<script>window.__pwn("script")</script>',
  '"><img src=x onerror=window.__pwn("img")>',
  "'><svg onload=window.__pwn('svg')>",
  '</mark><script>window.__pwn("mark")</script>',
  '<mark onclick=window.__pwn("click")>stake</mark>',
  '<iframe srcdoc="<script>parent.__pwn(1)</script>">',
  '<a href="javascript:window.__pwn(1)">wallet</a>',
  'javascript:window.__pwn(1)',
  '<style>*{display:none}</style>',
  '<details open ontoggle=window.__pwn("toggle")>',
  '<input autofocus onfocus=window.__pwn("focus")>',
  '&lt;script&gt;window.__pwn(1)&lt;/script&gt;',
  '%3Cscript%3Ewindow.__pwn(1)%3C/script%3E',
  '<!--',
  '-->',
  ']]>',
  '<![CDATA[x]]>',
  '<span class="algolia-docsearch-suggestion--highlight">',
  '<mark>',
];
const quotes = ['"', "'", '`', '" onmouseover="window.__pwn(1)', "' autofocus onfocus='window.__pwn(1)", '${window.__pwn(1)}', '{{constructor.constructor("window.__pwn(1)")()}}', '\\"', "\\'"];
const regex = ['.*', '(a+)+$', '[', ']', '\\', '^$', '(?<x>', '*+?', '|', '\\d{1,}', '[^]]', ')(', '$&', '$1', '(?=', '{2,1}', '\\u{110000}'];
const unicode = [
  'שלום עולם',
  'مرحبا بالعالم',
  '\u202Estake\u202C',
  '\u200F\u200E',
  'Z\u0337\u0322\u031Ba\u0334l\u0338g\u0335o\u0336',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\u{1F40D}\u{1F525}',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}',
  '\u{1D530}\u{1D531}\u{1D51E}\u{1D528}\u{1D522}',
  '\uFEFF',
  'ＳＴＡＫＥ',
  'ǅ ß İstanbul',
  '\u0000',
  '\u0007\u001b[31m',
  '\t\n\r',
];
const words = ['stake', 'wallet', 'subnet', 'coldkey', 'hotkey', 'validator', 'btcli', 'emission', 'tao', 'alpha', 'Vec<u8>', 'a & b', 'weights', 'miner'];
const kinds = [markup, quotes, regex, unicode, words];

/** Cuts to 64 UTF-16 units, as the input's maxlength does, without leaving half of a surrogate pair. */
export function cut(query: string): string {
  const head = query.slice(0, maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

export function hostileQueries(count = 500, seed = 11): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const queries = new Set<string>();
  // Every fixed payload once on its own, then combinations.
  for (const list of kinds.slice(0, 4)) for (const item of list) queries.add(cut(item));
  while (queries.size < count) {
    const parts = Array.from({length: 1 + Math.floor(next() * 3)}, () => pick(pick(kinds)));
    let query = parts.join(next() < 0.5 ? ' ' : '');
    if (next() < 0.15) query = query.repeat(1 + Math.ceil(200 / Math.max(1, query.length)));
    queries.add(cut(query));
  }
  return [...queries];
}
