import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'cheerio';
import {redirects} from '../../config/redirects';
import {inlineScripts, parseHeadersFile, scriptHash} from '../../config/security';
import {siteUrl} from '../../config/site';

/**
 * Checks on the files the three production builds wrote (they run after the builds in `npm test`, hence here and
 * not in tests/unit): the `_headers` of each build, a crawl of every internal link, anchor and redirect of
 * `build/`, external links, and no secret in the output.
 */
const builds = {
  build: {algolia: null as string | null, sandbox: null as string | null},
  'build-fixtures': {algolia: null, sandbox: 'http://sandbox.e2e.test'},
  'build-hosted': {algolia: 'E2EHOSTED', sandbox: null},
};

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name));
}

function policyOf(dir: string): Map<string, string[]> {
  const [rule] = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  expect(rule?.pattern.test('/any/page')).toBe(true);
  const policy = rule!.headers['Content-Security-Policy']!;
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
}

for (const [dir, expected] of Object.entries(builds)) {
  test(`${dir}/_headers: a CSP that hashes every inline script and allows only the origins this build uses`, () => {
    test.skip(!existsSync(join(dir, '_headers')), `${dir} is not built`);
    const [rule] = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    expect(rule!.headers).toMatchObject({'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY'});
    const policy = policyOf(dir);
    const allowed = new Set(policy.get('script-src'));
    expect(allowed.has("'unsafe-inline'") || allowed.has("'unsafe-eval'")).toBe(false);
    let scripts = 0;
    for (const file of filesUnder(dir, '.html')) {
      for (const script of inlineScripts(readFileSync(file, 'utf8'))) {
        scripts++;
        expect(allowed.has(scriptHash(script)), `${relative(dir, file)}: inline script not hashed`).toBe(true);
      }
    }
    expect(scripts).toBeGreaterThan(100);
    const connect = policy.get('connect-src')!;
    expect(connect.filter((origin) => /algolia/.test(origin)).length > 0).toBe(expected.algolia !== null);
    if (expected.algolia) expect(connect.filter((origin) => /algolia/.test(origin) && !origin.includes('insights')).every((origin) => origin.includes(expected.algolia!))).toBe(true);
    expect(connect.filter((origin) => origin !== "'self'" && !/algolia/.test(origin))).toEqual(expected.sandbox ? [expected.sandbox] : []);
    for (const [name, values] of policy) {
      if (name === 'connect-src') continue;
      expect(values.filter((value) => /^(https?:|\*)/.test(value)), `${name} names no other origin`).toEqual([]);
    }
  });
}

test('build/_headers caches for a year only files whose names change with their content', () => {
  test.skip(!existsSync('build/_headers'), 'build is not built');
  const cached = parseHeadersFile(readFileSync('build/_headers', 'utf8')).filter((rule) => /immutable/.test(rule.headers['Cache-Control'] ?? ''));
  const isCached = (path: string) => cached.some((rule) => rule.pattern.test(path));
  const built = filesUnder('build', '').map((file) => '/' + relative('build', file).split(sep).join('/'));
  const long = built.filter(isCached);
  expect(long.length).toBeGreaterThan(100);
  // Docusaurus's assets carry a content hash; the search index sits in one folder named by a hash of its inputs.
  const indexFolders = new Set(long.filter((path) => path.startsWith('/search-index/')).map((path) => path.split('/')[2]));
  expect(indexFolders.size).toBe(1);
  for (const path of long) {
    expect(
      /^\/assets\/.+[.-][0-9a-f]{8,}\.\w+$/.test(path) || /^\/search-index\/[0-9a-f]{12}\/[^/]+$/.test(path),
      `${path} is cached for a year but its name does not change with it`,
    ).toBe(true);
  }
  // Pages, twins, images and the sitemap keep the host's revalidation.
  for (const path of ['/index.html', '/learn/emissions.html', '/learn/emissions.md', '/sitemap.xml', '/img/logo.svg', '/llms.txt']) expect(isCached(path), path).toBe(false);
});

