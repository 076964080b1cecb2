import {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  query: string;
  onRetry: () => void;
}

/** The /search page when the search index or service cannot be reached (SPEC §8 wording, as in the modal). */
export default function SearchPageError({query, onRetry}: Props): ReactNode {
  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search the documentation'}>
      <div className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for "${query}"` : 'Search the documentation'}</Heading>
        <div className={styles.error} role="alert">
          <p className={styles.title}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        </div>
      </div>
    </Layout>
  );
}
