import type {LoadContext, Plugin} from '@docusaurus/types';

interface LoaderUse {
  loader?: string;
  options?: Record<string, unknown>;
}
interface Rule {
  test?: unknown;
  use?: LoaderUse | LoaderUse[];
}

/**
 * Docusaurus inlines every asset under 10 kB as base64, which would put a small font file into the stylesheet
 * that refers to it. Fonts are emitted as files instead, so a browser fetches one only when text needs it.
 */
export default function fontFilesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'font-files',
    configureWebpack(config) {
      for (const rule of (config.module?.rules ?? []) as Rule[]) {
        if (!(rule?.test instanceof RegExp) || !rule.test.test('font.woff2')) continue;
        for (const use of [rule.use ?? []].flat()) {
          if (use.options && 'limit' in use.options) use.options.limit = false;
        }
      }
      return {};
    },
  };
}
