// @ts-check
/**
 * Rspack loader for the browser build's copy of each compiled Markdown page (see ./index.ts). Every island
 * (./rehype.ts) arrives as `_jsx(StaticHtml__, {tag: "<tag>", html: "<its HTML>", island: "<page key>"})`,
 * with its `id`, `className`, `start`, `links` and `anchors` after those if it has any. The whole element
 * leaves the page's script for a numbered call, `__island(n)`: its HTML and attributes go to a JSON file of
 * their own, and the page reads them from there or from the served page (src/components/StaticHtml/islands.ts),
 * which it checks against the tags. Links and anchors go too: only the server build lists them, for the
 * broken-link check, and in the browser every link inside an island without a `target` is an internal one
 * (./rehype.ts). Throws when an island does not have that shape, so a change in the MDX compiler's output, or
 * in the rehype plugin, fails the build instead of shipping the HTML twice or not at all.
 *
 * The same loader cuts the page's table of contents to the levels the page shows (`pruneToc`).
 */
const {readFileSync} = require('node:fs');
const {join} = require('node:path');

const call = /\bStaticHtml__, \{/g;
const string = '"(?:[^"\\\\\\n]|\\\\.)*"';
const island = new RegExp(
  `_jsx\\(StaticHtml__, \\{\\n\\s*tag: "([a-z][a-z0-9]*)",\\n\\s*html: (${string}),\\n\\s*island: "([0-9a-f]{8})"` +
    `((?:,\\n\\s*(?:id: ${string}|className: ${string}|start: \\d+|(?:links|anchors): \\[[^\\]\\n]*\\]))*)\\n\\s*\\}\\)`,
  'g',
);
/** A code block's lines as plugins/static-highlight and ./rehype.ts mark them: its HTML, then the page key. */
const highlighted = new RegExp(`"data-highlighted": (${string}),\\n\\s*"data-island": "([0-9a-f]{8})"`, 'g');
const highlightedMark = /"data-island": "/g;
/** Islands and highlighted code blocks, in the order of the page: the order the served page has them in. */
const anyIsland = new RegExp(`${island.source}|${highlighted.source}`, 'g');
/** One of an island's optional attributes, as the MDX compiler writes it. */
const extra = /,\n\s*(id|className|start|links|anchors): ([^\n]*?)(?=,\n|$)/g;

/** One letter per island element, as src/components/StaticHtml/islands.ts reads them. */
const tagLetters = {p: 'p', pre: 'r', ul: 'u', ol: 'o', li: 'l', table: 't', blockquote: 'b', details: 'd', h2: '2', h3: '3', h4: '4', h5: '5', h6: '6', code: 'c'};
const componentImport = /^import StaticHtml__ from "@site\/src\/components\/StaticHtml";$/m;

/**
 * @typedef {string | {html: string, id?: string, className?: string, start?: number}} IslandEntry
 * An island in its page's file: its HTML, with the attributes of its element if it has any.
 */

/**
 * The page with each island replaced by `__island(n)` and each code block's highlighted lines by
 * `__islandProps(n).html`, and each one's entry and tag in the order of the page.
 * @param {string} source
 * @returns {{key: string, tags: string[], entries: IslandEntry[], code: string} | undefined}
 */
function takeIslands(source) {
  const calls = (source.match(call) ?? []).length;
  const blocks = (source.match(highlightedMark) ?? []).length;
  if (calls + blocks === 0) return undefined;
  /** @type {IslandEntry[]} */
  const entries = [];
  /** @type {string[]} */
  const tags = [];
  /** @type {Set<string>} */
  const keys = new Set();
  const code = source.replace(anyIsland, (_match, tag, literal, key, extras, blockHtml, blockKey) => {
    if (blockHtml !== undefined) {
      keys.add(blockKey);
      tags.push('code');
      entries.push(JSON.parse(blockHtml));
      return `"data-highlighted": __islandProps(${entries.length - 1}).html`;
    }
    if (!Object.hasOwn(tagLetters, tag)) throw new Error(`[static-islands] an island's element <${tag}> has no letter in island-loader.cjs`);
    keys.add(key);
    tags.push(tag);
    /** @type {{html: string, id?: string, className?: string, start?: number}} */
    const entry = {html: JSON.parse(literal)};
    for (const [, name, value] of /** @type {string} */ (extras).matchAll(extra)) {
      if (name === 'id') entry.id = JSON.parse(/** @type {string} */ (value));
      else if (name === 'className') entry.className = JSON.parse(/** @type {string} */ (value));
      else if (name === 'start') entry.start = Number(value);
    }
    entries.push(Object.keys(entry).length === 1 ? entry.html : entry);
    return `__island(${entries.length - 1})`;
  });
  if (entries.length !== calls + blocks || keys.size !== 1 || (calls > 0 && !componentImport.test(source))) {
    throw new Error(
      `[static-islands] found ${entries.length} islands for ${calls} StaticHtml elements and ${blocks} marked code blocks ` +
        `(page keys: ${[...keys].join(', ') || 'none'}); the compiled page no longer has the shape plugins/static-islands/island-loader.cjs expects.`,
    );
  }
  return {key: [...keys][0] ?? '', tags, entries, code: joinRuns(code)};
}

/**
 * Islands side by side in a list of children, `__island(4), "\n", __island(5), "\n", __island(6)`, as one
 * spread call, `...__islands(4, 6)`, which gives the same children: on the SDK reference most of the page is
 * such runs. Side by side in the page, they are numbered one after the other.
 * @param {string} code
 */
function joinRuns(code) {
  return code.replace(/__island\((\d+)\)(?:, "\\n", __island\(\d+\))+/g, (run, first) => {
    const last = Number(/(\d+)\)$/.exec(run)?.[1]);
    if (last - Number(first) + 1 !== run.split('__island(').length - 1) throw new Error(`[static-islands] islands side by side are not numbered in order: ${run}`);
    return `...__islands(${first}, ${last})`;
  });
}

