import katex from 'katex';
import {classesOf, text, type HastNode} from '../lib/hast';

/** `dangerouslySetInnerHTML={{__html: html}}` as the MDX compiler takes a JSX attribute: with its ESTree. */
function innerHtmlAttribute(html: string) {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html},
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

/**
 * A formula as MathML, which the browser sets itself. KaTeX writes a hat accent as the ASCII `^`, which maths
 * fonts draw as a raised spacing character; U+02C6, the modifier circumflex, sits on its base instead.
 */
export function typesetMathml(source: string, displayMode: boolean): string {
  return katex.renderToString(source, {displayMode, throwOnError: true, output: 'mathml'}).replaceAll('<mo>^</mo></mover>', '<mo>\u02c6</mo></mover>');
}

/**
 * Typesets remark-math's formulas with KaTeX at build time, like rehype-katex, but hands each one to React
 * as a finished HTML string: React then neither ships a JSX call per KaTeX span in the page's chunk nor
 * builds a node per span while hydrating (a formula-heavy page had 4,300 elements to hydrate).
 * A formula KaTeX cannot parse fails the build with the file's name.
 */
export default function rehypeStaticMath() {
  return (tree: HastNode, file: {path?: string}) => {
    const visit = (parent: HastNode) => {
      const children = parent.children ?? [];
      for (let index = 0; index < children.length; index += 1) {
        const node = children[index]!;
        if (node.type !== 'element') continue;
        let scope: HastNode | undefined;
        let displayMode = false;
        const code = node.tagName === 'pre' ? node.children?.find((child) => child.type === 'element' && child.tagName === 'code') : undefined;
        if (code && classesOf(code).includes('language-math')) {
          scope = node;
          displayMode = true;
        } else if (classesOf(node).some((name) => name === 'math-inline' || name === 'math-display')) {
          scope = node;
          displayMode = classesOf(node).includes('math-display');
        }
        if (!scope) {
          visit(node);
          continue;
        }
        const source = text(scope);
        let html: string;
        try {
          html = typesetMathml(source, displayMode);
        } catch (error) {
          throw new Error(`[static-math] ${file.path ?? 'a page'}: KaTeX cannot typeset \`${source}\`: ${(error as Error).message}`);
        }
        children[index] = {
          type: displayMode ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
          name: displayMode ? 'div' : 'span',
          attributes: [{type: 'mdxJsxAttribute', name: 'className', value: displayMode ? 'math math-display' : 'math math-inline'}, innerHtmlAttribute(html)],
          children: [],
        };
      }
    };
    visit(tree);
  };
}
