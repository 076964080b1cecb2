// A plain part of a docs page, compiled to HTML at build time by plugins/static-islands: React renders and
// hydrates one element instead of a node per word of markup. Its internal links behave as Docusaurus's Link:
// collected for the broken-link check, routed on the client, loaded on hover.
import React, {type MouseEvent, type ReactNode, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

type Tag = 'p' | 'ul' | 'ol' | 'li' | 'table' | 'blockquote' | 'details';

interface Props {
  tag: Tag;
  /** The element's content, already escaped HTML. */
  html: string;
  /** In-page anchors and internal paths inside, as Link would collect them. */
  links?: string[];
  className?: string;
  start?: number;
}

/** The path of the client-routed link an event happened on, if any: in-page anchors stay with the browser, and
 * external links (not in `links`) open in their new tab. */
function routedPath(event: SyntheticEvent, links: readonly string[]): string | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  return links.includes(href) && !href.startsWith('#') ? href : undefined;
}

export default function StaticHtml({tag: Tag, html, links, className, start}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  links?.forEach((link) => brokenLinks.collectLink(link));
  if (!links) return <Tag className={className} start={start} dangerouslySetInnerHTML={{__html: html}} />;

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = routedPath(event, links);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  const preload = (event: SyntheticEvent) => {
    const path = routedPath(event, links);
    if (path) void window.docusaurus.preload(path);
  };
  return (
    <Tag
      className={className}
      start={start}
      onClick={onClick}
      onMouseOver={preload}
      onTouchStart={preload}
      onFocus={preload}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
}
