import type {ClientModule} from '@docusaurus/types';
import {afterFirstPaint} from './afterFirstPaint';
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
  return row ? row.getBoundingClientRect().width : region.scrollWidth;
}

function markOverflowing(regions: readonly HTMLElement[], skipped = false): void {
  // All widths are read before any attribute is written, so the page is laid out once.
  const overflowing = regions.filter((region) => contentWidth(region, skipped) > region.clientWidth + 1);
  for (const region of overflowing) {
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', region.tagName === 'TABLE' ? 'Table, scrolls sideways' : 'Formula, scrolls sideways');
  }
}

/**
 * Wide tables and display maths scroll sideways; a keyboard user can only scroll a region that takes
 * focus (WCAG 2.1.1), so the ones that overflow get a tab stop and a name. Reading the width of content the
 * browser is not laying out makes it lay that content out for each read (seconds on the SDK reference), so:
 * regions inside a closed `<details>` are measured when it opens, and regions in a block skipped while
 * off-screen each in an idle moment of their own, one table's layout at a time.
 */
function focusableScrollRegions(root: Element | Document = document): void {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(scrollRegionSelector)).filter(
    (region) => !region.hasAttribute('tabindex') && !region.closest('details:not([open])'),
  );
  // A skipped block is itself visible, its content is not: a table that is the block is asked through its child.
  const isSkipped = (region: HTMLElement) =>
    seesSkippedBlocks && !(region.firstElementChild ?? region).checkVisibility({contentVisibilityAuto: true});
  markOverflowing(candidates.filter((region) => !isSkipped(region)));
  const skipped = candidates.filter(isSkipped);
  const measureFrom = (index: number): void => {
    if (index === skipped.length) {
      document.dispatchEvent(new Event(SCROLL_REGIONS_MEASURED));
      return;
    }
    whenIdle(() => {
      if (!skipped[index]!.hasAttribute('tabindex')) markOverflowing([skipped[index]!], isSkipped(skipped[index]!));
      measureFrom(index + 1);
    });
  };
  measureFrom(0);
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
    // reading widths costs nothing more (in a frame callback it forced that layout early, inside a long task).
    whenIdle(() => focusableScrollRegions());
    // Requested only after the first paint, so neither it nor the font can be on the first paint's path.
    // Formula widths change once the font is in, so overflow is measured again then.
    afterFirstPaint(() => void loadMathFont()?.then(() => whenIdle(() => focusableScrollRegions())));
  },
};

export default clientModule;
