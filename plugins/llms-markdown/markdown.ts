import {readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import matter from 'gray-matter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {stripHeadingIds} from '../lib/heading-ids';
import {appliesToText, isDocumentedComponent} from '../../config/versions';

/** The mdast nodes this converter touches; everything else passes through as parsed. */
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  data?: {directiveLabel?: boolean; estree?: {body?: {type: string; expression?: {type: string; value?: unknown}}[]}};
  [key: string]: unknown;
}

export interface TwinPage {
  /** Absolute path of the page's source file. */
  sourcePath: string;
  permalink: string;
  title: string;
  description?: string;
  frontMatter: Record<string, unknown>;
}

export interface TwinContext {
  /** Production origin without a trailing slash, e.g. https://docs.learnbittensor.org. */
  siteUrl: string;
  /** Docs permalink by absolute source path, to turn file links into twin links. */
  permalinkBySource: ReadonlyMap<string, string>;
  /** Every docs permalink, to turn site-absolute page links into twin links. */
  permalinks: ReadonlySet<string>;
  twinPath: (permalink: string) => string;
}

const admonitionLabels: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).use(remarkDirective);
const printer = unified()
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one'})
  // Unpadded table cells: padding the reference tables to one width would double the size of llms-full.txt.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath);

const text = (value: string): Node => ({type: 'text', value});
const paragraph = (children: Node[]): Node => ({type: 'paragraph', children});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});

