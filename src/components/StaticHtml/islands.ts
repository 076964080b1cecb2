// The browser build's source of a page's island HTML (plugins/static-islands/island-loader.cjs). A page the
// browser was served already holds every island, each element marked `data-island="<page key>"`: the page's
// script takes the elements from the document and ships none of their HTML. A page reached inside the app
// (a link, the back button, a hover that preloads it) fetches its islands' HTML as one JSON file first.

/** An island's content: its HTML, or the served element that holds it. */
export type IslandContent = string | Element;

/** The letter the build writes for each island element (plugins/static-islands/island-loader.cjs). */
const tagLetter = (element: Element) => (element.localName === 'pre' ? 'r' : element.localName[0]);

/**
 * The page's served islands, in the page's order, if the document holds exactly those: as many as the page has,
 * each of the expected element (`tags`, a letter each). Otherwise (the page is not the one served) undefined.
 */
function servedIslands(key: string, tags: string): Element[] | undefined {
  const found = document.querySelectorAll(`[data-island="${key}"]`);
  if (found.length !== tags.length) return undefined;
  const elements = Array.from(found);
  return elements.every((element, index) => tagLetter(element) === tags[index]) ? elements : undefined;
}

/**
 * Called once per page module, as it is first evaluated: that happens before the app first renders for the
 * page the browser was served (its islands are in the document then), and only when it is preloaded or
 * opened for any other page (whose islands are not).
 */
export async function pageIslands(key: string, tags: string, url: string): Promise<(index: number) => IslandContent> {
  const served = typeof document === 'undefined' ? undefined : servedIslands(key, tags);
  if (served) return (index) => served[index]!;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The page's text (${url}) did not load: HTTP ${response.status}.`);
  const html = (await response.json()) as string[];
  return (index) => html[index]!;
}
