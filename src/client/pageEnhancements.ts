import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

/**
 * Wide tables and display maths scroll sideways; a keyboard user can only scroll a region that takes
 * focus (WCAG 2.1.1), so the ones that overflow get a tab stop and a name. Regions inside a closed
 * `<details>` are measured when it opens: measuring content the browser skips makes it lay that content
 * out for each read (seconds on the SDK reference, where every parameter table is collapsed).
 */
function focusableScrollRegions(root: ParentNode = document): void {
  const regions = Array.from(root.querySelectorAll<HTMLElement>('.markdown table, .markdown .katex-display')).filter(
    (region) => !region.hasAttribute('tabindex') && !region.closest('details:not([open])'),
  );
  // All widths are read before any attribute is written, so the page is laid out once.
  const overflowing = regions.filter((region) => region.scrollWidth > region.clientWidth + 1);
  for (const region of overflowing) {
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', region.tagName === 'TABLE' ? 'Table, scrolls sideways' : 'Formula, scrolls sideways');
  }
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

let mathStyles: Promise<void> | undefined;

/**
 * KaTeX's stylesheet and fonts are fetched only once a page with maths is shown, and never block its first
 * paint; `<html data-katex-styles="ready">` then swaps the browser's MathML rendering for KaTeX's (custom.css).
 */
function loadMathStyles(): Promise<void> | undefined {
  if (mathStyles || !document.querySelector('.katex')) return mathStyles;
  mathStyles = import('katex/dist/katex.min.css').then(
    () => {
      document.documentElement.dataset.katexStyles = 'ready';
    },
    (error: unknown) => {
      // The MathML rendering stays; the next page with maths tries again.
      mathStyles = undefined;
      console.warn('[maths] KaTeX styles could not be loaded; formulas stay in the browser rendering.', error);
    },
  );
  return mathStyles;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (typeof window === 'undefined') return;
    // Measured when the browser is idle: by then the page has been laid out for its own first frames, and
    // reading widths costs nothing more (in a frame callback it forced that layout early, inside a long task).
    whenIdle(() => focusableScrollRegions());
    // Formula widths change once KaTeX's styles apply, so overflow is measured again then.
    void loadMathStyles()?.then(() => whenIdle(() => focusableScrollRegions()));
  },
};

export default clientModule;
