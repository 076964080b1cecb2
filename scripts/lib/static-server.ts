import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {extname, join, posix, resolve, sep} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {parseHeadersFile} from '../../config/security';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '']);

export interface StaticServerOptions {
  /** Send the headers of the build's `_headers` file (Content-Security-Policy and the rest), as the hosts that read it do. */
  headersFile?: boolean;
  /** Brotli quality: 11 (the most, what hosts pre-compress with) for benchmarks; 5 by default, cheap on a busy machine. */
  brotliQuality?: number;
}

/**
 * The static host `npm run serve`, the end-to-end tests and the benchmarks use, behaving like the production
 * hosts the README names: clean URLs (`/a/b` serves `a/b.html`, `/a/b.html`, `/a/b/index.html` and `/a/b/`
 * redirect to `/a/b`), the build's 404.html with status 404 for anything else, including paths that do not
 * decode (`/%E0`) or name a NUL byte (`/x%00`), gzip or brotli for text, and the headers of the build's `_headers`
 * file, long caching of hashed assets included.
 */
export function createStaticServer(rootDir: string, {headersFile = true, brotliQuality = 5}: StaticServerOptions = {}): Server {
  const root = resolve(rootDir);
  const headersPath = join(root, '_headers');
  const headerRules = headersFile && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  // Each file is compressed once per encoding, like a host's pre-compressed copies.
  const compressed = new Map<string, Buffer>();
  const compress = (file: string, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${encoding}:${file}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = readFileSync(file);
      body = encoding === 'br' ? brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: brotliQuality}}) : gzipSync(raw, {level: 9});
      compressed.set(key, body);
    }
    return body;
  };
  const fileAt = (relativePath: string): string | null => {
    const absolute = resolve(root, `.${relativePath}`);
    if (absolute !== root && !absolute.startsWith(root + sep)) return null;
    return existsSync(absolute) && statSync(absolute).isFile() ? absolute : null;
  };

  const send = (request: IncomingMessage, response: ServerResponse, file: string, status: number, path: string): void => {
    const extension = extname(file);
    const headers: Record<string, string> = {'content-type': types[extension] ?? 'application/octet-stream'};
    for (const rule of headerRules) if (rule.pattern.test(path)) Object.assign(headers, rule.headers);
    if (request.method === 'HEAD') {
      response.writeHead(status, headers).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !compressible.has(extension) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) Object.assign(headers, {'content-encoding': encoding, vary: 'accept-encoding'});
    if (encoding) {
      response.writeHead(status, headers).end(compress(file, encoding));
      return;
    }
    response.writeHead(status, headers);
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };

  const redirect = (response: ServerResponse, path: string, search: string): void => {
    // One leading slash only: `//host` in a Location header would send the reader to another site.
    response.writeHead(301, {location: encodeURI(`/${path.replace(/^\/+/, '')}`) + search}).end();
  };

  const notFound = (request: IncomingMessage, response: ServerResponse, path: string): void => {
    send(request, response, join(root, '404.html'), 404, path);
  };

  return createServer((request, response) => {
    const raw = request.url ?? '/';
    const queryAt = raw.search(/[?#]/);
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const search = queryAt === -1 ? '' : raw.slice(queryAt).replace(/#.*/, '');
    let decoded: string;
    try {
      // Segment by segment: an encoded slash (`a%2Fb`) is part of a name, never a separator.
      const segments = rawPath.split('/').map((segment) => decodeURIComponent(segment));
      if (segments.some((segment) => segment.includes('/'))) throw new URIError('encoded slash');
      decoded = segments.join('/');
    } catch {
      notFound(request, response, '/');
      return;
    }
    // Control characters (an encoded NUL among them) name no file; the file system would throw on some.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (/[\u0000-\u001f]/.test(decoded) || !decoded.startsWith('/')) {
      notFound(request, response, '/');
      return;
    }
    const path = posix.normalize(decoded);
    if (path.length > 1 && path.endsWith('/')) return redirect(response, path.replace(/\/+$/, ''), search);
    if (path.endsWith('/index.html')) return redirect(response, path.slice(0, -'/index.html'.length), search);
    if (path.endsWith('.html') && fileAt(path)) return redirect(response, path.slice(0, -'.html'.length), search);
    const file = fileAt(path) ?? fileAt(`${path}.html`) ?? fileAt(posix.join(path, 'index.html'));
    if (file) send(request, response, file, 200, path);
    else notFound(request, response, path);
  });
}

/** Starts the static host, by default on the loopback interface only. */
export function serveStatic(root: string, port: number, options?: StaticServerOptions, host = '127.0.0.1'): Promise<Server> {
  const server = createStaticServer(root, options);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
