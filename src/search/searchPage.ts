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

/** Wraps a client so that every request that asks for hits asks for SEARCH_PAGE_SIZE of them. */
export function withSearchPageSize<T extends MultiSearchClient>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'search') return Reflect.get(target, property, receiver);
      return (input: unknown) => {
        if (Array.isArray(input)) return target.search(input.map((r: Request) => resize(r)));
        const requests = (input as {requests: Request[]}).requests;
        return target.search({...(input as object), requests: requests.map(resize)});
      };
    },
  });
}
