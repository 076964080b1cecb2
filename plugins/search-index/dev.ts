/**
 * `npm start` has no rendered HTML to extract from, so the dev server's index is made from the
 * Markdown sources: a light Markdown → HTML pass (headings, paragraphs, lists, tables, shell
 * commands) fed through the same extractor as the build. Good enough to try search locally; the
 * production index always comes from the rendered pages.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {escapeHtml} from '../../src/search/engine';
import type {SearchRecord} from '../../src/search/types';
import {extractRecords} from './extract';

interface DevDoc {
  id: string;
  title: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
}
interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

function docIdsIn(item: SidebarItem): string[] {
  const own = item.type === 'doc' || item.type === 'ref' ? [item.id ?? ''] : [];
  const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
  return [...own, ...link, ...(item.items ?? []).flatMap(docIdsIn)];
}

const inline = (text: string): string =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1');

/** A minimal Markdown → HTML conversion, only for what the extractor reads. */
export function markdownToHtml(markdown: string): string {
  const slugger = createSlugger();
  const body = markdown.replace(/^---\n[^]*?\n---\n/, '').replace(/^import .*$/gm, '').replace(/<[^>\n]+>/g, '');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(```+|~~~+)\s*(\w*)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trim().startsWith(fence[1]!); i++) code.push(lines[i]!);
      out.push(`<pre class="language-${fence[2] || 'text'}"><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)(?:\s*(?:\{#([\w-]+)\}|\{\/\*\s*#([\w-]+)\s*\*\/\}))?\s*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      const text = heading[2]!;
      const id = heading[3] ?? heading[4] ?? slugger.slug(text.replace(/[`*_]/g, ''));
      out.push(level === 1 ? `<header><h1>${inline(text)}</h1></header>` : `<h${level} id="${id}">${inline(text)}</h${level}>`);
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      out.push(`<ul><li>${inline(item[1]!)}</li></ul>`);
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      if (/^\s*\|[\s:|-]+\|\s*$/.test(line)) continue;
      const cells = line.trim().replace(/^\||\|$/g, '').split('|');
      out.push(`<table><tr>${cells.map((c) => `<td>${inline(c.trim())}</td>`).join('')}</tr></table>`);
      continue;
    }
    if (line.trim() === '' || /^:::/.test(line.trim())) {
      flush();
      continue;
    }
    paragraph.push(line.trim().replace(/^>\s?/, ''));
  }
  flush();
  return out.join('\n');
}

export async function devRecords(allContent: Record<string, Record<string, unknown>>, origin: string, siteDir: string): Promise<SearchRecord[]> {
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
    | {loadedVersions: {docs: DevDoc[]; sidebars: Record<string, SidebarItem[]>}[]}
    | undefined;
  const version = docsContent?.loadedVersions[0];
  if (!version) return [];
  const sectionOf = new Map<string, string>();
  for (const items of Object.values(version.sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && item.label) for (const id of docIdsIn(item)) sectionOf.set(id, item.label);
    }
  }
  const records: SearchRecord[] = [];
  for (const doc of version.docs) {
    if (doc.unlisted) continue;
    const file = doc.source.replace(/^@site\//, '');
    let markdown: string;
    try {
      markdown = await readFile(join(siteDir, file), 'utf8');
    } catch {
      continue;
    }
    let content = markdownToHtml(markdown);
    if (!content.includes('<h1>')) content = `<header><h1>${escapeHtml(doc.title)}</h1></header>${content}`;
    const section = sectionOf.get(doc.id);
    const html = `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
      ${section ? `<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span class="breadcrumbs__link">${escapeHtml(section)}</span></li></ul></nav>` : ''}
      <article><div class="theme-doc-markdown markdown">${content}</div></article></body></html>`;
    records.push(...extractRecords({html, path: doc.permalink, origin}));
  }
  return records;
}
