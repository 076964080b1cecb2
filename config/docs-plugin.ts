import {spawnSync} from 'node:child_process';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import remarkAppliesTo from '../plugins/remark-applies-to';
import remarkStaticMermaid from '../plugins/remark-static-mermaid';
import rehypeStaticMath from '../plugins/static-math';
import {docsEditUrl} from './site';

/** Last-update times come from git; a copy without history (a tarball) still builds, without them. */
export function isGitWorktree(siteDir: string): boolean {
  return spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: siteDir, encoding: 'utf8'}).stdout?.trim() === 'true';
}

/** The docs plugin's options, for the classic preset. */
export function docsPluginOptions(siteDir: string) {
  return {
    routeBasePath: '/',
    sidebarPath: './sidebars.ts',
    showLastUpdateTime: isGitWorktree(siteDir),
    editUrl: docsEditUrl,
    // Before the defaults, so pre-rendered diagrams replace ```mermaid blocks before theme-mermaid sees them.
    beforeDefaultRemarkPlugins: [remarkStaticMermaid],
    remarkPlugins: [remarkMath, remarkAppliesTo],
    rehypePlugins: [rehypeStaticMath],
  } satisfies DocsOptions;
}
