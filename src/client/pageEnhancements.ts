import type {ClientModule} from '@docusaurus/types';
import {afterFirstPaint} from './afterFirstPaint';
import {firstBlockInView} from './fullLayout';
import {isLaidOut} from './laidOut';
import {whenIdle} from './whenIdle';

const scrollRegionSelector = '.markdown table, .markdown .math-display';

/** Whether the browser can say that a block is skipped (content-visibility: auto, off-screen; custom.css). */
const seesSkippedBlocks = typeof document !== 'undefined' && 'checkVisibility' in document.documentElement;

/** Dispatched on `document` when a pass has measured every region it found (tests wait for it). */
const SCROLL_REGIONS_MEASURED = 'docs:scroll-regions-measured';

/** The width of a region's content. A skipped table is itself the skipped block, so its own scroll width counts
 * no content; a row's width makes the browser lay the table out to answer. */
function contentWidth(region: HTMLElement, skipped: boolean): number {
  const row = skipped && region.tagName === 'TABLE' ? region.querySelector('tr') : null;
  return row ? Math.round(row.getBoundingClientRect().width) : region.scrollWidth;
}

function overflows(region: HTMLElement, skipped = false): boolean {
  // Even a pixel of overflow scrolls, so it counts.
  return contentWidth(region, skipped) > region.clientWidth;
}

function markScrollRegion(region: HTMLElement): void {
  region.tabIndex = 0;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', region.tagName === 'TABLE' ? 'Table, scrolls sideways' : 'Formula, scrolls sideways');
}

/**
 * Runs `runBatch` over `items` in batches, one per idle moment of the browser, then calls `done`. Reading the
 * size of content the browser skips lays that content out, and every read after a change lays the page out
 * again, so each batch reads all it needs before it changes anything. A batch is sized to take 15–35 ms on
 * this device, so no task grows long (50 ms), on a slow phone too. `stillWanted` returning false ends the run early.
 */
function inIdleBatches<T>(
  items: readonly T[],
  runBatch: (batch: readonly T[]) => void,
  done: () => void,
  stillWanted: () => boolean = () => true,
): void {
  let next = 0;
  let size = 8;
  const step = (): void => {
    if (next === items.length || !stillWanted()) {
      done();
      return;
    }
    const batch = items.slice(next, next + size);
    next += batch.length;
    const start = performance.now();
    runBatch(batch);
    // Part of a batch's cost is fixed (the page's relayout), so the size doubles while a batch stays well under
    // the aim and halves once one passes it.
    const spent = performance.now() - start;
    if (spent < 15) size *= 2;
    else if (spent > 35) size = Math.max(1, Math.floor(size / 2));
    whenIdle(step);
  };
  whenIdle(step);
}

/**
 * Once the page is idle, the blocks skipped on its first load (custom.css) are laid out, a batch at a time, and
 * the page ends laid out whole (`data-full-layout`). Until then a skipped block holds an estimated height, and
 * its content spills past it for anything that reads the page's geometry (axe, and so Lighthouse's
 * accessibility audit, found list links overlapping that content and tables scrolling upright); the scroll bar
 * is estimated too. The first load keeps its gain: this work comes after it, in pieces too small to hold up a
 * tap or a scroll.
 */
function layOutSkippedBlocks(done: () => void): void {
  const root = document.querySelector('.theme-doc-markdown');
  const skipping = () => !document.documentElement.hasAttribute('data-full-layout');
  if (!root || !seesSkippedBlocks || !skipping()) {
    done();
    return;
  }
  const skipped = Array.from(root.children).filter(
    (block): block is HTMLElement => block instanceof HTMLElement && getComputedStyle(block).contentVisibility === 'auto',
  );
  // Whole pixels are scrolled and the rest carried over: the browser rounds each scroll, which would add up.
  let unscrolled = 0;
  inIdleBatches(
    skipped,
    (batch) => {
      // A block above the window that changes height would move the text being read (a reader who jumped ahead
      // passed it unshown, and the browser's scroll anchoring does not follow skipped blocks): the window follows.
      const reading = window.scrollY > 0 ? firstBlockInView(root.children) : undefined;
      const before = reading?.getBoundingClientRect().top ?? 0;
      for (const block of batch) block.dataset.laidOut = '';
      // Read here, the batch is laid out inside this timed task rather than at the next frame.
      const after = (reading ?? batch.at(-1)!).getBoundingClientRect().top;
      if (!reading) return;
      unscrolled += after - before;
      const shift = Math.round(unscrolled);
      if (shift !== 0) window.scrollBy({top: shift, behavior: 'instant'});
      unscrolled -= shift;
    },
    () => {
      document.documentElement.setAttribute('data-full-layout', '');
      done();
    },
    skipping,
  );
}

