/**
 * Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.10) with the app's scripts preloaded
 * at the low priority deferred scripts get, instead of run from the `<head>`: plugins/app-scripts runs them after
 * the first contentful paint. Kept short, since Docusaurus ships the site config, this template included, in main.js.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((m) => { %><%~ m %><% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>" /><% }); %>
<% it.scripts.forEach((s) => { %><link rel="preload" href="<%= it.baseUrl %><%= s %>" as="script" fetchpriority="low" data-app-script /><% }); %>
</head><body <%~ it.bodyAttributes %>><%~ it.preBodyTags %><div id="__docusaurus"><%~ it.appHtml %></div><%~ it.postBodyTags %></body></html>`;
