/**
 * A path with a broken percent-escape (`/x%E0`, `/%`) makes Docusaurus's first `decodeURI` throw before the app
 * renders, leaving a page without JavaScript. Escaping its `%` signs first lets the router show the not-found page
 * (SPEC §8) like for any other unknown path. Runs as a client module, that is before that first decode.
 */
function isDecodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && !isDecodable(window.location.pathname)) {
  const {pathname, search, hash} = window.location;
  window.history.replaceState(window.history.state, '', pathname.replace(/%/g, '%25') + search + hash);
}

export {};
