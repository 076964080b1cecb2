import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDescriptions} from '../../plugins/lean-docs';
import {__importDefault} from '../../plugins/tslib-helpers/browser';
import {providedHelpers, tslibHelpersUsed} from '../../plugins/tslib-helpers';

const doc = (id: string) => ({id, title: id.toUpperCase(), description: `About ${id}.`, sidebar: 'bittensorSidebar'});

test('the version metadata loses each doc description, however deep its route sits, and nothing else', () => {
  const version = {pluginId: 'default', version: 'current', docsSidebars: {bittensorSidebar: []}, docs: {a: doc('a'), b: doc('b')}};
  const route: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [{path: '/', component: 'DocVersionRoot', props: {version}, routes: [{path: '/a', component: 'DocItem', exact: true}]}],
  };
  const lean = withoutDescriptions(route);
  const leanVersion = lean.routes![0]!.props!.version as typeof version;
  assert.deepEqual(leanVersion.docs, {a: {id: 'a', title: 'A', sidebar: 'bittensorSidebar'}, b: {id: 'b', title: 'B', sidebar: 'bittensorSidebar'}});
  assert.deepEqual(leanVersion.docsSidebars, version.docsSidebars);
  assert.deepEqual(lean.routes![0]!.routes, route.routes![0]!.routes);
  // The docs plugin's own data is left as it was.
  assert.equal(version.docs.a.description, 'About a.');
});

test('a route without version metadata passes through unchanged', () => {
  const route: RouteConfig = {path: '/x', component: 'Page', exact: true};
  assert.equal(withoutDescriptions(route), route);
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
