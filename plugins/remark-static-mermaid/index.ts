import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {diagramKey, diagramsDir, minReadableWidth, type DiagramMeta} from './diagrams';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

const attribute = (name: string, value: string | number) => ({type: 'mdxJsxAttribute', name, value: String(value)});

/** A phone's text column (390 px window less the page padding): a diagram wider than this may scroll. */
const phoneColumnPx = 358;

/** `style={{minWidth: '…px'}}`: MDX needs the expression as an estree too. */
function minWidthStyle(px: number) {
  const value = `${px}px`;
  const property = {type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: {type: 'Identifier', name: 'minWidth'}, value: {type: 'Literal', value, raw: `'${value}'`}};
  const expression = {type: 'ObjectExpression', properties: [property]};
  return {
    type: 'mdxJsxAttribute',
    name: 'style',
    value: {type: 'mdxJsxAttributeValueExpression', value: `{minWidth: '${value}'}`, data: {estree: {type: 'Program', sourceType: 'module', comments: [], body: [{type: 'ExpressionStatement', expression}]}}},
  };
}

function image(key: string, theme: 'light' | 'dark', meta: DiagramMeta): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('src', `/diagrams/${key}-${theme}.svg`),
      attribute('alt', meta.alt),
      attribute('width', meta.width),
      attribute('height', meta.height),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
      attribute('className', `static-diagram static-diagram--${theme}`),
      // Never drawn so small that its text falls under 12 px: past that the figure scrolls sideways.
      minWidthStyle(minReadableWidth(meta)),
    ],
    children: [],
  };
}

/**
 * Replaces each ```mermaid block whose pictures `npm run diagrams` has rendered with two sized, lazy <img>
 * (light and dark), so readers download no Mermaid code. Each picture keeps a minimum width at which its
 * smallest text is 12 px; a wider one scrolls inside its figure. A block without pictures is left alone and
 * rendered in the browser by @docusaurus/theme-mermaid; `npm run check:content` reports it.
 */
export default function remarkStaticMermaid(options: {siteDir?: string} = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree: Node) => {
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid' && typeof child.value === 'string') {
          const key = diagramKey(child.value);
          const metaFile = join(siteDir, diagramsDir, `${key}.json`);
          if (existsSync(metaFile)) {
            const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as DiagramMeta;
            // A figure that can scroll takes focus and has a name, so keyboard users can scroll it (WCAG 2.1.1).
            const scrolls = minReadableWidth(meta) > phoneColumnPx;
            node.children![index] = {
              type: 'mdxJsxFlowElement',
              name: 'figure',
              attributes: [
                attribute('className', 'static-diagram-figure'),
                ...(scrolls ? [attribute('tabIndex', 0), attribute('role', 'region'), attribute('aria-label', 'Diagram, scrolls sideways when wider than the page')] : []),
              ],
              children: [image(key, 'light', meta), image(key, 'dark', meta)],
            };
          }
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
