import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteSummary, siteTagline, siteTitle} from '../../config/site';
import {pageToMarkdown, type TwinContext} from './markdown';
import {twinPath} from './twin';

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

interface Section {
  title: string;
  docs: DocMetadata[];
}

/** Top-level sidebar categories become sections; nested categories list their pages in place. */
function sidebarSections(items: SidebarItem[], docsById: ReadonlyMap<string, DocMetadata>): Section[] {
  const sections: Section[] = [];
  const loose: Section = {title: 'Pages', docs: []};
  const collect = (item: SidebarItem, into: DocMetadata[]) => {
    const id = item.type === 'doc' || item.type === 'ref' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
    const doc = id === undefined ? undefined : docsById.get(id);
    if (doc && !into.includes(doc)) into.push(doc);
    for (const child of item.items ?? []) collect(child, into);
  };
  for (const item of items) {
    if (item.type === 'category') {
      const section: Section = {title: item.label ?? 'Pages', docs: []};
      collect(item, section.docs);
      sections.push(section);
    } else {
      collect(item, loose.docs);
    }
  }
  return loose.docs.length > 0 ? [loose, ...sections] : sections;
}

/**
 * The site for AI assistants (SPEC: reader tools): a Markdown twin of every docs page at `<route>.md`,
 * `/llms.txt` (title, summary, then every page in sidebar order with its description and twin link) and
 * `/llms-full.txt` (every twin in the same order). Twins are written from the MDX sources after the build.
 */
export default function llmsMarkdownPlugin(context: LoadContext): Plugin {
  let sections: Section[] = [];
  let docs: DocMetadata[] = [];

  return {
    name: 'llms-markdown',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docsContent?.loadedVersions[0];
      if (!version) throw new Error('[llms-markdown] the docs plugin loaded no docs');
      docs = version.docs;
      const docsById = new Map(docs.map((doc) => [doc.id, doc]));
      sections = Object.values(version.sidebars).flatMap((items) => sidebarSections(items as SidebarItem[], docsById));
      const listed = new Set(sections.flatMap((section) => section.docs));
      const outside = docs.filter((doc) => !listed.has(doc) && !doc.unlisted);
      if (outside.length > 0) sections.push({title: 'Pages outside the sidebar', docs: outside});
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
      const sourcePath = (doc: DocMetadata) => join(context.siteDir, doc.source.replace(/^@site\//, ''));
      const twinContext: TwinContext = {
        siteUrl,
        permalinkBySource: new Map(docs.map((doc) => [sourcePath(doc), doc.permalink])),
        permalinks: new Set(docs.map((doc) => doc.permalink)),
        twinPath,
      };
      const twins = new Map<DocMetadata, string>();
      for (const doc of docs) {
        const markdown = pageToMarkdown(
          {sourcePath: sourcePath(doc), permalink: doc.permalink, title: doc.title, description: doc.description, frontMatter: doc.frontMatter},
          twinContext,
        );
        twins.set(doc, markdown);
        const file = join(outDir, twinPath(doc.permalink));
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, markdown);
      }

      const index = [`# ${siteTitle} ${siteTagline}`, `> ${siteSummary}`];
      for (const section of sections) {
        index.push(`## ${section.title}`, section.docs.map((doc) => `- [${doc.title}](${siteUrl}${twinPath(doc.permalink)})${doc.description ? `: ${doc.description}` : ''}`).join('\n'));
      }
      await writeFile(join(outDir, 'llms.txt'), `${index.join('\n\n')}\n`);
      const ordered = sections.flatMap((section) => section.docs);
      await writeFile(join(outDir, 'llms-full.txt'), ordered.map((doc) => twins.get(doc)).join('\n---\n\n'));
    },
  };
}
