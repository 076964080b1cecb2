import type {ClientModule} from '@docusaurus/types';

/**
 * custom.css skips laying out a long page's off-screen text blocks on its first load, giving each an estimated
 * height until it is shown; pageEnhancements.ts lays them out once the page is idle. Any scroll to a place other
 * than the top must be measured on the real layout, so: after a navigation in the app (to a search hit's
 * heading, say) the skipping ends for the rest of the visit; and a reload or a return through history, whose
 * scroll position the browser saved on the estimated layout, comes back to the block the reader was reading,
 * not to the same number of pixels.
 */
function layOutWholePages(): void {
  document.documentElement.setAttribute('data-full-layout', '');
}

/** Per address, so the page left next does not overwrite it. */
const positionKey = (url: string) => `docs-reading-position:${url}`;

interface ReadingPosition {
  url: string;
  /** Index of the first text block still in view, and its distance from the top of the window. */
  block: number;
  top: number;
}

const textBlocks = (): HTMLCollection | undefined => document.querySelector('.theme-doc-markdown')?.children;

/** The first of a page's text blocks whose bottom is below the top of the window (blocks are in page order). */
export function firstBlockInView(blocks: HTMLCollection): Element | undefined {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (blocks[middle]!.getBoundingClientRect().bottom > 0) high = middle;
    else low = middle + 1;
  }
  return blocks[low];
}

/** The first text block still in view and where it is, if the page is scrolled and the browser skips blocks. */
function currentReadingPosition(): ReadingPosition | undefined {
  const blocks = textBlocks();
  if (!blocks?.length || window.scrollY === 0 || document.documentElement.hasAttribute('data-full-layout')) return undefined;
  const block = firstBlockInView(blocks)!;
  return {url: location.href, block: Array.prototype.indexOf.call(blocks, block), top: block.getBoundingClientRect().top};
}

function saveReadingPosition(): void {
  const position = currentReadingPosition();
  try {
    if (position) sessionStorage.setItem(positionKey(location.href), JSON.stringify(position));
    else sessionStorage.removeItem(positionKey(location.href));
  } catch {
    // Without storage the browser's own restoration stands.
  }
}

function readReadingPosition(): ReadingPosition | undefined {
  try {
    const saved = sessionStorage.getItem(positionKey(location.href));
    sessionStorage.removeItem(positionKey(location.href));
    const position = saved ? (JSON.parse(saved) as Partial<ReadingPosition>) : undefined;
    return position?.url === location.href && Number.isInteger(position.block) && typeof position.top === 'number'
      ? (position as ReadingPosition)
      : undefined;
  } catch {
    return undefined;
  }
}

function restoreReadingPosition(position: ReadingPosition): void {
  const block = textBlocks()?.[position.block];
  if (block) window.scrollBy(0, block.getBoundingClientRect().top - position.top);
}

if (typeof window !== 'undefined') {
  // Opened at a heading: the browser scrolls to it again at the next layout, now the real one.
  if (location.hash) layOutWholePages();
  // A link to a heading on this page: laid out in full before the browser scrolls to it.
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="#"]')) layOutWholePages();
    },
    true,
  );
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== 'navigate') {
    layOutWholePages();
    const position = readReadingPosition();
    if (position) {
      // After the browser's own restoration, which happens by the load event.
      const restore = () => requestAnimationFrame(() => restoreReadingPosition(position));
      if (document.readyState === 'complete') restore();
      else window.addEventListener('load', restore, {once: true});
    }
  }
  window.addEventListener('pagehide', saveReadingPosition);
}

/** Reading positions of pages left through the app, by history entry, for a return to them (back or forward). */
const positionsInApp = new Map<string, ReadingPosition>();
const entryKey = (location: {key?: string; pathname: string; search: string}) =>
  // The entry the visit started on has no key of its own.
  location.key ?? `first:${location.pathname}${location.search}`;

const clientModule: ClientModule = {
  // When a navigation starts, before the next page renders: its scroll (to the top or to a heading) uses the
  // real layout. The browser has saved the page being left at a position on the estimated layout; where the
  // reader was is kept to be restored if they come back to it.
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (previousLocation.pathname !== location.pathname) {
      const position = currentReadingPosition();
      if (position) positionsInApp.set(entryKey(previousLocation), position);
    }
    layOutWholePages();
  },
  onRouteDidUpdate({location}) {
    const position = positionsInApp.get(entryKey(location));
    if (!position) return;
    positionsInApp.delete(entryKey(location));
    // After the browser's and the router's own scroll for the return.
    requestAnimationFrame(() => requestAnimationFrame(() => restoreReadingPosition(position)));
  },
};

export default clientModule;
