import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement as h, Fragment} from 'react';
import {collectHead, mergeHeads, tagIdentity, type HeadTag} from '../../plugins/lean-libs/helmet';

test("a <Head>'s children become the title, attributes and tags, React prop names turned into HTML names", () => {
  const parts = collectHead([
    h('html', {key: 1, lang: 'en', className: 'plugin-docs', 'data-has-hydrated': true}),
    h('title', {key: 2}, 'Wallets', ' | ', 'Bittensor'),
    h(Fragment, {key: 3}, h('meta', {name: 'description', content: 'Keys.'}), null, false),
    h('link', {key: 4, rel: 'alternate', href: '/a', hrefLang: 'en'}),
    h('script', {key: 5, type: 'application/ld+json'}, '{"a":1}'),
    h('meta', {key: 6, name: 'robots', content: undefined}),
  ]);
  assert.deepEqual(parts, {
    title: 'Wallets | Bittensor',
    html: {lang: 'en', class: 'plugin-docs', 'data-has-hydrated': 'true'},
    body: {},
    tags: [
      {type: 'meta', attributes: {name: 'description', content: 'Keys.'}},
      {type: 'link', attributes: {rel: 'alternate', href: '/a', hrefLang: 'en'}},
      {type: 'script', attributes: {type: 'application/ld+json'}, content: '{"a":1}'},
      {type: 'meta', attributes: {name: 'robots'}},
    ],
  });
});

test('an element a head cannot hold is an error that names it', () => {
  assert.throws(() => collectHead(h('div', null)), /<Head> cannot hold <div>/);
});

test("tags are identified as react-helmet-async identifies them", () => {
  const tag = (type: HeadTag['type'], attributes: Record<string, string>, content?: string): HeadTag => ({type, attributes, ...(content === undefined ? {} : {content})});
  assert.equal(tagIdentity(tag('meta', {name: 'Description', content: 'x'})), 'meta name description');
  assert.equal(tagIdentity(tag('meta', {property: 'og:title', content: 'x'})), 'meta property og:title');
  // One canonical link per page, whatever its href; other links by their href.
  assert.equal(tagIdentity(tag('link', {rel: 'canonical', href: '/a'})), 'link rel canonical');
  assert.equal(tagIdentity(tag('link', {rel: 'alternate', href: '/a', hrefLang: 'en'})), 'link href /a');
  assert.equal(tagIdentity(tag('link', {rel: 'stylesheet', href: '/s.css'})), 'link href /s.css');
  assert.equal(tagIdentity(tag('script', {type: 'application/ld+json'}, '{"a":1}')), 'script content {"a":1}');
  // Nothing to identify it by: the head leaves it out.
  assert.equal(tagIdentity(tag('meta', {content: 'x'})), undefined);
});

test('later heads win; tags of one head never replace each other; attributes merge', () => {
  const site = collectHead([
    h('html', {key: 1, lang: 'en', dir: 'ltr'}),
    h('title', {key: 2}, 'Bittensor'),
    h('meta', {key: 3, property: 'og:title', content: 'Bittensor'}),
    h('meta', {key: 4, name: 'twitter:card', content: 'summary'}),
  ]);
  const alternates = collectHead([
    h('link', {key: 1, rel: 'alternate', href: '/p', hrefLang: 'en'}),
    h('link', {key: 2, rel: 'alternate', href: '/p', hrefLang: 'x-default'}),
  ]);
  const page = collectHead([
    h('html', {key: 1, className: 'docs-doc-page'}),
    h('title', {key: 2}, 'Wallets | Bittensor'),
    h('meta', {key: 3, property: 'og:title', content: 'Wallets | Bittensor'}),
  ]);
  const merged = mergeHeads([site, alternates, page]);
  assert.equal(merged.title, 'Wallets | Bittensor');
  assert.deepEqual(merged.html, {lang: 'en', dir: 'ltr', class: 'docs-doc-page'});
  assert.deepEqual(
    merged.tags.map((tag) => [tag.attributes.name ?? tag.attributes.property ?? tag.attributes.hrefLang, tag.attributes.content]),
    [
      ['twitter:card', 'summary'],
      ['en', undefined],
      ['x-default', undefined],
      ['og:title', 'Wallets | Bittensor'],
    ],
  );
});