/** Route of a built page: `a/b.html` and `a/b/index.html` are `/a/b`. */
function routeOf(file: string): string {
  const path = relative('build', file).split(sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}

test('crawl of build/: every internal link, #anchor and redirect resolves; external links leave the site safely', () => {
  test.skip(!existsSync('build/index.html'), 'build is not built');
  const pages = new Map<string, ReturnType<typeof load>>();
  for (const file of filesUnder('build', '.html')) pages.set(routeOf(file), load(readFileSync(file, 'utf8')));
  const redirectTo = new Map(redirects.map(({from, to}) => [from, to]));
  const idsOf = new Map<string, Set<string>>();
  const ids = (route: string): Set<string> => {
    if (!idsOf.has(route)) {
      const $ = pages.get(route)!;
      idsOf.set(route, new Set([...$('[id]').map((_, el) => $(el).attr('id')!), ...$('a[name]').map((_, el) => $(el).attr('name')!)]));
    }
    return idsOf.get(route)!;
  };
  const isStaticFile = (path: string) => existsSync(join('build', path)) && statSync(join('build', path)).isFile();

  const broken: string[] = [];
  let links = 0;
  let anchors = 0;
  let redirectsFollowed = 0;
  let external = 0;
  const reached = new Set<string>();
  for (const [route, $] of pages) {
    if (redirectTo.has(route)) continue;
    $('a[href]').each((_, element) => {
      const href = $(element).attr('href')!;
      if (href === '#' || /^(mailto|tel):/.test(href)) return;
      const url = new URL(href, `${siteUrl}${route}`);
      if (url.origin !== siteUrl) {
        external++;
        const rel = ($(element).attr('rel') ?? '').split(/\s+/);
        if ($(element).attr('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer')) broken.push(`${route}: external ${href} without target=_blank rel="noopener noreferrer"`);
        if (url.protocol === 'http:') broken.push(`${route}: ${href} uses http://`);
        return;
      }
      links++;
      let path = decodeURI(url.pathname).replace(/\/$/, '') || '/';
      if (redirectTo.has(path)) {
        redirectsFollowed++;
        path = redirectTo.get(path)!;
      }
      if (!pages.has(path)) {
        if (!isStaticFile(path)) broken.push(`${route}: ${href} (no page ${path})`);
        return;
      }
      reached.add(path);
      if (url.hash) {
        anchors++;
        if (!ids(path).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${route}: ${href} (no #${url.hash.slice(1)} on ${path})`);
      }
    });
  }
  // Every redirect page sends the reader to a page that exists.
  for (const [from, to] of redirectTo) {
    expect(pages.has(from), `redirect page ${from}`).toBe(true);
    expect(pages.get(from)!('meta[http-equiv="refresh"]').attr('content'), from).toBe(`0; url=${to}`);
    expect(pages.has(to), `redirect target ${to}`).toBe(true);
    redirectsFollowed++;
  }
  console.log(
    `crawl: ${pages.size - redirectTo.size} pages, ${links} internal links followed (${reached.size} distinct pages reached), ` +
      `${anchors} #anchors checked, ${redirectsFollowed} redirects followed, ${external} external links checked`,
  );
  expect(broken).toEqual([]);
  expect(pages.size).toBeGreaterThan(120);
});

test('no secret in the build output or the repository; the only Algolia key is the search-only one from config', () => {
  test.skip(!existsSync('build-hosted/index.html'), 'build-hosted is not built');
  // Shapes of real credentials: private keys, cloud and forge tokens, 32-hex Algolia keys, mnemonic-like assignments.
  const patterns = [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /\bAKIA[0-9A-Z]{16}\b/,
    /\bgh[pousr]_[A-Za-z0-9]{36}\b/,
    /\bxox[abpr]-[A-Za-z0-9-]{10,}/,
    /\bsk_live_[A-Za-z0-9]{20,}/,
    /\bAIza[0-9A-Za-z_-]{35}\b/,
    /ALGOLIA_ADMIN_API_KEY\s*[=:]\s*["']?[0-9a-f]{32}/i,
    /(?:api[_-]?key|secret|password|token)["']?\s*[:=]\s*["'][0-9a-f]{32,}["']/i,
  ];
  const roots = ['build', 'build-fixtures', 'build-hosted', 'config', 'docs', 'src', 'plugins', 'scripts', 'tests', 'static', 'sandbox', 'i18n'];
  const files = [...roots.filter((root) => existsSync(root)).flatMap((root) => filesUnder(root, '')), ...['docusaurus.config.ts', 'package.json', 'README.md']];
  const found: string[] = [];
  let scanned = 0;
  for (const file of files) {
    if (/\.(png|woff2?|ttf|ico)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    scanned++;
    for (const pattern of patterns) if (pattern.test(text)) found.push(`${file}: ${pattern}`);
  }
  console.log(`secrets: ${scanned} files scanned, ${patterns.length} patterns`);
  expect(found).toEqual([]);
  // The hosted build carries its search-only key (from ALGOLIA_SEARCH_API_KEY), nothing resembling an admin key.
  const hostedJs = filesUnder('build-hosted/assets/js', '.js').map((file) => readFileSync(file, 'utf8')).join('\n');
  expect(hostedJs).toContain('e2e-search-only-key');
  expect(hostedJs).not.toMatch(/ALGOLIA_ADMIN/);
});

