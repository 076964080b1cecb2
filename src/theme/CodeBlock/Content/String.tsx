import React, {type ReactNode} from 'react';
import StringContent from '@theme-original/CodeBlock/Content/String';
import type StringContentType from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';
import {HighlightedHtmlContext} from './highlightContext';

type Props = WrapperProps<typeof StringContentType> & {'data-highlighted'?: string};

/** Hands the build-time highlighted lines that MDX passes as a prop down to CodeBlock/Content. */
export default function StringContentWrapper(props: Props): ReactNode {
  return (
    <HighlightedHtmlContext.Provider value={props['data-highlighted']}>
      <StringContent {...props} />
    </HighlightedHtmlContext.Provider>
  );
}
