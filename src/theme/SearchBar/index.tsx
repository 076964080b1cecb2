// Wrap, not eject: the stock DocSearch search bar, with the embedded client plugged in through the
// props DocSearch already has (they override themeConfig.algolia).
import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl} from '@site/config/search';
import {preloadSearch, useEmbeddedClient} from '@site/src/search/embedded';

type Props = WrapperProps<typeof SearchBarType>;

// Module-level, hence stable: DocSearch rebuilds its client whenever these change.
const getMissingResultsUrl = ({query}: {query: string}): string => missingResultsUrl(query);
const embeddedProps = {transformSearchClient: useEmbeddedClient, insights: false, getMissingResultsUrl};
const hostedProps = {getMissingResultsUrl};

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode !== 'embedded') {
    return <SearchBar {...hostedProps} {...props} />;
  }
  // The button already loads the modal code on hover, focus and touch; these (bubbling) handlers
  // start the index download at the same moments. `display: contents` keeps the navbar layout.
  return (
    <div style={{display: 'contents'}} onMouseOver={preloadSearch} onFocus={preloadSearch} onTouchStart={preloadSearch}>
      <SearchBar {...embeddedProps} {...props} />
    </div>
  );
}