/**
 * Wide tables and display maths scroll sideways; a keyboard user can only scroll a region that takes
 * focus (WCAG 2.1.1), so the ones that overflow get a tab stop and a name. Reading the width of content the
 * browser is not laying out makes it lay that content out for each read (seconds on the SDK reference), so:
 * regions inside a closed `<details>` are measured when it opens, and regions in a block skipped while
 * off-screen in idle moments.
 */
function focusableScrollRegions(root: Element | Document = document): void {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(scrollRegionSelector)).filter(
    (region) => !region.hasAttribute('tabindex') && !region.closest('details:not([open])'),
  );
  // A skipped block is itself visible, its content is not: a table that is the block is asked through its child.
  const isSkipped = (region: HTMLElement) => !isLaidOut(region.firstElementChild ?? region);
  // All widths are read before any attribute is written, so the page is laid out once.
  candidates.filter((region) => !isSkipped(region) && overflows(region)).forEach(markScrollRegion);
  inIdleBatches(
    candidates.filter(isSkipped),
    (batch) => {
      const unmarked = batch.filter((region) => !region.hasAttribute('tabindex'));
      unmarked.filter((region) => overflows(region, isSkipped(region))).forEach(markScrollRegion);
    },
    () => document.dispatchEvent(new Event(SCROLL_REGIONS_MEASURED)),
  );
}

if (typeof document !== 'undefined') {
  // `toggle` does not bubble; it is seen here in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open) whenIdle(() => focusableScrollRegions(details));
    },
    true,
  );
}

let mathFont: Promise<void> | undefined;

/**
 * The maths font's stylesheet (src/css/math) is fetched only once a page with formulas is shown, and never
 * blocks its first paint; until the font is in, the browser sets the MathML in its own maths font.
 * Resolves when the font has loaded, since formula widths change then.
 */
function loadMathFont(): Promise<void> | undefined {
  if (mathFont || !document.querySelector('.markdown math')) return mathFont;
  mathFont = import('../css/math/math-font.css').then(
    async () => {
      document.documentElement.dataset.mathFont = 'ready';
      // A font that fails to load leaves the browser's maths font in place; nothing to report twice.
      await document.fonts?.load('1em "STIX Two Math subset"').catch(() => undefined);
    },
    (error: unknown) => {
      // The browser's own maths font stays; the next page with maths tries again.
      mathFont = undefined;
      console.warn('[maths] The maths font could not be loaded; formulas stay in the browser\'s maths font.', error);
    },
  );
  return mathFont;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    // Measured when the browser is idle: by then the page has been laid out for its own first frames, and
    // reading sizes costs nothing more (in a frame callback it forced that layout early, inside a long task).
    // Skipped blocks are laid out first: a table's width is then read from its layout, and the tables of a long
    // page are measured at once instead of one by one.
    const blocksLaidOut = new Promise<void>((resolve) => whenIdle(() => layOutSkippedBlocks(resolve)));
    void blocksLaidOut.then(() => focusableScrollRegions());
    // Requested only after the first paint, so neither it nor the font can be on the first paint's path.
    // Formula widths change once the font is in, so overflow is measured again then.
    afterFirstPaint(() => void loadMathFont()?.then(() => blocksLaidOut).then(() => whenIdle(() => focusableScrollRegions())));
  },
};

export default clientModule;
