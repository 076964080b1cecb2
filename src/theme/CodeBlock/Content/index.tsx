import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import StaticHtml from '@site/src/components/StaticHtml';
import {HighlightedHtmlContext} from './highlightContext';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Unhighlighted lines in the theme's markup, for blocks that did not come through MDX. */
function plainLines(code: string): string {
  return code
    .split(/\r?\n/)
    .map((line) => `<div class="token-line"><span class="token plain">${escapeHtml(line)}</span><br></div>`)
    .join('');
}

/**
 * Replaces theme-classic's CodeBlock/Content, which runs Prism in the browser during hydration: the lines
 * arrive highlighted from the build (plugins/static-highlight) and are set as HTML, so React neither
 * tokenises nor builds a node per token. Same markup and classes as the theme's, and a `data-island` mark on
 * the lines of a page's own blocks.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const highlighted = useContext(HighlightedHtmlContext);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // The build refuses blocks with numbered or highlighted lines, so this only guards direct CodeBlock use.
  const perLineMarkup = lineNumbersStart !== undefined || Object.keys(lineClassNames).length > 0;
  const lines = highlighted !== undefined && !perLineMarkup ? highlighted : {html: plainLines(code)};
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      {/* An island (StaticHtml): the browser build takes over the served lines or reads them from the page's file. */}
      <StaticHtml tag="code" html={lines.html} island={lines.island} className={styles.codeBlockLines} />
    </pre>
  );
}
