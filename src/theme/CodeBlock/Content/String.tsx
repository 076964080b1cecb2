// Ejected from theme-classic 3.10 (a dozen lines): the same component, with the word-wrap hook measuring in
// idle time (./wordWrap.ts) and the build-time highlighted lines that MDX passes as a prop, with their island
// mark, handed down to CodeBlock/Content.
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as StringProps} from '@theme/CodeBlock/Content/String';
import type {IslandContent} from '@site/src/components/StaticHtml/islands';
import {HighlightedHtmlContext} from './highlightContext';
import {useIdleCodeWordWrap} from './wordWrap';

type Props = StringProps & {'data-highlighted'?: IslandContent; 'data-island'?: string};

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useIdleCodeWordWrap();
  const html = props['data-highlighted'];
  return (
    <HighlightedHtmlContext.Provider value={html === undefined ? undefined : {html, island: props['data-island']}}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </HighlightedHtmlContext.Provider>
  );
}
