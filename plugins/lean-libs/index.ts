import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Lighter stand-ins, in the browser build only, for two libraries the app ships whole but uses a sliver of:
 * react-helmet-async (helmet.tsx; the server build keeps it to write each page's head) and nprogress
 * (progress.ts). About 6 kB gzip off main.js.
 */
export default function leanLibsPlugin(): Plugin {
  return {
    name: 'lean-libs',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'react-helmet-async$': join(__dirname, 'helmet.tsx'), nprogress$: join(__dirname, 'progress.ts')}}};
    },
  };
}
