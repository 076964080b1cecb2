// @ts-check
/**
 * Rspack loader for the browser build's copy of each compiled Markdown page (see ./index.ts). Every island
 * (./rehype.ts) arrives as `tag: "<tag>", html: "<its HTML>", island: "<page key>"`, then its `links` if it
 * has any. The HTML leaves the page's script for a JSON file of its own, and the page reads it from there or
 * from the served page (src/components/StaticHtml/islands.ts), which it checks against the tags. Of the
 * links, only paths stay: the browser routes clicks and preloads for those, while in-page anchors were listed
 * for the broken-link check, which reads the server build. Throws when an island does not have that shape, so
 * a change in the MDX compiler's output, or in the rehype plugin, fails the build instead of shipping the HTML
 * twice or not at all.
 */
const {readFileSync} = require('node:fs');
const {join} = require('node:path');

const call = /\bStaticHtml__, \{/g;
const island = /\btag: "([a-z]+)",\n\s*html: ("(?:[^"\\\n]|\\.)*"),\n\s*island: "([0-9a-f]{8})"(,\n\s*links: (\[[^\]\n]*\]))?/g;

/** One letter per island element, as src/components/StaticHtml/islands.ts reads them. */
const tagLetters = {p: 'p', pre: 'r', ul: 'u', ol: 'o', li: 'l', table: 't', blockquote: 'b', details: 'd'};
const componentImport = /^import StaticHtml__ from "@site\/src\/components\/StaticHtml";$/m;

/**
 * The page without its islands' HTML, and that HTML and each island's tag in the order of the page.
 * @param {string} source
 * @returns {{key: string, tags: string[], html: string[], code: string} | undefined}
 */
function takeIslands(source) {
  const calls = (source.match(call) ?? []).length;
  if (calls === 0) return undefined;
  /** @type {string[]} */
  const html = [];
  /** @type {string[]} */
  const tags = [];
  /** @type {Set<string>} */
  const keys = new Set();
  const code = source.replace(island, (_match, tag, literal, key, _links, linksArray) => {
    if (!Object.hasOwn(tagLetters, tag)) throw new Error(`[static-islands] an island's element <${tag}> has no letter in island-loader.cjs`);
    keys.add(key);
    tags.push(tag);
    html.push(JSON.parse(literal));
    const paths = linksArray === undefined ? [] : /** @type {string[]} */ (JSON.parse(linksArray)).filter((link) => !link.startsWith('#'));
    return `tag: "${tag}",\nhtml: __island(${html.length - 1})` + (paths.length > 0 ? `,\nlinks: ${JSON.stringify(paths)}` : '');
  });
  if (html.length !== calls || keys.size !== 1 || !componentImport.test(source)) {
    throw new Error(
      `[static-islands] found ${html.length} island HTML strings for ${calls} StaticHtml elements (page keys: ${[...keys].join(', ') || 'none'}); ` +
        'the compiled page no longer has the shape plugins/static-islands/island-loader.cjs expects.',
    );
  }
  return {key: [...keys][0] ?? '', tags, html, code};
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
  return (
    'import {pageIslands as __pageIslands} from "@site/src/components/StaticHtml/islands";\n' +
    `const __island = await __pageIslands(${JSON.stringify(key)}, ${JSON.stringify(tags.map((tag) => tagLetters[/** @type {keyof typeof tagLetters} */ (tag)]).join(''))}, ${JSON.stringify(chunkName)});`
  );
}

/**
 * @this {{emitFile(name: string, content: string): void, getOptions(): {siteDir: string, registryFile: string}, resourcePath: string}}
 * @param {string} source
 */
function islandLoader(source) {
  // The file is named after the page's chunk only, so a module Rspack restores from its persistent cache names
  // and brings the same file; the plugin moves the files into this build's folder after the build (./index.ts).
  const {siteDir, registryFile} = this.getOptions();
  const chunkName = chunkNamesOf(registryFile, siteDir).get(this.resourcePath);
  // A partial imported by pages is no route of its own, so the app could not fetch its file ahead of its
  // script: it keeps its islands' HTML.
  if (!chunkName) return source;
  const taken = takeIslands(source);
  // Every page the app can route to has a file, empty or not, so fetching one never fails for want of it.
  if (!taken) {
    this.emitFile(islandFile(chunkName), '[]');
    return source;
  }
  this.emitFile(islandFile(chunkName), JSON.stringify(taken.html));
  return taken.code.replace(componentImport, (line) => `${line}\n${islandsPreamble(taken.key, taken.tags, chunkName)}`);
}

module.exports = islandLoader;
module.exports.takeIslands = takeIslands;
