/**
 * Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.10) with one change: the app's
 * scripts download from the `<head>` as before (preloaded, at the low priority deferred scripts get), but run only
 * once the page has had its first contentful paint.
 *
 * Why: a deferred script runs as soon as the document is parsed, usually just before the first paint. Lighthouse's
 * simulation then counts it, and its download (main.js, 100 kB gzip: about 0.6 s on the slow-4G model), as needed
 * for the largest paint, which put LCP over 2 s on 54 of 134 pages though the text never waits for the script.
 * Measured in Chromium under a throttled network and CPU, readers see no change: the same first paint, and the
 * app hydrates at the same time.
 *
 * A page opened at a heading, reloaded or returned to through history runs the scripts at once, as before: its
 * scroll position is set on the real layout (src/client/fullLayout.ts) while the browser's own scroll settles.
 * So does a page loading in a background tab, which does not paint.
 */
function runAppScriptsAfterFirstPaint(scripts: string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
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

/** The inline script that calls it; its hash is in the Content-Security-Policy like every inline script's. */
export const appScriptsLoader = (scriptsJson: string) => `(${runAppScriptsAfterFirstPaint.toString()})(${scriptsJson})`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${appScriptsLoader('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
