import {createHash} from 'node:crypto';
import {algoliaHost, type HostedSearchCredentials} from './search';

/**
 * Security headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages), written to the
 * build by plugins/security-headers. The Content-Security-Policy allows exactly the origins the build talks to:
 * the Algolia hosts only when hosted search is configured (config/search.ts), the playground's Codapi server
 * only when CODAPI_URL is set (config/playground.ts). Inline scripts are allowed by hash, never wholesale.
 */
export interface SecurityInputs {
  hostedSearch: HostedSearchCredentials | null;
  playgroundUrl: string | null;
  /** Every inline script the build's HTML runs (colour mode, announcement bar, base-URL banner, redirect pages). */
  inlineScripts: readonly string[];
}

/** The hosts the Algolia client and DocSearch's insights middleware call (search, its fallbacks, click events). */
export function algoliaOrigins(appId: string): string[] {
  return [
    algoliaHost(appId),
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
    'https://insights.algolia.io',
    'https://insights.us.algolia.io',
    'https://insights.de.algolia.io',
  ];
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy({hostedSearch, playgroundUrl, inlineScripts}: SecurityInputs): string {
  const connect = ["'self'", ...(hostedSearch ? algoliaOrigins(hostedSearch.appId) : []), ...(playgroundUrl ? [new URL(playgroundUrl).origin] : [])];
  const hashes = [...new Set(inlineScripts.map(scriptHash))].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    // React writes style attributes (Infima's collapsibles, the stock Loading screen): styles need inline.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima draws its carets and icons as data: SVGs.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function securityHeaders(inputs: SecurityInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The text of every inline script the browser runs (JSON-LD and other data blocks are not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    if (match[2]!.length > 0) scripts.push(match[2]!);
  }
  return scripts;
}

/**
 * Files that never change under the same name, so a browser keeps them for a year without asking again: the
 * build's hashed scripts, stylesheets and fonts, and the search index, whose folder is named by a hash of its
 * inputs (plugins/lib/build-id.ts).
 * Hosts revalidate every file by default, which costs a repeat visit one round trip per file.
 */
export const immutablePaths = ['/assets/*', '/search-index/*'] as const;
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Netlify/Cloudflare Pages `_headers`: the security headers on every path, then long caching where names never change. */
export function headersFile(inputs: SecurityInputs): string {
  const lines = Object.entries(securityHeaders(inputs)).map(([name, value]) => `  ${name}: ${value}`);
  const caching = immutablePaths.flatMap((path) => [path, `  Cache-Control: ${immutableCacheControl}`]);
  return ['/*', ...lines, ...caching].join('\n') + '\n';
}

/** Reads a `_headers` file back: the headers for a path (rules with `*` match any rest of the path). */
export function parseHeadersFile(text: string): {pattern: RegExp; headers: Record<string, string>}[] {
  const rules: {pattern: RegExp; headers: Record<string, string>}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({pattern: new RegExp(`^${source}$`), headers: {}});
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}
