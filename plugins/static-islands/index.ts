import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function staticIslandsPlugin(context: LoadContext): Plugin {
  const docsDir = join(context.siteDir, 'docs');
  return {
    name: 'static-islands',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          rules: [{test: /\.mdx?$/i, include: [docsDir], enforce: 'post', use: [{loader: join(__dirname, 'island-loader.cjs')}]}],
        },
      };
    },
  };
}
