// Wrap, not eject: the stock search page, plus what it lacks: a meta description (search engines and
// link previews need one) and an error state when the index or search service cannot be reached
// (SPEC §8; the stock page would keep its spinner turning and throw an uncaught error).
import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import SearchPageError from '@site/src/components/SearchPageError';
import {onSearchPageFailure} from '@site/src/search/searchPage';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  // A new key mounts a new stock page, which searches again (and the client retries the download).
  const [attempt, setAttempt] = useState(0);
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  useEffect(() => onSearchPageFailure(() => setFailed(true)), []);
  return (
    <>
      <Head>
        <meta name="description" content="Search every page of the Bittensor developer documentation." />
      </Head>
      {failed ? (
        <SearchPageError
          query={query}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <SearchPage key={attempt} {...props} />
      )}
    </>
  );
}