/**
 * The page's table of contents without the entries of levels it never shows. The theme nests the entries by
 * level, then drops those outside the page's range, moving their children up; an entry deeper than the range
 * has only deeper entries under it, so dropping it first gives the same table. Entries a partial brings
 * (`...__toc…`) stay as they are. Unchanged if nothing is left to show, where the theme still renders an empty
 * table, or if the table is hidden.
 * @param {string} source
 * @param {number} defaultMaxLevel the site's `tableOfContents.maxHeadingLevel`
 * @returns {string}
 */
function pruneToc(source, defaultMaxLevel) {
  const opening = /^export const toc = \[/m.exec(source);
  if (!opening) throw new Error('[static-islands] a compiled page without `export const toc = [`: the MDX output changed shape.');
  const start = opening.index;
  const end = source.indexOf('];\n', start);
  const frontMatter = source.slice(0, start);
  if (/^\s*hide_table_of_contents: true,?$/m.test(frontMatter)) return source;
  const maxLevel = Number(/^\s*toc_max_heading_level: (\d),?$/m.exec(frontMatter)?.[1] ?? defaultMaxLevel);
  const body = source.slice(start + opening[0].length, end);
  if (body.trim() === '') return source;
  const parts = body.split(/,\s*(?=\.\.\.|\{)/);
  let kept = 0;
  const keep = parts.filter((part) => {
    if (/^\s*\.\.\.__toc\w*\s*$/.test(part)) return true;
    const entry = JSON.parse(part);
    if (typeof entry.level !== 'number' || typeof entry.id !== 'string') throw new Error(`[static-islands] a table-of-contents entry of an unknown shape: ${part}`);
    if (entry.level > maxLevel) return false;
    kept += 1;
    return true;
  });
  if (kept === 0 || keep.length === parts.length) return source;
  return `${source.slice(0, start)}${opening[0]}${keep.join(', ')}${source.slice(end)}`;
}

/** Chunk name of each module the route registry loads, by its file (read once per build).
 * @type {{file: string, names: Map<string, string>} | undefined} */
let chunkNames;

/**
 * Docusaurus names the chunk of each page module in its generated registry; the app knows the same name for
 * a route, so the island file named after it can be fetched before the page's script has run.
 * @param {string} registryFile
 * @param {string} siteDir
 * @returns {Map<string, string>}
 */
function chunkNamesOf(registryFile, siteDir) {
  if (chunkNames?.file === registryFile) return chunkNames.names;
  /** @type {Map<string, string>} */
  const names = new Map();
  const entry = /^\s*"([0-9a-f]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "@site\/([^"]+)"\)/gm;
  for (const [, name, path] of readFileSync(registryFile, 'utf8').matchAll(entry)) names.set(join(siteDir, path), name);
  if (names.size === 0) throw new Error(`[static-islands] no page modules found in ${registryFile}; its format changed with a Docusaurus upgrade.`);
  chunkNames = {file: registryFile, names};
  return names;
}

/** Where a page's file is emitted, under the site's output folder. @param {string} chunkName */
const islandFile = (chunkName) => `page-islands/${chunkName}.json`;

/**
 * @param {string} key
 * @param {string[]} tags
 * @param {string} chunkName
 */
function islandsPreamble(key, tags, chunkName) {
  const letters = tags.map((tag) => tagLetters[/** @type {keyof typeof tagLetters} */ (tag)]).join('');
  return (
    'import {pageIslands as __pageIslands} from "@site/src/components/StaticHtml/islands";\n' +
    `const __islandProps = await __pageIslands(${JSON.stringify(key)}, ${JSON.stringify(letters)}, ${JSON.stringify(chunkName)});\n` +
    (tags.some((tag) => tag !== 'code')
      ? 'const __island = (index) => _jsx(StaticHtml__, __islandProps(index));\n' +
        'const __islands = (first, last) => {\n' +
        '  const children = [__island(first)];\n' +
        '  for (let index = first + 1; index <= last; index += 1) children.push("\\n", __island(index));\n' +
        '  return children;\n' +
        '};\n'
      : '')
  );
}

/**
 * @this {{emitFile(name: string, content: string): void, getOptions(): {siteDir: string, registryFile: string, maxTocLevel: number}, resourcePath: string}}
 * @param {string} compiled
 */
function islandLoader(compiled) {
  // The file is named after the page's chunk only, so a module Rspack restores from its persistent cache names
  // and brings the same file; the plugin moves the files into this build's folder after the build (./index.ts).
  const {siteDir, registryFile, maxTocLevel} = this.getOptions();
  const chunkName = chunkNamesOf(registryFile, siteDir).get(this.resourcePath);
  // A partial imported by pages is no route of its own, so the app could not fetch its file ahead of its
  // script: it keeps its islands' HTML. Its table of contents is the importing page's to show.
  if (!chunkName) return compiled;
  const source = pruneToc(compiled, maxTocLevel);
  const taken = takeIslands(source);
  // Every page the app can route to has a file, empty or not, so fetching one never fails for want of it.
  if (!taken) {
    this.emitFile(islandFile(chunkName), '[]');
    return source;
  }
  this.emitFile(islandFile(chunkName), JSON.stringify(taken.entries));
  // Imports are hoisted, and the helpers are first called when the page renders.
  return islandsPreamble(taken.key, taken.tags, chunkName) + taken.code;
}

module.exports = islandLoader;
module.exports.takeIslands = takeIslands;
module.exports.pruneToc = pruneToc;
