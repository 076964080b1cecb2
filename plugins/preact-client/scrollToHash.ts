import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus scrolls to the URL's hash in the layout effect that also fires `onRouteDidUpdate`. React has
 * rendered the new page by then; Preact renders the route's context consumers in later passes of the same
 * flush, so the target is not in the document yet. A microtask runs once that flush is over, before paint.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    queueMicrotask(() => {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    });
  },
};

export default clientModule;
