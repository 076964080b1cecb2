// @ts-check
/**
 * Rspack loader for the browser build's copy of each compiled docs page (see ./index.ts). Every island
 * (./rehype.ts) arrives as `tag: "<tag>", html: "<its HTML>", island: "<page key>"`, then its `links` if it has
 * any. The HTML leaves the page's script for a JSON file of its own, and the page reads it from there or from
 * the served page (src/components/StaticHtml/islands.ts), which it checks against the tags. Of the links, only
 * paths stay: the browser routes clicks and preloads for those, while in-page anchors were listed for the
 * broken-link check, which reads the server build. Throws when an island does not have that shape, so a change in the MDX compiler's output, or in
 * the rehype plugin, fails the build instead of shipping the HTML twice or not at all.
 */
const {createHash} = require('node:crypto');

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

/**
 * @param {string} key
 * @param {string[]} tags
 * @param {string} file the JSON file's path under the site's output folder
 */
function islandsPreamble(key, tags, file) {
  return (
    'import {pageIslands as __pageIslands} from "@site/src/components/StaticHtml/islands";\n' +
    `const __island = await __pageIslands(${JSON.stringify(key)}, ${JSON.stringify(tags.map((tag) => tagLetters[/** @type {keyof typeof tagLetters} */ (tag)]).join(''))}, __webpack_public_path__ + ${JSON.stringify(file)});`
  );
}

/**
 * @this {{emitFile(name: string, content: string): void}}
 * @param {string} source
 */
function islandLoader(source) {
  const taken = takeIslands(source);
  if (!taken) return source;
  const json = JSON.stringify(taken.html);
  const file = `assets/islands/${taken.key}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
  this.emitFile(file, json);
  return taken.code.replace(componentImport, (line) => `${line}\n${islandsPreamble(taken.key, taken.tags, file)}`);
}

module.exports = islandLoader;
module.exports.takeIslands = takeIslands;
