import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The robots.txt a crawler reads: crawl everything, sitemap at the site's own URL (SITE_URL when set). */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** Generated rather than kept in static/, so the sitemap URL follows config/site.ts. */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}
