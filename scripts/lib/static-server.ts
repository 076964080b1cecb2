import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {extname, join, normalize} from 'node:path';
import {createBrotliCompress, createGzip} from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * A static host for benchmarks, behaving like the production hosts the README names: clean URLs
 * (`/a/b` serves `a/b.html`), gzip or brotli for text, long caching for hashed assets. Loopback only.
 */
export function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(root, path), join(root, `${path}.html`), join(root, path, 'index.html')];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    const target = file ?? join(root, '404.html');
    const extension = extname(target);
    const headers: Record<string, string> = {'content-type': types[extension] ?? 'application/octet-stream'};
    if (path.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const stream = createReadStream(target);
    if (compressible.has(extension) && /\bbr\b/.test(accepts)) {
      response.writeHead(file ? 200 : 404, {...headers, 'content-encoding': 'br', vary: 'accept-encoding'});
      stream.pipe(createBrotliCompress()).pipe(response);
    } else if (compressible.has(extension) && /\bgzip\b/.test(accepts)) {
      response.writeHead(file ? 200 : 404, {...headers, 'content-encoding': 'gzip', vary: 'accept-encoding'});
      stream.pipe(createGzip({level: 9})).pipe(response);
    } else {
      response.writeHead(file ? 200 : 404, headers);
      stream.pipe(response);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
