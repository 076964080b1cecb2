import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {preloadSearch} from '@site/src/search/embedded';

/** What the reader asked for before the search code arrived; replayed once it has. */
export type SearchRequestAction = {kind: 'prepare'} | {kind: 'open'} | {kind: 'type'; key: string};

/** Asks the navbar search (src/theme/SearchBar) to load and, if needed, open; works before and after it loaded. */
export const SEARCH_REQUEST_EVENT = 'docs-search-request';

/** A letter or digit typed with no modifier: DocSearch opens with it as the first character of the query. */
export function isTypedKey(event: {key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean}): boolean {
  return event.key.length === 1 && /[a-z0-9]/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function requestSearch(action: SearchRequestAction): void {
  window.dispatchEvent(new CustomEvent<SearchRequestAction>(SEARCH_REQUEST_EVENT, {detail: action}));
}

/** Null on the server and during hydration, so the served key hint is the one React hydrates. */
function useIsApple(): boolean | null {
  return useIsBrowser() ? /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) : null;
}

/**
 * The search button as readers first see it: the look and accessible name of DocSearch's button
 * (same class names, so the same styles), without DocSearch's code. Hover, focus or touch starts
 * loading the real search; a click or a typed key is passed on to it (SPEC §2.4, §4).
 */
export default function SearchLauncher({onRequest = requestSearch}: {onRequest?: (action: SearchRequestAction) => void}): ReactNode {
  const apple = useIsApple();
  const prepare = () => {
    preloadSearch();
    onRequest({kind: 'prepare'});
  };
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={apple ? 'Search (Command+K)' : 'Search (Ctrl+K)'}
      onMouseEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      // Opening on press, not on click: the real button may replace this one between press and release.
      onMouseDown={(event) => {
        if (event.button === 0) onRequest({kind: 'open'});
      }}
      onClick={(event) => {
        // A click with no pointer press behind it (Enter or Space on the focused button).
        if (event.detail === 0) onRequest({kind: 'open'});
      }}
      onKeyDown={(event) => {
        if (isTypedKey(event)) {
          event.preventDefault();
          onRequest({kind: 'type', key: event.key});
        }
      }}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.6" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">Search</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <kbd className="DocSearch-Button-Key">
              {apple ? (
                '⌘'
              ) : (
                <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
                  <path d="M4 8.5l3.5-3.5 3.5 3.5" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
