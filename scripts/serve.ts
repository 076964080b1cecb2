import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {serveStatic} from './lib/static-server';

/**
 * `npm run serve`: serves a production build the way the static hosts in the README do (scripts/lib/static-server.ts),
 * with its `_headers`. Options: `--dir build` (default), `--port 3000`, `--host localhost`.
 */
const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: 'localhost'},
  },
});
const dir = values.dir!;
if (!existsSync(`${dir}/index.html`)) {
  console.error(`No build in ${dir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(values.port);
serveStatic(dir, port, {headersFile: true}, values.host)
  .then(() => console.log(`Serving ${dir}/ at http://${values.host}:${port}/`))
  .catch((error: Error) => {
    console.error(`Cannot serve on port ${port}: ${error.message}`);
    process.exit(1);
  });
