import {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import SearchLauncher from '@site/src/components/SearchLauncher';
import styles from './styles.module.css';

export default function HomeHero({title, tagline}: {title: string; tagline: string}): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title} <span className={styles.tagline}>{tagline}</span>
        </Heading>
        <p className={styles.lead}>
          Guides and references for building on Bittensor: run subnets, mine and validate, stake into subnet
          pools, keep your keys safe, and script the chain with btcli and the Python SDK.
        </p>
        <div className={styles.search}>
          <SearchLauncher />
          <span className={styles.searchHint}>Search every page, or press / from anywhere on the site.</span>
        </div>
      </div>
    </header>
  );
}
