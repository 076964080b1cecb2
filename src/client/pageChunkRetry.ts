import routes from '@generated/routes';

type RouteConfig = (typeof routes)[number];

// `window.docusaurusRoot` (typed by @docusaurus/core) is set by Docusaurus's client entry when it first renders the app.

/**
 * SPEC §4 and §8: a page chunk that fails to load shows an error text and a Retry button. On the first page
 * load Docusaurus renders only once every chunk of the route has loaded, so one failed request left the page
 * without JavaScript at all (no search, no menu, no colour toggle). Until that first render, a failed preload
 * is let through: the app renders, and the stock loading screen shows the error and a Retry that loads the
 * chunk again. After it, failures still reject, so a failed route change reloads the page (SPEC §2.5).
 */
function letInitialPreloadFail(routeList: readonly RouteConfig[]): void {
  for (const route of routeList) {
    const component = route.component as unknown as {preload?: () => Promise<unknown>} | undefined;
    const preload = component?.preload;
    if (component && preload) {
      component.preload = () =>
        preload().catch((error: unknown) => {
          if (window.docusaurusRoot) throw error;
          console.warn('A page chunk failed to load; the page offers to retry.', error);
          return undefined;
        });
    }
    if (route.routes) letInitialPreloadFail(route.routes as RouteConfig[]);
  }
}

if (typeof window !== 'undefined') letInitialPreloadFail(routes);

export {};
