import {useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {playgroundCommand, playgroundSandbox} from '@site/config/playground';
import styles from './styles.module.css';

type Status = 'off' | 'loading' | 'ready' | 'unreachable';

interface CodapiGlobal {
  settings?: {url?: string};
}

/**
 * Wraps one ```bash block of btcli commands and, when the site is built with a sandbox URL, adds Codapi's
 * Run/Edit toolbar under it. The widget's code is loaded from this site only when the page needs it.
 */
export default function BtcliPlayground({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const url = (siteConfig.customFields?.playgroundUrl as string | null | undefined) ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(url ? 'loading' : 'off');

  useEffect(() => {
    if (!url || !container.current) return undefined;
    const host = container.current;
    let snippet: HTMLElement | undefined;
    let cancelled = false;
    const onError = () => setStatus('unreachable');
    (async () => {
      const global = window as unknown as {codapi?: CodapiGlobal};
      global.codapi = {...global.codapi, settings: {...global.codapi?.settings, url}};
      await import('@antonz/codapi/dist/snippet.mjs');
      if (cancelled) return;
      snippet = document.createElement('codapi-snippet');
      snippet.setAttribute('sandbox', playgroundSandbox);
      snippet.setAttribute('command', playgroundCommand);
      snippet.setAttribute('editor', 'basic');
      snippet.addEventListener('error', onError);
      host.appendChild(snippet);
      setStatus('ready');
    })().catch(() => setStatus('unreachable'));
    return () => {
      cancelled = true;
      snippet?.removeEventListener('error', onError);
      snippet?.remove();
    };
  }, [url]);

  return (
    <div className={styles.playground} ref={container} data-playground={status}>
      {children}
      {status === 'off' && (
        <p className={styles.note}>
          Live runs are off on this copy of the site (no sandbox is configured). Run the commands in your own terminal
          instead.
        </p>
      )}
      {status === 'unreachable' && (
        <p className={styles.error} role="alert">
          The btcli sandbox could not be reached. Nothing was run; the commands above are unchanged, and you can run
          them in your own terminal.
        </p>
      )}
    </div>
  );
}
