import type {HastNode} from '../lib/hast';

/**
 * Hands the plain parts of a docs page to React as finished HTML ("islands"): a paragraph, list or table whose
 * every descendant renders exactly as written becomes one `<StaticHtml tag="p" html="…">` element. React then
 * neither builds an element per node when the page's MDX function runs nor hydrates one per node; on the SDK
 * reference that is most of its 25,000 nodes.
 *
 * Only markup whose React rendering is known is turned into HTML (see `allowed` below: what MDXComponents maps is
 * reproduced, anything else keeps its React rendering). Links keep what Docusaurus's Link gives them: external
 * links open in a new tab, internal paths lose a trailing slash, and StaticHtml collects them for the broken-link
 * check and routes clicks through the client router.
 *
 * Runs after the other rehype plugins, so build-time maths (an element with its HTML) can be part of an island.
 *
 * Each island is also marked with the page's key, a hash of its source path (`island`, written into the served
 * page as `data-island`). The browser build leaves the islands' HTML out of the page's script and reads it from
 * the served page instead, finding the page's islands by that mark (./island-loader.cjs,
 * src/components/StaticHtml/islands.ts).
 */
import {createHash} from 'node:crypto';
import {relative} from 'node:path';

/** The component's name in the compiled page; imported by the node this plugin adds. */
const componentName = 'StaticHtml__';
const componentModule = '@site/src/components/StaticHtml';

/** Block elements that may be an island's root: the ones whose React rendering is the element itself. */
const rootTags = new Set(['p', 'ul', 'ol', 'li', 'table', 'blockquote']);

/** Headings the theme's Heading gives an anchor class and a hash link (an `h1` gets neither). */
const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** Every element an island may contain, with the properties it may carry (anything else keeps React). */
const allowed: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries({
    p: [],
    ul: [],
    ol: ['start'],
    li: [],
    blockquote: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['align'],
    td: ['align'],
    strong: [],
    em: [],
    del: [],
    sup: [],
    sub: [],
    kbd: [],
    br: [],
    hr: [],
    code: [],
    a: ['href', 'title'],
  }).map(([tag, properties]) => [tag, new Set(properties)]),
);

/** Smallest subtree worth an island: a paragraph of plain text is one node already. */
const minimumNodes = 3;

const voidTags = new Set(['br', 'hr']);

/** The MDX compiler drops whitespace-only text inside these (React may not render text there). */
const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const isWhitespace = (node: HastNode) => node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value ?? '');

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: Docusaurus's isInternalUrl says external. */
const hasScheme = (url: string) => /^([a-z][\w+.-]*:|\/\/)/i.test(url);

