/**
 * Build-time record extractor: rendered docs HTML → DocSearch-shaped records (the same list feeds the
 * embedded index and, through `npm run search:push`, the hosted Algolia index).
 */
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {Hierarchy, RecordType, SearchRecord} from '../../src/search/types';

/** Inside the article: furniture that is not content. */
const SKIP_SELECTORS = [
  '.hash-link',
  '.applies-to',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  // A formula's TeX source; its MathML text stays.
  'annotation',
  'svg',
  'script',
  'style',
  'button',
  '[role=tablist]',
  '.docusaurus-mermaid-container',
  'nav',
].join(',');

const SHELL_LANGUAGES = /language-(bash|sh|shell|console|zsh|text)\b/;
/** Commands that readers search for by name, kept from shell code blocks (the rest of the block is noise). */
const COMMAND_LINE = /^\s*(?:\$\s*)?((?:btcli|pip3?|python3?|uv|cargo|docker|git|npm|npx|curl|bittensor|subtensor|agcli)\b.*)$/;
const MAX_COMMANDS_PER_BLOCK = 6;

const clean = (text: string): string => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

export interface PageInput {
  html: string;
  /** Route path, e.g. /keys/wallets */
  path: string;
  /** Absolute site origin, no trailing slash. */
  origin: string;
}

function objectIdFor(parts: string[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url').slice(0, 16);
}

function sectionLabel($: CheerioAPI): string | null {
  // The top-level sidebar category that contains the page (DocSearch's lvl0), else the breadcrumb root.
  const active = $('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link--active').first();
  if (active.length) return clean(active.text());
  const crumb = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .filter((_, el) => clean($(el).text()) !== '')
    .first();
  if (crumb.length) return clean(crumb.text());
  return null;
}

/** Extracts records from one rendered docs page; returns [] for pages that are not docs (home, search, redirects). */
export function extractRecords({html, path, origin}: PageInput): SearchRecord[] {
  const $ = load(html);
  const root = $('article .theme-doc-markdown').first();
  if (!root.length) return [];
  if ($('meta[name="robots"][content*="noindex"]').length) return [];
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  root.find(SKIP_SELECTORS).remove();

  const urlWithoutAnchor = `${origin}${path}`;
  const title = clean(root.find('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const hierarchy: Hierarchy = {lvl0: sectionLabel($) ?? 'Documentation', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  const seenContent = new Set<string>();
  let anchor: string | null = null;

  const push = (type: RecordType, content: string | null): void => {
    const url = anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor;
    const id = objectIdFor([url, type, ...Object.values(hierarchy).map((v) => v ?? ''), content ?? '']);
    let objectID = id;
    for (let n = 1; records.some((r) => r.objectID === objectID); n++) objectID = `${id}-${n}`;
    records.push({
      objectID,
      type,
      hierarchy: {...hierarchy},
      content,
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language,
      docusaurus_tag: tag,
      position: records.length,
    });
  };
  push('lvl1', null);

  const addContent = (text: string): void => {
    const content = clean(text);
    if (content.length < 2) return;
    const key = `${anchor}\u0000${content}`;
    if (seenContent.has(key)) return;
    seenContent.add(key);
    push('content', content);
  };

  /** Own text of a list item: without nested lists (they become their own records). */
  const ownText = (el: Element): string => {
    const copy = $(el).clone();
    copy.find('ul, ol, pre, table').remove();
    return copy.text();
  };

  const walk = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      const name = el.tagName.toLowerCase();
      const heading = /^h([2-6])$/.exec(name);
      if (heading) {
        const level = Number(heading[1]);
        const text = clean($(el).text());
        if (!text) continue;
        const key = `lvl${level}` as RecordType & keyof Hierarchy;
        hierarchy[key] = text;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
        anchor = $(el).attr('id') ?? anchor;
        push(key, null);
        continue;
      }
      if (name === 'h1' || name === 'header') continue;
      if (name === 'p' || name === 'blockquote' || name === 'dt' || name === 'dd' || name === 'summary') {
        if (name === 'blockquote' && $(el).children('p, ul, ol').length) {
          walk($(el).contents().toArray());
        } else {
          addContent($(el).text());
        }
        continue;
      }
      if (name === 'li') {
        addContent(ownText(el));
        walk($(el).children().toArray());
        continue;
      }
      if (name === 'tr') {
        const cells = $(el)
          .children('td, th')
          .toArray()
          .map((cell) => clean($(cell).text()))
          .filter(Boolean);
        if (cells.length && $(el).children('td').length) addContent(cells.join(' · '));
        continue;
      }
      if (name === 'pre') {
        const code = $(el).find('code').first();
        const className = `${$(el).attr('class') ?? ''} ${$(el).parent().attr('class') ?? ''} ${$(el).closest('[class*=language-]').attr('class') ?? ''}`;
        const lines = (code.length ? code : $(el))
          .text()
          .split('\n')
          .map((line) => COMMAND_LINE.exec(line)?.[1]?.trim())
          .filter((line): line is string => Boolean(line));
        if (SHELL_LANGUAGES.test(className) || lines.length) {
          for (const line of lines.slice(0, MAX_COMMANDS_PER_BLOCK)) addContent(line.slice(0, 160));
        }
        continue;
      }
      walk($(el).contents().toArray());
    }
  };
  walk(root.contents().toArray());
  return records;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'assets' || entry.name === 'img' || entry.name.startsWith('search-index')) continue;
      yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** The route of a built HTML file (trailingSlash: false writes /a/b as a/b.html, / as index.html). */
export function routeOf(outDir: string, file: string): string {
  const rel = relative(outDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'/index.html'.length)}`;
  return `/${rel.slice(0, -'.html'.length)}`;
}

/** Records for every docs page of a build directory, in a stable order. */
export async function collectRecords(outDir: string, origin: string): Promise<SearchRecord[]> {
  const files: string[] = [];
  for await (const file of htmlFiles(outDir)) files.push(file);
  files.sort();
  const records: SearchRecord[] = [];
  for (const file of files) {
    if (file.endsWith(`${sep}404.html`)) continue;
    const html = await readFile(file, 'utf8');
    records.push(...extractRecords({html, path: routeOf(outDir, file), origin}));
  }
  return records;
}
