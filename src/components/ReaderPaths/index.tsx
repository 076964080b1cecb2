import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ReaderPath} from '@site/src/data/readerPaths';
import styles from './styles.module.css';

export default function ReaderPaths({paths}: {paths: readonly ReaderPath[]}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="reader-paths-heading">
      <Heading as="h2" id="reader-paths-heading" className={styles.heading}>
        Start where you are
      </Heading>
      <ul className={styles.grid}>
        {paths.map((path) => (
          <li key={path.audience} className={styles.card}>
            <Heading as="h3" className={styles.audience}>
              {path.audience}
            </Heading>
            <p className={styles.summary}>{path.summary}</p>
            <ul className={styles.links}>
              {path.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