function attribute(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** The value of `{"literal"}`, or undefined for any other expression (comments included). */
function literal(node: Node): string | undefined {
  const statement = node.data?.estree?.body?.[0];
  const value = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return value?.type === 'Literal' && (typeof value.value === 'string' || typeof value.value === 'number') ? String(value.value) : undefined;
}

function plainText(node: Node): string {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return literal(node) ?? '';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

function isComment(node: Node): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
}

/**
 * Turns one MDX page into Markdown a language model reads well: the front-matter title as the first heading,
 * the description and the "Applies to" line under it, admonitions as labelled blockquotes, Mermaid and maths
 * as source, tabs as consecutive labelled sections, partials inlined, every link absolute (to a twin where one
 * exists), and no import, export or JSX left. A component it cannot write fails with the page and the name.
 */
export function pageToMarkdown(page: TwinPage, context: TwinContext): string {
  const body = convertFile(page.sourcePath, page.permalink, context, new Set());
  const head: string[] = [`# ${page.title}`];
  if (page.description) head.push(page.description);
  const appliesTo = page.frontMatter.applies_to;
  if (Array.isArray(appliesTo) && appliesTo.every(isDocumentedComponent)) head.push(`Applies to: ${appliesToText(appliesTo)}`);
  const firstHeading = body.children?.[0];
  if (firstHeading?.type === 'heading' && firstHeading.depth === 1) body.children!.shift();
  const markdown = String(printer.stringify(body as never)).trim();
  return `${head.join('\n\n')}\n\n${markdown}\n`;
}

function convertFile(sourcePath: string, permalink: string, context: TwinContext, importing: Set<string>): Node {
  if (importing.has(sourcePath)) throw new Error(`[llms-markdown] ${sourcePath} imports itself through ${[...importing].join(' → ')}`);
  const {content} = matter(readFileSync(sourcePath, 'utf8'));
  // Heading ids (`## Title {#id}`) are Docusaurus syntax, not MDX; the twin's headings go without them.
  const tree = parser.runSync(parser.parse(stripHeadingIds(content))) as Node;
  const partials = new Map<string, string>();
  const fail = (message: string): never => {
    throw new Error(`[llms-markdown] ${sourcePath}: ${message}; teach plugins/llms-markdown/markdown.ts to write it as Markdown`);
  };

  const absolute = (url: string): string => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    const cut = url.includes('#') ? url.indexOf('#') : url.length;
    const path = url.slice(0, cut);
    const hash = url.slice(cut);
    if (path === '') return `${context.siteUrl}${context.twinPath(permalink)}${hash}`;
    if (path.startsWith('/')) {
      const route = path.replace(/\.(html|md)$/, '').replace(/(.)\/+$/, '$1');
      return context.permalinks.has(route) ? `${context.siteUrl}${context.twinPath(route)}${hash}` : `${context.siteUrl}${path}${hash}`;
    }
    const target = resolve(dirname(sourcePath), decodeURIComponent(path));
    const targetPermalink = context.permalinkBySource.get(target);
    if (targetPermalink !== undefined) return `${context.siteUrl}${context.twinPath(targetPermalink)}${hash}`;
    return fail(`the link "${url}" points to no docs page`);
  };

  /** Returns what replaces the node: itself (converted), several nodes, or nothing. */
  const convert = (node: Node): Node[] => {
    switch (node.type) {
      case 'mdxjsEsm': {
        for (const match of (node.value ?? '').matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) {
          partials.set(match[1]!, resolve(dirname(sourcePath), match[2]!));
        }
        return [];
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (isComment(node)) return [];
        const value = literal(node);
        if (value === undefined) return fail(`the expression {${node.value}} has no plain value`);
        return [node.type === 'mdxFlowExpression' ? paragraph([text(value)]) : text(value)];
      }
      case 'containerDirective': {
        const label = admonitionLabels[node.name ?? ''];
        if (!label) return fail(`the directive :::${node.name} is not an admonition`);
        const [first, ...rest] = node.children ?? [];
        const title = first?.data?.directiveLabel ? plainText(first) : undefined;
        const body = first?.data?.directiveLabel ? rest : node.children ?? [];
        return [{type: 'blockquote', children: [paragraph([strong(title ? `${label}: ${title}` : label)]), ...convertAll(body)]}];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not directives the author meant (":name" in prose); Docusaurus prints them back as text too.
        const prefix = node.type === 'leafDirective' ? '::' : ':';
        const label = node.children?.length ? [text('['), ...convertAll(node.children), text(']')] : [];
        const restored = [text(`${prefix}${node.name ?? ''}`), ...label];
        return node.type === 'leafDirective' ? [paragraph(restored)] : restored;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return convertElement(node);
      case 'link':
      case 'image':
      case 'definition':
        node.url = absolute(node.url ?? '');
        break;
      case 'code':
        // Fence options (title, partial, unchecked=…) are for our build; the language stays.
        node.meta = null;
        return [node];
      default:
        break;
    }
    if (node.children) node.children = convertAll(node.children);
    if (node.type === 'heading') {
      // An explicit id (`## Title {/* #id */}`) is a comment, dropped above: drop the space before it too.
      const last = node.children?.at(-1);
      if (last?.type === 'text' && typeof last.value === 'string') last.value = last.value.trimEnd();
    }
    return [node];
  };

  const convertAll = (nodes: Node[]): Node[] => nodes.flatMap(convert);

  const convertElement = (node: Node): Node[] => {
    const name = node.name ?? '';
    const flow = node.type === 'mdxJsxFlowElement';
    const children = node.children ?? [];
    const partial = partials.get(name);
    if (partial) return convertFile(partial, permalink, context, new Set([...importing, sourcePath])).children ?? [];
    switch (name) {
      case 'Tabs':
        return convertAll(children);
      case 'TabItem': {
        const label = attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab';
        return [paragraph([strong(label)]), ...convertAll(children)];
      }
      case 'Link':
      case 'a': {
        const url = attribute(node, 'to') ?? attribute(node, 'href');
        const inner = convertAll(children);
        if (!url) return inner;
        const link: Node = {type: 'link', url: absolute(url), children: flow ? inner.flatMap((child) => (child.type === 'paragraph' ? child.children ?? [] : [child])) : inner};
        return [flow ? paragraph([link]) : link];
      }
      case 'pre': {
        const language = /language-(\w+)/.exec(attribute(node, 'className') ?? '')?.[1] ?? (attribute(node, 'className')?.includes('api-signature') ? 'python' : null);
        return [{type: 'code', lang: language, meta: null, value: plainText(node).replace(/\n$/, '')}];
      }
      case 'code':
        return [{type: 'inlineCode', value: plainText(node)}];
      case 'img': {
        const image: Node = {type: 'image', url: absolute(attribute(node, 'src') ?? ''), alt: attribute(node, 'alt') ?? '', children: []};
        return [flow ? paragraph([image]) : image];
      }
      case 'br':
        return flow ? [] : [{type: 'break'}];
      case 'AnchorRedirect':
        // Sends old anchors of a split page on in the browser; nothing to read.
        return [];
      case 'summary': {
        const inner = convertAll(children).flatMap((child) => (child.type === 'paragraph' ? child.children ?? [] : [child]));
        return [paragraph([{type: 'strong', children: inner}])];
      }
      default:
        // Plain HTML wrappers (details, span anchors, div, sup…) keep their content; a component would not.
        if (/^[a-z]/.test(name) || name === 'BtcliPlayground') return convertAll(children);
        return fail(`the component <${name}> has no Markdown form`);
    }
  };

  tree.children = convertAll(tree.children ?? []);
  return tree;
}
