import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {RouteConfig} from '@docusaurus/types';
import registryLoader from '../../plugins/lean-chunks/registry-loader.cjs';
import {navbarReadsDocsList, showsVersionBanner, withoutDocsList, withoutDocsMap} from '../../plugins/lean-docs';
import {__importDefault} from '../../plugins/tslib-helpers/browser';
import {providedHelpers, tslibHelpersUsed} from '../../plugins/tslib-helpers';

const doc = (id: string) => ({id, title: id.toUpperCase(), description: `About ${id}.`, sidebar: 'bittensorSidebar'});

test('the version metadata loses its map of docs, however deep its route sits, and nothing else', () => {
  const version = {pluginId: 'default', version: 'current', docsSidebars: {bittensorSidebar: []}, docs: {a: doc('a'), b: doc('b')}};
  const route: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [{path: '/', component: 'DocVersionRoot', props: {version}, routes: [{path: '/a', component: 'DocItem', exact: true}]}],
  };
  const lean = withoutDocsMap(route);
  const leanVersion = lean.routes![0]!.props!.version as typeof version;
  assert.deepEqual(leanVersion, {...version, docs: {}});
  assert.deepEqual(lean.routes![0]!.routes, route.routes![0]!.routes);
  // The docs plugin's own data is left as it was.
  assert.equal(version.docs.a.description, 'About a.');
});

test('a route without version metadata passes through unchanged; a generated-index page, which reads the map, stops the build', () => {
  const route: RouteConfig = {path: '/x', component: 'Page', exact: true};
  assert.equal(withoutDocsMap(route), route);
  const generatedIndex: RouteConfig = {path: '/category/staking', component: '@theme/DocCategoryGeneratedIndexPage', exact: true};
  assert.throws(() => withoutDocsMap({path: '/', component: 'DocsRoot', routes: [generatedIndex]}), /\/category\/staking is a generated-index category page/);
});

test('the global data loses each version\'s list of docs and keeps the rest', () => {
  const version = {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: 'a',
    docs: [{id: 'a', path: '/a', sidebar: 'bittensorSidebar'}],
    draftIds: [],
    sidebars: {bittensorSidebar: {link: {path: '/a', label: 'a'}}},
  };
  const data = {path: '/', versions: [version], breadcrumbs: true};
  assert.deepEqual(withoutDocsList(data), {...data, versions: [{...version, docs: []}]});
  assert.equal(version.docs.length, 1, 'the docs plugin\'s own data is left as it was');
});

test('a navbar item that reads the list of docs, at any depth, or a version banner is found, so the list stays', () => {
  assert.equal(navbarReadsDocsList({navbar: {items: [{type: 'search'}, {items: [{type: 'custom-nestedDropdown', items: [{}]}]}]}}), false);
  assert.equal(navbarReadsDocsList({}), false);
  assert.equal(navbarReadsDocsList({navbar: {items: [{type: 'doc'}]}}), true);
  assert.equal(navbarReadsDocsList({navbar: {items: [{type: 'dropdown', items: [{type: 'custom-nestedDropdown', items: [{type: 'docSidebar'}]}]}]}}), true);
  const versionRoute = (banner: string | null): RouteConfig => ({
    path: '/',
    component: 'DocsRoot',
    routes: [{path: '/', component: 'DocVersionRoot', props: {version: {version: 'current', banner, docs: {}}}}],
  });
  assert.equal(showsVersionBanner(versionRoute('unreleased')), true);
  assert.equal(showsVersionBanner(versionRoute(null)), false);
});

test('the helper check finds tslib helpers in CommonJS and ES module sources', () => {
  const commonJs = 'const tslib_1 = require("tslib");\nexports.a = tslib_1.__importDefault(b).default;\nconst c = tslib_1.__awaiter(this, void 0, void 0, f);';
  assert.deepEqual(tslibHelpersUsed(commonJs).sort(), ['__awaiter', '__importDefault']);
  assert.deepEqual(tslibHelpersUsed("import { __assign, __rest as rest } from 'tslib';").sort(), ['__assign', '__rest']);
  assert.deepEqual(tslibHelpersUsed("const { __extends, __values: values } = require('tslib');").sort(), ['__extends', '__values']);
  assert.deepEqual(tslibHelpersUsed('const tslib = 1; // nothing called'), []);
  assert.ok(providedHelpers.has('__importDefault'));
});

test('the browser __importDefault behaves as tslib’s', () => {
  const esModule = {__esModule: true, default: 1};
  assert.equal(__importDefault(esModule), esModule);
  const commonJs = {value: 2};
  assert.deepEqual(__importDefault(commonJs), {default: commonJs});
});

test('the browser registry drops each module path and keeps loader and module id; a changed format fails the build', () => {
  const entry = (key: string, path: string) =>
    `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
  const source = `export default {\n${entry('deb8f271', '@site/docs/keys/wallets.md')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
  const out = registryLoader(source);
  assert.equal(out.split('"@site/docs/keys/wallets.md"').length - 1, 2, 'the import and resolveWeak keep the path');
  assert.match(out, /"deb8f271": \[\(\) => import\(\/\* webpackChunkName: "deb8f271" \*\/ "@site\/docs\/keys\/wallets\.md"\), null, require\.resolveWeak\("@site\/docs\/keys\/wallets\.md"\)\]/);
  assert.match(out, /"17896441": \[[^\n]*, null, require\.resolveWeak\("@theme\/DocItem"\)\]/);
  // An entry of another shape (here a third element that is not the path's resolveWeak) is not silently kept.
  const changed = source.replace('require.resolveWeak("@theme/DocItem")', 'require.resolveWeak("@theme/Other")');
  assert.throws(() => registryLoader(changed), /rewrote 1 of 2 entries/);
  assert.throws(() => registryLoader('export default {};'), /rewrote 0 of 0 entries/);
});
