import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

const scrollRegionSelector = '.markdown table, .markdown .math-display';
/** Dispatched on `document` after each pass over the page (the accessibility tests wait for it). */
const SCROLL_REGIONS_MEASURED = 'docs:scroll-regions-measured';

/**
 * Wide tables and display maths scroll sideways; a keyboard user can only scroll a region that takes focus
 * (WCAG 2.1.1), so the ones that overflow get a tab stop and a name. All widths are read before any attribute is
 * written, so the page is laid out once.
 */
function markScrollRegions(root: ParentNode = document): void {
  const overflowing = Array.from(root.querySelectorAll<HTMLElement>(scrollRegionSelector)).filter(
    (region) => !region.hasAttribute('tabindex') && !region.closest('details:not([open])') && region.scrollWidth > region.clientWidth,
  );
  for (const region of overflowing) {
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', region.tagName === 'TABLE' ? 'Table, scrolls sideways' : 'Formula, scrolls sideways');
  }
}

let mathFont: Promise<void> | undefined;

/**
 * The maths font's stylesheet (src/css/math) is fetched only on a page with formulas; until it is in, the
 * browser sets the MathML in its own maths font. Resolves once the font has loaded, since formula widths change.
 */
function loadMathFont(): Promise<void> | undefined {
  if (mathFont || !document.querySelector('.markdown math')) return mathFont;
  mathFont = import('../css/math/math-font.css').then(
    async () => {
      document.documentElement.dataset.mathFont = 'ready';
      await document.fonts?.load('1em "STIX Two Math subset"').catch(() => undefined);
    },
    (error: unknown) => {
      // The browser's own maths font stays; the next page with maths tries again.
      mathFont = undefined;
      console.warn("[maths] The maths font could not be loaded; formulas stay in the browser's maths font.", error);
    },
  );
  return mathFont;
}

if (typeof document !== 'undefined') {
  // `toggle` does not bubble; it is seen here in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.open) markScrollRegions(event.target);
    },
    true,
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    const pass = () => {
      markScrollRegions();
      document.dispatchEvent(new Event(SCROLL_REGIONS_MEASURED));
    };
    whenIdle(() => {
      pass();
      // Formula widths change once the font is in, so overflow is measured again then.
      void loadMathFont()?.then(pass);
    });
  },
};

export default clientModule;
