/** SPEC §9: the search page shows 20 hits per page (the stock page asks for 15). */
export const SEARCH_PAGE_SIZE = 20;

interface MultiSearchClient {
  search(input: unknown): Promise<unknown>;
}

type Request = {params?: Record<string, unknown> | string; hitsPerPage?: unknown};

function resize(request: Request): Request {
  if (request.params && typeof request.params === 'object') {
    const hits = Number(request.params.hitsPerPage ?? SEARCH_PAGE_SIZE);
    return hits > 0 ? {...request, params: {...request.params, hitsPerPage: SEARCH_PAGE_SIZE}} : request;
  }
  const hits = Number(request.hitsPerPage ?? SEARCH_PAGE_SIZE);
  return hits > 0 ? {...request, hitsPerPage: SEARCH_PAGE_SIZE} : request;
}

type FailureListener = (error: unknown) => void;
const failureListeners = new Set<FailureListener>();

/**
 * Lets the /search page wrapper (src/theme/SearchPage) show an error state. The stock page's
 * algoliasearch-helper has no 'error' listener, so a rejected search would be thrown as an uncaught
 * error and leave the spinner turning; while a listener is registered, a failed search is reported to
 * it instead and the helper's request is left pending (the wrapper replaces the page's content).
 */
export function onSearchPageFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function reportFailure(error: unknown): Promise<never> {
  if (failureListeners.size === 0) return Promise.reject(error);
  for (const listener of failureListeners) listener(error);
  return new Promise<never>(() => {});
}

/**
 * Wraps the /search page's client: every request that asks for hits asks for SEARCH_PAGE_SIZE of them,
 * and failures go to `onSearchPageFailure` listeners.
 */
export function withSearchPageSize<T extends MultiSearchClient>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'search') return Reflect.get(target, property, receiver);
      return (input: unknown) => {
        const resized = Array.isArray(input)
          ? input.map((r: Request) => resize(r))
          : {...(input as object), requests: (input as {requests: Request[]}).requests.map(resize)};
        return target.search(resized).catch(reportFailure);
      };
    },
  });
}
