import assert from 'node:assert/strict';
import {test} from 'node:test';
import sidebarsModule from '../../sidebars';
import {docFileFor, docRoutes, unwrapDefault} from './routes';

const sidebars = unwrapDefault(sidebarsModule);

type Item = string | {type: string; items?: Item[]; link?: {type: string; id?: string}; id?: string};

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : item.type === 'doc' && item.id ? [item.id] : [];
    return [...own, ...docIds(item.items ?? [])];
  });
}

/** SPEC §2.1: reachable by URL and links, not listed in the sidebar. */
const outsideSidebar = [
  'concepts/root-network',
  'dynamic-tao/dtao-transition',
  'staking-and-delegation/managing-stake-tao-app',
  'subnets',
  'evm-tutorials/install',
  'evm-tutorials/sr25519-verify-precompile',
];

test('there is one sidebar, named bittensorSidebar', () => {
  assert.deepEqual(Object.keys(sidebars), ['bittensorSidebar']);
});

test('every sidebar entry is a page that exists, listed once', () => {
  const ids = docIds(sidebars.bittensorSidebar as Item[]);
  assert.equal(new Set(ids).size, ids.length, 'a page is listed twice');
  for (const id of ids) assert.ok(docFileFor(id), `sidebar lists ${id}, which has no file`);
});

test('pages outside the sidebar stay out, and every other page is in it', () => {
  const ids = new Set(docIds(sidebars.bittensorSidebar as Item[]).map((id) => '/' + id.replace(/\/index$/, '')));
  for (const id of outsideSidebar) assert.ok(!ids.has('/' + id), `${id} must not be in the sidebar`);
  const hidden = new Set(outsideSidebar.map((id) => '/' + id));
  for (const route of docRoutes()) {
    assert.ok(ids.has(route) || hidden.has(route), `${route} is neither in the sidebar nor listed as outside it`);
  }
});