/** Internal paths as Docusaurus's Link writes them with `trailingSlash: false`: no slash before `?` or `#`. */
function withoutTrailingSlash(url: string): string {
  const match = /^([^?#]*)(.*)$/.exec(url)!;
  const path = match[1]!;
  return (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path) + match[2];
}

interface Island {
  /** What Link would collect for the broken-link check: in-page anchors and client-routed paths. */
  links: string[];
  /** Ids a Link inside gives its element, which Link collects as anchors for the same check. */
  anchors: string[];
  nodes: number;
  /** The page's name for Docusaurus's Link, if it imports it. */
  linkComponent?: string;
}

/** Reads the HTML static-math put on a formula (`dangerouslySetInnerHTML={{__html: '…'}}`). */
function mathHtml(node: HastNode): {tag: string; className: string; html: string} | undefined {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
  const attributes = (node.attributes ?? []) as {name?: string; value?: unknown}[];
  const className = attributes.find((attribute) => attribute.name === 'className')?.value;
  const inner = attributes.find((attribute) => attribute.name === 'dangerouslySetInnerHTML')?.value as
    | {data?: {estree?: {body?: {expression?: {properties?: {value?: {value?: unknown}}[]}}[]}}}
    | undefined;
  const html = inner?.data?.estree?.body?.[0]?.expression?.properties?.[0]?.value?.value;
  if (attributes.length !== 2 || typeof className !== 'string' || !/^math math-(inline|display)$/.test(className) || typeof html !== 'string') {
    return undefined;
  }
  return {tag: String(node.name), className, html};
}

/** The subtree as React would render it, or undefined when some part of it needs React. */
function render(node: HastNode, island: Island): string | undefined {
  island.nodes += 1;
  if (node.type === 'text') return escapeText(node.value ?? '');
  const selfLink = anchorLink(node, island);
  if (selfLink !== null) return selfLink;
  const math = mathHtml(node);
  if (math) return `<${math.tag} class="${math.className}">${math.html}</${math.tag}>`;
  const target = spanAnchor(node, island);
  if (target !== null) return target;
  if (node.type !== 'element' || !node.tagName || !(node.tagName in allowed)) return undefined;
  const tag = node.tagName;
  const permitted = allowed[tag]!;
  const properties = node.properties ?? {};
  let attributes = '';
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null) continue;
    if (!permitted.has(name)) return undefined;
    if (name === 'align') attributes += ` style="text-align:${escapeAttribute(String(value))}"`;
    else if (name === 'href') {
      const href = String(value);
      if (href.startsWith('pathname://')) return undefined;
      if (hasScheme(href)) attributes += ` href="${escapeAttribute(href)}" target="_blank" rel="noopener noreferrer"`;
      else {
        const target = href.startsWith('#') ? href : withoutTrailingSlash(href);
        island.links.push(target);
        attributes += ` href="${escapeAttribute(target)}"`;
      }
    } else attributes += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  if (tag === 'a' && !('href' in properties)) return undefined;
  // MDXLi and MDXA render `className={clsx(anchorClass, props.className)}`: an empty class attribute here.
  if (tag === 'li' || tag === 'a') attributes += ' class=""';
  if (tag === 'code' && (node.children ?? []).some((child) => child.type !== 'text' || (child.value ?? '').includes('\n'))) {
    // MDXCode renders a multi-line or nested <code> as a code block.
    return undefined;
  }
  if (voidTags.has(tag)) return (node.children ?? []).length === 0 ? `<${tag}${attributes}>` : undefined;
  const inner = renderAll(node.children ?? [], island, tag);
  return inner === undefined ? undefined : `<${tag}${attributes}>${inner}</${tag}>`;
}

/**
 * `<Link id="x" to="#x">…</Link>`, Docusaurus's Link to an in-page anchor with an id of its own (the error
 * reference gives each error name one, so a row can be shared), as Link renders it: a plain `<a>` with both.
 * Null for anything else, undefined when its content needs React.
 */
function anchorLink(node: HastNode, island: Island): string | undefined | null {
  if (node.type !== 'mdxJsxTextElement' || island.linkComponent === undefined || node.name !== island.linkComponent) return null;
  const attributes = jsxAttributes(node);
  const value = (name: string) => attributes.find((entry) => entry.name === name && entry.type === 'mdxJsxAttribute')?.value;
  const [id, to] = [value('id'), value('to')];
  if (attributes.length !== 2 || typeof id !== 'string' || id === '' || typeof to !== 'string' || !to.startsWith('#')) return undefined;
  const inner = renderAll(node.children ?? [], island, 'a');
  if (inner === undefined) return undefined;
  island.links.push(to);
  island.anchors.push(id);
  return `<a href="${escapeAttribute(to)}" id="${escapeAttribute(id)}">${inner}</a>`;
}

/**
 * `<span id="x"></span>`, an empty span that only gives a spot on the page an id (a term in the glossary, a
 * hyperparameter, an error name that tools link to): written as JSX, React renders exactly that. Its id is
 * collected for the broken-anchor check like a heading's. Null for anything else, undefined for a span with
 * other attributes or content.
 */
function spanAnchor(node: HastNode, island: Island): string | undefined | null {
  if (node.type !== 'mdxJsxTextElement' || node.name !== 'span') return null;
  const attributes = jsxAttributes(node);
  const id = attributes[0]?.value;
  if (attributes.length !== 1 || attributes[0]!.type !== 'mdxJsxAttribute' || attributes[0]!.name !== 'id' || typeof id !== 'string' || id === '') return undefined;
  if ((node.children ?? []).length > 0) return undefined;
  island.anchors.push(id);
  return `<span id="${escapeAttribute(id)}"></span>`;
}

const literal = (value: unknown) => ({type: 'Literal', value});

/** A JSX attribute as the MDX compiler takes it: a string, or an expression with its ESTree. */
function attribute(name: string, value: string | string[] | number) {
  if (typeof value === 'string') return {type: 'mdxJsxAttribute', name, value};
  const expression = Array.isArray(value) ? {type: 'ArrayExpression', elements: value.map(literal)} : literal(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

function islandNode(tag: string, element: HastNode, island: Island, inner: string, key: string | undefined, className?: string, id?: string): HastNode {
  // `tag`, `html` and `island` first and in this order: the browser build's loader reads them together and
  // fails the build if it cannot.
  const attributes: unknown[] = [attribute('tag', tag), attribute('html', inner)];
  if (key !== undefined) attributes.push(attribute('island', key));
  if (id !== undefined) attributes.push(attribute('id', id));
  if (tag === 'li') attributes.push(attribute('className', ''));
  else if (className) attributes.push(attribute('className', className));
  if (tag === 'ol' && element.properties?.start !== undefined) attributes.push(attribute('start', Number(element.properties.start)));
  if (island.links.length > 0) attributes.push(attribute('links', island.links));
  if (island.anchors.length > 0) attributes.push(attribute('anchors', island.anchors));
  return {type: 'mdxJsxFlowElement', name: componentName, attributes, children: []};
}

/** `import StaticHtml__ from '@site/src/components/StaticHtml';` as an MDX ESM node. */
function importNode(): HastNode {
  const source = `import ${componentName} from '${componentModule}';`;
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
            source: {type: 'Literal', value: componentModule, raw: JSON.stringify(componentModule)},
          },
        ],
      },
    },
  };
}

