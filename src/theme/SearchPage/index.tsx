// Wrap, not eject: the stock search page has no meta description; search engines and link previews need one.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search every page of the Bittensor developer documentation." />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
