// The browser's stand-in for react-helmet-async (plugins/lean-libs). The server build keeps the library: it
// writes each page's head into the HTML, every tag marked `data-rh`. In the browser a head only changes when
// the app opens another page, so this keeps the library's rules for which tag wins and drops the rest of it
// (prop types, deep comparison, the server API): about 5 kB gzip off main.js.

import {Children, Fragment, isValidElement, useLayoutEffect, useState, type ReactNode} from 'react';

export type HeadTagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';
const tagTypes: readonly HeadTagType[] = ['base', 'link', 'meta', 'noscript', 'script', 'style'];

export interface HeadTag {
  type: HeadTagType;
  /** HTML attribute names, in the order the element's props gave them. */
  attributes: Record<string, string>;
  /** The text inside a script, style or noscript element. */
  content?: string;
}

/** What one `<Head>` asks for, or what the whole app does once every `<Head>` is merged. */
export interface HeadParts {
  title?: string;
  html: Record<string, string>;
  body: Record<string, string>;
  tags: HeadTag[];
}

/** React prop names whose HTML attribute is spelt otherwise (the library's own list). */
const htmlNames: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/**
 * The attributes that identify a tag: a later `<Head>` replaces an earlier one's tag with the same value of
 * its identifying attribute. The last of them in the tag's own attribute order counts, as in the library.
 */
const identifying: Record<HeadTagType, readonly string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['content'],
  script: ['src', 'content'],
  style: ['content'],
};

const textOf = (children: ReactNode): string => Children.toArray(children).join('');

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) continue;
    attributes[htmlNames[name] ?? name] = String(value);
  }
  return attributes;
}

/** What the children of one `<Head>` ask for. */
export function collectHead(children: ReactNode, parts: HeadParts = {html: {}, body: {}, tags: []}): HeadParts {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...props} = child.props as Record<string, unknown> & {children?: ReactNode};
    if (child.type === Fragment) {
      collectHead(nested, parts);
      return;
    }
    const type = child.type;
    if (type === 'title') parts.title = textOf(nested);
    else if (type === 'html') parts.html = attributesOf(props);
    else if (type === 'body') parts.body = attributesOf(props);
    else if (typeof type === 'string' && (tagTypes as readonly string[]).includes(type)) {
      const tag: HeadTag = {type: type as HeadTagType, attributes: attributesOf(props)};
      if (nested !== undefined) tag.content = textOf(nested);
      parts.tags.push(tag);
    } else {
      throw new Error(`<Head> cannot hold <${typeof type === 'string' ? type : 'a component'}>: only title, html, body, ${tagTypes.join(', ')}.`);
    }
  });
  return parts;
}

/** The key two tags share when the later one replaces the earlier; undefined for a tag the head leaves out. */
export function tagIdentity(tag: HeadTag): string | undefined {
  const names = identifying[tag.type];
  let key: string | undefined;
  for (const name of Object.keys(tag.attributes)) {
    if (!names.includes(name)) continue;
    const value = tag.attributes[name]!.toLowerCase();
    // A canonical link is one per page whatever its href; a stylesheet is told apart by its href.
    if (key === 'rel' && tag.attributes.rel!.toLowerCase() === 'canonical') continue;
    if (name === 'rel' && value === 'stylesheet') continue;
    key = name;
  }
  if (tag.content !== undefined && names.includes('content')) key = 'content';
  const value = key === 'content' ? tag.content : key === undefined ? undefined : tag.attributes[key];
  return value ? `${tag.type} ${key} ${value.toLowerCase()}` : undefined;
}

/**
 * Every `<Head>`, in the order the app first rendered them, merged: the last title, attributes merged with the
 * later winning, and each tag kept unless a later `<Head>` has one with the same identity. Tags of one `<Head>`
 * never replace each other.
 */
export function mergeHeads(heads: readonly HeadParts[]): HeadParts {
  const merged: HeadParts = {html: {}, body: {}, tags: []};
  const seen = new Set<string>();
  const kept: HeadTag[][] = [];
  for (let index = heads.length - 1; index >= 0; index -= 1) {
    const own = new Set<string>();
    kept[index] = heads[index]!.tags.filter((tag) => {
      const identity = tagIdentity(tag);
      if (identity === undefined || seen.has(identity)) return false;
      own.add(identity);
      return true;
    });
    own.forEach((identity) => seen.add(identity));
  }
  heads.forEach((head, index) => {
    if (head.title !== undefined) merged.title = head.title;
    Object.assign(merged.html, head.html);
    Object.assign(merged.body, head.body);
    merged.tags.push(...kept[index]!);
  });
  return merged;
}

/** Sets an element's attributes to `wanted`, removing those this code set before and no longer wants. */
function applyAttributes(element: Element, wanted: Record<string, string>): void {
  const before = element.getAttribute('data-rh')?.split(',') ?? [];
  for (const name of before) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  const names = Object.keys(wanted);
  if (names.length > 0) element.setAttribute('data-rh', names.join(','));
  else element.removeAttribute('data-rh');
}

/** Makes the head's managed tags of each type exactly `tags`, leaving alone those already there. */
function applyTags(tags: readonly HeadTag[]): void {
  for (const type of tagTypes) {
    const stale = Array.from(document.head.querySelectorAll(`${type}[data-rh]`));
    const added: Element[] = [];
    for (const tag of tags) {
      if (tag.type !== type) continue;
      const element = document.createElement(type);
      for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
      if (tag.content !== undefined) {
        if (type === 'noscript') element.innerHTML = tag.content;
        else element.textContent = tag.content;
      }
      element.setAttribute('data-rh', 'true');
      const same = stale.findIndex((old) => old.isEqualNode(element));
      if (same === -1) added.push(element);
      else stale.splice(same, 1);
    }
    stale.forEach((old) => old.remove());
    document.head.append(...added);
  }
}

/** Each mounted `<Head>`'s parts, by the order it first rendered in. */
const mounted = new Map<number, HeadParts>();
let nextOrder = 0;
let pending = false;

/** Writes the merged head once the commit that changed a `<Head>` is over (one write per commit). */
function scheduleWrite(): void {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    const head = mergeHeads([...mounted.entries()].sort(([a], [b]) => a - b).map(([, parts]) => parts));
    applyAttributes(document.documentElement, head.html);
    applyAttributes(document.body, head.body);
    if (head.title !== undefined && document.title !== head.title) document.title = head.title;
    applyTags(head.tags);
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Rendering order is the tree's order, parents first: the order the library ranks its instances by.
  const [order] = useState(() => nextOrder++);
  const parts = collectHead(children);
  const key = JSON.stringify(parts);
  useLayoutEffect(() => {
    mounted.set(order, parts);
    scheduleWrite();
    return () => {
      mounted.delete(order);
      scheduleWrite();
    };
    // The parts are compared by value: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
