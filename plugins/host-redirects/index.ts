import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hostRedirectsFile} from '../../config/redirects';

/** Writes build/_redirects so hosts that read it answer old paths with a real 301. */
export default function hostRedirectsPlugin(_context: LoadContext): Plugin {
  return {
    name: 'host-redirects',
    async postBuild({outDir}) {
      await writeFile(join(outDir, '_redirects'), hostRedirectsFile());
    },
  };
}
