import {useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const buttonText: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/**
 * "Copy page" (the page's Markdown twin to the clipboard) and "View as Markdown" (opens the twin), beside the
 * title. The copying code is a separate chunk fetched on the first click, so the first load stays as it was.
 */
export default function PageActions({twinUrl}: {twinUrl: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('copying');
    try {
      const {copyTwin} = await import('./copyTwin');
      await copyTwin(twinUrl);
      setState('copied');
    } catch (error) {
      console.warn(error);
      setState('failed');
    }
  };

  return (
    <div className={styles.actions} role="group" aria-label="Page actions">
      <button type="button" className={styles.action} onClick={copy} disabled={state === 'copying'} aria-label={state === 'idle' ? 'Copy page as Markdown' : undefined}>
        {buttonText[state]}
      </button>
      <a className={styles.action} href={twinUrl} target="_blank" rel="noopener" aria-label="View as Markdown (opens in a new tab)">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {state === 'copied' ? 'Page copied to the clipboard as Markdown' : state === 'failed' ? 'Could not copy the page' : ''}
      </span>
    </div>
  );
}
