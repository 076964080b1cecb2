import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../config/redirects';
import {headersFile, inlineScripts} from '../../config/security';
import {playgroundUrlFromEnv} from '../../config/playground';
import {hostedSearchFromEnv} from '../../config/search';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** The redirect pages plugin-client-redirects writes (in parallel with this plugin, so rendered, not read). */
export function redirectPageScripts(): string[] {
  return redirects.flatMap(({to}) => inlineScripts(createRedirectPageContent({toUrl: to})));
}

/**
 * Writes build/_headers (config/security.ts): a Content-Security-Policy that hashes the inline scripts of
 * the pages this build wrote, plus the other security headers.
 */
export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const redirectFiles = new Set(redirects.flatMap(({from}) => [`${from.slice(1)}.html`, `${from.slice(1)}/index.html`]));
      const pages = (await htmlFiles(outDir)).filter((file) => !redirectFiles.has(relative(outDir, file).split(sep).join('/')));
      const scripts = (await Promise.all(pages.map(async (file) => inlineScripts(await readFile(file, 'utf8'))))).flat();
      const text = headersFile({
        hostedSearch: hostedSearchFromEnv(),
        playgroundUrl: playgroundUrlFromEnv(),
        inlineScripts: [...scripts, ...redirectPageScripts()],
      });
      await writeFile(join(outDir, '_headers'), text);
    },
  };
}
