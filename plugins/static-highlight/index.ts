import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismDarkTheme, prismLightTheme} from '../../config/prism';
import {Palette} from './highlight';
import rehypeStaticHighlight from './rehype';

export const palette = new Palette(prismLightTheme, prismDarkTheme);
/** For the docs preset's `rehypePlugins`. */
export const rehypeStaticHighlightPlugin = [rehypeStaticHighlight, {palette}] as const;

/**
 * Code is highlighted at build time (./rehype.ts), so no highlighter runs in the browser. This plugin adds
 * the token colours for both colour modes, and keeps Prism out of the browser bundle: theme-classic's
 * prism-include-languages client module imports prism-react-renderer only to register grammars.
 */
export default function staticHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = join(context.generatedFilesDir, 'static-highlight', 'tokens.css');
  mkdirSync(join(context.generatedFilesDir, 'static-highlight'), {recursive: true});
  writeFileSync(cssFile, palette.css());
  return {
    name: 'static-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'prism-react-renderer$': join(__dirname, 'browser-stub.ts')}}};
    },
  };
}