export interface IslandStats {
  islands: number;
  nodes: number;
}

/** Renders a list of children as React would, or undefined when one of them needs React. */
function renderAll(children: HastNode[], island: Island, parentTag: string): string | undefined {
  let inner = '';
  for (const child of children) {
    if (tableParts.has(parentTag) && isWhitespace(child)) continue;
    const html = render(child, island);
    if (html === undefined) return undefined;
    inner += html;
  }
  return inner;
}

/** The class a static `<details>` carries: Infima's alert colours, and the theme's look restated in custom.css. */
export const staticDetailsClass = 'alert alert--info static-details';

/**
 * A `<details>` with a plain summary and plain content, as native markup: the browser opens and closes it (no
 * animation), where the theme's Details is a component with state, an effect and a second render after
 * hydration. The reference pages have one per entry.
 */
function detailsIsland(node: HastNode, island: Island, detailsNames: ReadonlySet<string>): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || !detailsNames.has(String(node.name)) || ((node.attributes as unknown[] | undefined) ?? []).length > 0) return undefined;
  const children = (node.children ?? []).filter((child) => !isWhitespace(child));
  const [summary, ...content] = children;
  const isSummary = (child: HastNode | undefined) =>
    ((child?.type === 'mdxJsxFlowElement' || child?.type === 'mdxJsxTextElement') && child.name === 'summary' && ((child.attributes as unknown[] | undefined) ?? []).length === 0) ||
    (child?.type === 'element' && child.tagName === 'summary' && Object.keys(child.properties ?? {}).length === 0);
  if (!isSummary(summary) || content.some(isSummary)) return undefined;
  const summaryHtml = renderAll(summary!.children ?? [], island, 'summary');
  const contentHtml = renderAll(content, island, 'div');
  if (summaryHtml === undefined || contentHtml === undefined) return undefined;
  return `<summary>${summaryHtml}</summary><div class="static-details__content">${contentHtml}</div>`;
}

/**
 * A heading as the theme's Heading renders it inside: its content, then the hash link its Link writes for `#id`
 * (a plain `<a>`). The link's label quotes the heading when the heading is a single string, else its id, as
 * Heading's does (the site is in English: the theme's message is `Direct link to {heading}`). StaticHtml adds the
 * anchor class. A heading with another attribute, or with a link or a component inside, stays the theme's.
 */
function headingIsland(node: HastNode, island: Island): {id: string; inner: string} | undefined {
  if (node.type !== 'element' || !headingTags.has(node.tagName ?? '')) return undefined;
  const {id, ...others} = node.properties ?? {};
  if (typeof id !== 'string' || id === '' || Object.values(others).some((value) => value !== undefined && value !== null)) return undefined;
  const children = node.children ?? [];
  const content = renderAll(children, island, node.tagName!);
  if (content === undefined || island.links.length > 0) return undefined;
  const label = escapeAttribute(`Direct link to ${children.length === 1 && children[0]!.type === 'text' ? children[0]!.value ?? '' : id}`);
  const hashLink = `<a href="#${escapeAttribute(id)}" class="hash-link" aria-label="${label}" title="${label}" translate="no">\u200b</a>`;
  return {id, inner: content + hashLink};
}

const jsxElement = (node: HastNode | undefined) => node?.type === 'mdxJsxFlowElement' || node?.type === 'mdxJsxTextElement';
const jsxAttributes = (node: HastNode) => (node.attributes ?? []) as {type?: string; name?: string; value?: unknown}[];

/**
 * `<pre className="…"><code>{"…"}</code></pre>` written as JSX, as the SDK reference writes each signature:
 * explicit JSX tags are not mapped to the theme's components, so React renders exactly these two elements.
 * Returns the class and the inner HTML, or undefined for anything else.
 */
