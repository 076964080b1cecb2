// A plain part of a docs page, compiled to HTML at build time by plugins/static-islands: React renders and
// hydrates one element instead of a node per word of markup. Its internal links behave as Docusaurus's Link:
// collected for the broken-link check, routed on the client, loaded on hover.
import React, {useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import type {IslandProps} from './islands';

/** `html` is the element's content, already escaped HTML; in the browser build, for the page the browser was
 * served, the served element that holds it instead (./islands.ts). */
interface Props extends IslandProps {
  /** The page's key, written into the served page (`data-island`) for the browser build to find its islands by. */
  island?: string;
  /** In-page anchors and internal paths inside, as Link would collect them: the server build's broken-link
   * check reads them. The browser build leaves them out (plugins/static-islands/island-loader.cjs). */
  links?: string[];
  /** Ids of links inside, which Link collects as anchors; the server build only, as `links`. */
  anchors?: string[];
}

/** Served islands React has taken over: rendering one again (the reader came back to the page) copies it. */
const adopted = new WeakSet<Element>();

/** The path of the client-routed link an event happened on, if any: in-page anchors stay with the browser, and
 * external links, the only ones an island gives a `target` (plugins/static-islands/rehype.ts), open in their
 * new tab. */
function routedPath(event: SyntheticEvent): string | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute('target')) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('#') ? undefined : href;
}

/** Whether an island holds a link the app routes or preloads (one to another page). Most hold none, or only
 * their heading's hash link, and get no handlers: Preact adds its listeners to each element (React listens once,
 * at the root), four per island on a page with hundreds of them. */
function holdsRoutedLink(html: string | Element): boolean {
  return typeof html === 'string' ? /<a\s[^>]*?href="(?!#)/.test(html) : html.querySelector('a[href]:not([href^="#"])') !== null;
}

export default function StaticHtml({tag: Tag, html, island, links, anchors, id, className, start}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  // A heading (it has an id) gets the class the theme's Heading gives it; its hash link is part of its HTML.
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (id !== undefined) {
    brokenLinks.collectAnchor(id);
    brokenLinks.collectLink(`#${id}`);
  }
  const history = useHistory();
  const ref = useRef<HTMLElement>(null);
  // Taking over a served element, React keeps what it holds and never reads this, so it is empty; the
  // element's own content is the island's. Fixed for the element's life: a change would make React rewrite it.
  const [inner] = useState(() => (typeof html === 'string' ? html : adopted.has(html) ? html.innerHTML : ''));
  const [routesLinks] = useState(() => holdsRoutedLink(html));
  useIsomorphicLayoutEffect(() => {
    if (typeof html === 'string' || adopted.has(html)) return;
    adopted.add(html);
    // React made a new element rather than taking over the served one: it does so for the whole page when the
    // served HTML does not match what it renders (a browser extension that edits pages, say).
    if (ref.current && ref.current !== html) ref.current.innerHTML = html.innerHTML;
  }, []);
  links?.forEach((link) => brokenLinks.collectLink(link));
  anchors?.forEach((anchor) => brokenLinks.collectAnchor(anchor));

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = routedPath(event);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  const preload = (event: SyntheticEvent) => {
    const path = routedPath(event);
    if (path) void window.docusaurus.preload(path);
  };
  return (
    <Tag
      ref={ref as React.Ref<never>}
      id={id}
      className={id === undefined ? className : `anchor ${anchorTargetClassName}`}
      start={start}
      data-island={island}
      dangerouslySetInnerHTML={{__html: inner}}
      {...(routesLinks && {onClick, onMouseOver: preload, onTouchStart: preload, onFocus: preload})}
    />
  );
}
