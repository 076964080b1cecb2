import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {contentSecurityPolicy, headersFile, inlineScripts, parseHeadersFile, scriptHash} from '../../config/security';
import {redirectPageScripts} from '../../plugins/security-headers';
import {createStaticServer} from '../../scripts/lib/static-server';

const hosted = {appId: 'APPID', apiKey: 'search-only', indexName: 'docs'};

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));
}

describe('Content-Security-Policy (config/security.ts)', () => {
  test('embedded search, no playground sandbox: only the site itself', () => {
    const policy = directives(contentSecurityPolicy({hostedSearch: null, playgroundUrl: null, inlineScripts: ['a()']}));
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'", scriptHash('a()')]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    for (const [name, values] of policy) assert.ok(!values.some((value) => /algolia|jsdelivr|\*/.test(value)), name);
  });

  test('hosted search adds exactly the Algolia hosts of the configured app; a sandbox adds its origin', () => {
    const policy = directives(
      contentSecurityPolicy({hostedSearch: hosted, playgroundUrl: 'https://sandbox.example.org/v1', inlineScripts: []}),
    );
    assert.deepEqual(policy.get('connect-src'), [
      "'self'",
      'https://APPID-dsn.algolia.net',
      'https://APPID.algolia.net',
      'https://APPID-1.algolianet.com',
      'https://APPID-2.algolianet.com',
      'https://APPID-3.algolianet.com',
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
      'https://sandbox.example.org',
    ]);
    // Scripts never come from another origin, hosted or not.
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
  });

  test('scripts are never allowed wholesale', () => {
    const policy = contentSecurityPolicy({hostedSearch: hosted, playgroundUrl: null, inlineScripts: ['x()', 'x()', 'y()']});
    const scripts = directives(policy).get('script-src')!;
    assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"));
    assert.equal(scripts.length, 3, 'one hash per distinct script');
  });

  test('the hash is the one browsers compute (CSP3 example)', () => {
    assert.equal(scriptHash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test('_headers lists every header for every path, and reads back', () => {
    const text = headersFile({hostedSearch: null, playgroundUrl: null, inlineScripts: []});
    const [rule] = parseHeadersFile(text);
    assert.ok(rule!.pattern.test('/') && rule!.pattern.test('/learn/fees'));
    assert.deepEqual(Object.keys(rule!.headers), ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options']);
    assert.equal(rule!.headers['X-Content-Type-Options'], 'nosniff');
  });

  test('_headers caches hashed assets, the per-build search index and island text for a year, and nothing else', () => {
    const rules = parseHeadersFile(headersFile({hostedSearch: null, playgroundUrl: null, inlineScripts: []}));
    const cacheControl = (path: string) => rules.filter((rule) => rule.pattern.test(path)).map((rule) => rule.headers['Cache-Control']).filter(Boolean);
    for (const path of ['/assets/js/main.0123abcd.js', '/assets/css/styles.0123abcd.css', '/assets/fonts/stix-two-math-subset-67feb189.woff2', '/search-index/mwz7k8up-83d728/c0.json']) {
      assert.deepEqual(cacheControl(path), ['public, max-age=31536000, immutable'], path);
    }
    for (const path of ['/', '/learn/fees', '/learn/fees.md', '/sitemap.xml', '/img/logo.svg', '/diagrams/a-light.svg', '/llms.txt']) {
      assert.deepEqual(cacheControl(path), [], path);
    }
  });
});

describe('inline scripts the plugin hashes', () => {
  test('runs of inline JavaScript, not data blocks or external scripts', () => {
    const html =
      '<script>a()</script><script data-rh=true>b()</script><script type="application/ld+json">{"x":1}</script>' +
      '<script src=/x.js defer></script><script type="text/javascript">c()</script>';
    assert.deepEqual(inlineScripts(html), ['a()', 'b()', 'c()']);
  });

  test('the client redirect pages each carry one script', () => {
    const scripts = redirectPageScripts();
    assert.ok(scripts.length > 10);
    assert.ok(scripts.every((script) => script.includes('window.location.href')));
  });
});

describe('static server (npm run serve, e2e)', () => {
  let root: string;
  let server: ReturnType<typeof createStaticServer>;
  let port: number;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-server-'));
    mkdirSync(join(root, 'learn'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(root, '404.html'), '<h1>Page Not Found</h1>');
    writeFileSync(join(root, 'learn', 'fees.html'), '<h1>fees</h1>');
    writeFileSync(join(root, 'assets', 'a.js'), 'x()');
    writeFileSync(join(root, '_headers'), headersFile({hostedSearch: null, playgroundUrl: null, inlineScripts: []}));
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => {
    server.close();
    rmSync(root, {recursive: true, force: true});
  });

  /** A raw request: the path goes on the wire exactly as written. */
  function get(path: string): Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}> {
    return new Promise((resolve, reject) => {
      const req = request({host: '127.0.0.1', port, path, method: 'GET'}, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
      });
      req.on('error', reject);
      req.end();
    });
  }

  test('clean URLs, and the not-found page with 404 for the rest', async () => {
    assert.deepEqual([(await get('/learn/fees')).status, (await get('/learn/fees')).body], [200, '<h1>fees</h1>']);
    assert.equal((await get('/learn/fees?x=1')).body, '<h1>fees</h1>');
    const missing = await get('/no/such/page');
    assert.deepEqual([missing.status, missing.body], [404, '<h1>Page Not Found</h1>']);
  });

  test('.html, index.html and trailing slashes redirect to the bare route, keeping the query', async () => {
    for (const [path, location] of [
      ['/learn/fees.html', '/learn/fees'],
      ['/learn/fees/', '/learn/fees'],
      ['/index.html', '/'],
      ['/learn/fees.html?q=1', '/learn/fees?q=1'],
    ] as const) {
      const response = await get(path);
      assert.equal(response.status, 301, path);
      assert.equal(response.headers.location, location, path);
    }
  });

  test('hostile paths get the not-found page, never a crash, a file outside the build or another site', async () => {
    const hostile = ['/x%00', '/%00', '/x%E0%A4%A', '/%', '/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/learn%2Ffees', `/${'a'.repeat(5000)}`, '/learn/%0d%0aSet-Cookie:x=1'];
    for (const path of hostile) {
      const response = await get(path);
      assert.equal(response.status, 404, path);
      assert.equal(response.body, '<h1>Page Not Found</h1>', path);
    }
    // `//host/` must not become a redirect to `//host`, which a browser reads as another site.
    const doubled = await get('//evil.example/');
    assert.equal(doubled.status, 301);
    assert.equal(doubled.headers.location, '/evil.example');
  });

  test("every answer carries the build's _headers; hashed assets are cached for a year", async () => {
    for (const path of ['/', '/learn/fees', '/nope', '/x%00']) {
      const response = await get(path);
      assert.match(String(response.headers['content-security-policy']), /^default-src 'self'/, path);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
    }
    assert.match(String((await get('/assets/a.js')).headers['cache-control']), /immutable/);
  });
});
