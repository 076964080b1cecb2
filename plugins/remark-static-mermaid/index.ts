import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {diagramKey, diagramsDir, type DiagramMeta} from './diagrams';

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

const attribute = (name: string, value: string | number) => ({type: 'mdxJsxAttribute', name, value: String(value)});

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
    ],
    children: [],
  };
}

/**
 * Replaces each ```mermaid block whose pictures `npm run diagrams` has rendered with two sized, lazy <img>
 * (light and dark), so readers download no Mermaid code. A block without pictures is left alone and
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
            node.children![index] = {
              type: 'mdxJsxFlowElement',
              name: 'figure',
              attributes: [attribute('className', 'static-diagram-figure')],
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
