// Wrap, not eject: the stock DocSearch search bar, with the embedded client plugged in through the
// props DocSearch already has (they override themeConfig.algolia). The stock bar, and with it all of
// DocSearch's code, loads on first hover, focus or touch of the search button, not with the page (SPEC §4).
import {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {flushSync} from 'react-dom';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl} from '@site/config/search';
import SearchLauncher, {isTypedKey, SEARCH_REQUEST_EVENT, type SearchRequestAction} from '@site/src/components/SearchLauncher';
import {useEmbeddedClient} from '@site/src/search/embedded';

type Props = WrapperProps<typeof SearchBarType>;
type StockSearchBarType = ComponentType<Record<string, unknown>>;

declare global {
  interface Window {
    aa?: unknown;
    AlgoliaAnalyticsObject?: string;
  }
}

/**
 * Hosted mode sends click events through Algolia's insights client. DocSearch would inject it from a CDN unless
 * `window.aa` exists, so it is bundled and set here: no third-party script, and the CSP needs no CDN.
 */
async function installInsightsClient(): Promise<void> {
  if (window.aa) return;
  const {default: insightsClient} = await import('search-insights');
  window.AlgoliaAnalyticsObject = 'aa';
  window.aa ??= insightsClient;
}

let stockSearchBar: Promise<StockSearchBarType> | null = null;
function loadStockSearchBar(hosted: boolean): Promise<StockSearchBarType> {
  stockSearchBar ??= Promise.all([import('@theme-original/SearchBar'), hosted ? installInsightsClient() : null]).then(
    ([module]) => module.default as StockSearchBarType,
  );
  stockSearchBar.catch(() => {
    stockSearchBar = null;
  });
  return stockSearchBar;
}

// Module-level, hence stable: DocSearch rebuilds its client whenever these change.
const getMissingResultsUrl = ({query}: {query: string}): string => missingResultsUrl(query);
const embeddedProps = {transformSearchClient: useEmbeddedClient, insights: false, getMissingResultsUrl};
const hostedProps = {getMissingResultsUrl};

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)));
}

/** Replays on the real DocSearch button what the reader did to the stand-in. */
function replay(container: HTMLElement, action: SearchRequestAction): void {
  const button = container.querySelector<HTMLButtonElement>('.DocSearch-Button');
  if (!button || action.kind === 'prepare') return;
  if (action.kind === 'open') {
    button.click();
    return;
  }
  // DocSearch opens with the key as its first query when the key reaches its focused button.
  button.focus();
  const keyCode = action.key.toUpperCase().charCodeAt(0);
  window.dispatchEvent(new KeyboardEvent('keydown', {key: action.key, keyCode, which: keyCode, bubbles: true} as KeyboardEventInit));
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const hosted = siteConfig.customFields?.searchMode !== 'embedded';
  const searchProps = hosted ? hostedProps : embeddedProps;
  const container = useRef<HTMLDivElement>(null);
  const [StockSearchBar, setStockSearchBar] = useState<StockSearchBarType | null>(null);
  const pending = useRef<SearchRequestAction | null>(null);
  // Whether the stand-in had keyboard focus, so the real button takes it over.
  const focusAfterLoad = useRef(false);
  const heldKeys = useRef<(() => void) | null>(null);
  const ready = StockSearchBar !== null;

  useEffect(() => {
    const handle = (action: SearchRequestAction) => {
      if (ready && container.current) {
        replay(container.current, action);
        return;
      }
      if (action.kind !== 'prepare') pending.current = action;
      if (container.current?.contains(document.activeElement)) focusAfterLoad.current = true;
      loadStockSearchBar(hosted)
        // Synchronously, effects included: otherwise a key pressed between the commit that removes the focused
        // stand-in and the effects that focus the real button and bind DocSearch's keys would be lost.
        .then((component) => flushSync(() => setStockSearchBar(() => component)))
        .catch(() => {});
    };
    const onRequest = (event: Event) => handle((event as CustomEvent<SearchRequestAction>).detail);
    // Until DocSearch's own keyboard handling is there, its shortcuts load it: Ctrl/Cmd+K and '/'.
    const onKeyDown = (event: KeyboardEvent) => {
      if (ready) return;
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !isEditing(event.target))) {
        event.preventDefault();
        handle({kind: 'open'});
      }
    };
    window.addEventListener(SEARCH_REQUEST_EVENT, onRequest);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(SEARCH_REQUEST_EVENT, onRequest);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [ready, hosted]);

  // As the real button replaces the stand-in (layout effect: in the same task as the swap), it takes the focus,
  // and a key typed on it before DocSearch binds its own keys (in its effects, which Preact runs after the next
  // paint) is held for the replay below.
  useLayoutEffect(() => {
    if (!ready || !container.current) return;
    if (focusAfterLoad.current) container.current.querySelector<HTMLButtonElement>('.DocSearch-Button')?.focus();
    const holdKey = (event: KeyboardEvent) => {
      if (pending.current || !isTypedKey(event) || !container.current?.contains(document.activeElement)) return;
      event.preventDefault();
      pending.current = {kind: 'type', key: event.key};
    };
    window.addEventListener('keydown', holdKey);
    heldKeys.current = () => window.removeEventListener('keydown', holdKey);
  }, [ready]);

  // DocSearch's effects (a child's) have run by now: it answers keys itself.
  useEffect(() => {
    if (!ready || !container.current) return;
    heldKeys.current?.();
    heldKeys.current = null;
    const action = pending.current;
    pending.current = null;
    if (action) replay(container.current, action);
  }, [ready]);

  // `display: contents` keeps the navbar layout exactly as with the stock bar.
  return (
    <div ref={container} style={{display: 'contents'}}>
      {/* In the built HTML, so the browser never restyles the page for it: custom.css drops the Algolia
          attribution by it when no Algolia service answers. */}
      <Head>
        <html data-search-mode={hosted ? 'hosted' : 'embedded'} />
      </Head>
      {StockSearchBar ? <StockSearchBar {...searchProps} {...props} /> : <SearchLauncher />}
    </div>
  );
}
