import {classesOf, text, type HastNode} from '../lib/hast';
import {highlightToHtml, type Palette} from './highlight';

const magicComment = /\b(highlight-next-line|highlight-start|highlight-end|this-line-)/;

function languageOf(code: HastNode): string | undefined {
  return classesOf(code).find((name) => name.startsWith('language-'))?.slice('language-'.length).toLowerCase();
}

/**
 * Highlights every fenced code block at build time: the block's `code` element gets the highlighted lines
 * as a `data-highlighted` prop, which src/theme/CodeBlock renders instead of running Prism in the browser.
 */
export default function rehypeStaticHighlight({palette, source}: {palette: Palette; source?: string}) {
  return (tree: HastNode, file: {path?: string}) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'pre') {
        const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
        const language = code && languageOf(code);
        if (code && language) {
          const metastring = String(code.properties?.metastring ?? '');
          const value = text(code).replace(/\r?\n$/, '');
          // Line numbers and highlighted lines change the markup per line; nothing here uses them yet.
          if (/showLineNumbers|\{[\d,-]+\}/.test(metastring) || magicComment.test(value)) {
            throw new Error(
              `[static-highlight] ${file.path ?? source ?? 'a page'}: a ${language} block uses line numbers or highlighted lines, which build-time highlighting does not render; teach plugins/static-highlight to, or drop them.`,
            );
          }
          code.properties = {...code.properties, dataHighlighted: highlightToHtml(value, language, palette)};
        }
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