function preIsland(node: HastNode, island: Island): {className: string; inner: string} | undefined {
  if (!jsxElement(node) || node.name !== 'pre') return undefined;
  const attributes = jsxAttributes(node);
  const className = attributes[0]?.value;
  if (attributes.length !== 1 || attributes[0]!.type !== 'mdxJsxAttribute' || attributes[0]!.name !== 'className' || typeof className !== 'string') return undefined;
  const [code, ...rest] = (node.children ?? []).filter((child) => !isWhitespace(child));
  if (rest.length > 0 || !jsxElement(code) || code!.name !== 'code' || jsxAttributes(code!).length > 0) return undefined;
  const [expression, ...more] = code!.children ?? [];
  if (more.length > 0 || (expression?.type !== 'mdxFlowExpression' && expression?.type !== 'mdxTextExpression')) return undefined;
  const body = (expression.data as {estree?: {body?: {type?: string; expression?: {type?: string; value?: unknown}}[]}} | undefined)?.estree?.body;
  const literal = body?.length === 1 && body[0]!.type === 'ExpressionStatement' ? body[0]!.expression : undefined;
  if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return undefined;
  island.nodes += 3;
  return {className, inner: `<code>${escapeText(literal.value)}</code>`};
}

/** A short name for the page, the same in the server and the browser build (both compile the same file). */
export function pageKey(path: string, cwd: string): string {
  return createHash('sha256').update(relative(cwd, path)).digest('hex').slice(0, 8);
}

/**
 * Replaces each largest plain subtree with an island; returns how many it made. With a page key, each island
 * is marked with it. Exported for the unit tests.
 */
export function makeIslands(tree: HastNode, key?: string): IslandStats {
  const stats: IslandStats = {islands: 0, nodes: 0};
  // Docusaurus renames `<details>` to the theme's `Details` before rehype; a page that imports a `Details` of its
  // own keeps it.
  const ownDetails = (tree.children ?? []).some((node) => node.type === 'mdxjsEsm' && /\bDetails\b/.test(String(node.value)));
  const detailsNames = new Set(ownDetails ? ['details'] : ['details', 'Details']);
  const linkImport = (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => /^import (\w+) from ['"]@docusaurus\/Link['"];?$/m.exec(String(node.value))?.[1])
    .find((name) => name !== undefined);
  const visit = (parent: HastNode) => {
    const children = parent.children ?? [];
    for (let index = 0; index < children.length; index += 1) {
      const node = children[index]!;
      // A code block's lines, highlighted by plugins/static-highlight, are an island's HTML too: the browser
      // build takes them out of the page's script, and CodeBlock renders them from the served page or the file.
      if (key !== undefined && node.type === 'element' && node.tagName === 'code' && node.properties?.dataHighlighted !== undefined) {
        node.properties = {...node.properties, dataIsland: key};
        continue;
      }
      const island: Island = {links: [], anchors: [], nodes: 0, linkComponent: linkImport};
      let replacement: HastNode | undefined;
      const heading = headingIsland(node, island);
      if (heading) replacement = islandNode(node.tagName!, node, island, heading.inner, key, undefined, heading.id);
      else if (node.type === 'element' && rootTags.has(node.tagName ?? '')) {
        const inner = renderAll(node.children ?? [], island, node.tagName!);
        // The root's own attributes go through the same check as any element's.
        const rootPlain = inner !== undefined && render({...node, children: []}, {links: [], anchors: [], nodes: 0}) !== undefined;
        if (rootPlain && island.nodes + 1 >= minimumNodes) replacement = islandNode(node.tagName!, node, island, inner!, key);
      } else if (node.type === 'mdxJsxFlowElement' && node.name === 'pre') {
        const pre = preIsland(node, island);
        if (pre) replacement = islandNode('pre', node, island, pre.inner, key, pre.className);
      } else {
        const inner = detailsIsland(node, island, detailsNames);
        if (inner !== undefined) replacement = islandNode('details', node, island, inner, key, staticDetailsClass);
      }
      if (replacement) {
        children[index] = replacement;
        stats.islands += 1;
        stats.nodes += island.nodes + 1;
      } else if (node.children) visit(node);
    }
  };
  visit(tree);
  if (stats.islands > 0) (tree.children ??= []).unshift(importNode());
  return stats;
}

export default function rehypeStaticIslands() {
  return (tree: HastNode, file: {path?: string; cwd: string}) => {
    makeIslands(tree, file.path ? pageKey(file.path, file.cwd) : undefined);
  };
}
