import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
// Rspack's compiler, through the webpack API it mirrors.
import type {Compiler} from 'webpack';

/** The helpers browser.ts provides. */
export const providedHelpers = new Set(['__importDefault']);

/**
 * tslib helpers a module's source calls: `tslib_1.__x` (CommonJS output of tsc), `import {__x} from 'tslib'`
 * or `const {__x} = require('tslib')`.
 */
export function tslibHelpersUsed(source: string): string[] {
  const used = new Set<string>();
  for (const [, name] of source.matchAll(/\btslib\w*\.(__\w+)/g)) used.add(name!);
  const named = [/import\s*\{([^}]*)\}\s*from\s*['"]tslib['"]/g, /\{([^}]*)\}\s*=\s*require\(\s*['"]tslib['"]\s*\)/g];
  for (const pattern of named) {
    for (const [, names] of source.matchAll(pattern)) {
      for (const name of names!.split(',')) used.add(name.trim().split(/\s+as\s+|\s*:\s*/)[0]!);
    }
  }
  return [...used].filter(Boolean);
}

/**
 * The browser bundle gets a one-function tslib (browser.ts) instead of the whole library, which CommonJS
 * modules pull in undivided: 3.5 kB gzip off main.js. A client module that calls any other helper fails the build.
 */
export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const check = {
        apply(compiler: Compiler) {
          compiler.hooks.compilation.tap('tslib-helpers', (compilation) => {
            compilation.hooks.finishModules.tap('tslib-helpers', (modules) => {
              for (const module of modules) {
                const resource = 'resource' in module ? (module.resource as string | undefined) : undefined;
                if (!resource?.includes('node_modules') || !/\.[cm]?js$/.test(resource)) continue;
                const source = readFileSync(resource, 'utf8');
                if (!source.includes('tslib')) continue;
                const missing = tslibHelpersUsed(source).filter((name) => !providedHelpers.has(name));
                if (missing.length > 0) {
                  const message = `[tslib-helpers] ${resource} calls tslib's ${missing.join(', ')}, which plugins/tslib-helpers/browser.ts does not provide.`;
                  compilation.errors.push(new compiler.webpack.WebpackError(message));
                }
              }
            });
          });
        },
      };
      return {resolve: {alias: {tslib$: join(__dirname, 'browser.ts')}}, plugins: [check]};
    },
  };
}
