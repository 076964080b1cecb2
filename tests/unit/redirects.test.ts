import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hostRedirectsFile, redirects} from '../../config/redirects';
import {docRoutes} from './routes';

const specSources = [
  '/subnets/understanding-sub-subnets', '/liquidity-provider', '/staking/staking-polkadot-js', '/staking',
  '/subnets/register-validate-mine', '/subnets/schedule-coldkey-swap', '/reference/bittensor-api-ref',
  '/subtensor-nodes/subtensor-error-messages', '/glossary', '/bittensor-rel-notes', '/questions-and-answers',
  '/community-links', '/utilities', '/media-assets', '/emissions', '/yuma-consensus', '/fees', '/subnets/yc3-blog',
  '/subnets/yuma3-migration-guide', '/subnets/child-hotkeys', '/btcli-permissions', '/migration_guide', '/bt-api-ref',
  '/getting-started/wallets', '/getting-started/coldkey-hotkey-security', '/working-with-keys', '/tools',
  '/bittensor-networks', '/commit-reveal', '/consensus-based-weights', '/bt-logging-levels', '/senate',
  '/errors-and-troubleshooting',
];

test('the redirects module lists every old path of SPEC §2.2 exactly once', () => {
  const sources = redirects.map((redirect) => redirect.from);
  const fromSpec = redirects.filter((redirect) => !redirect.beyondSpec).map((redirect) => redirect.from);
  assert.deepEqual([...fromSpec].sort(), [...specSources].sort());
  assert.equal(new Set(sources).size, sources.length, 'a source path is listed twice');
});

test('every active redirect lands on a page that exists, and no redirect shadows a page', () => {
  const routes = new Set(docRoutes());
  for (const {from, to} of redirects) {
    assert.ok(routes.has(to), `redirect ${from} -> ${to}: target page does not exist`);
  }
  for (const {from} of redirects) {
    assert.ok(!routes.has(from), `redirect source ${from} is itself a page`);
  }
});

test('paths are absolute without trailing slashes', () => {
  for (const {from, to} of redirects) {
    for (const path of [from, to]) {
      assert.match(path, /^\/[a-z0-9_/-]*[a-z0-9_-]$/, `bad path ${path}`);
    }
  }
});

test('the host redirect file has one 301 line per active redirect', () => {
  const lines = hostRedirectsFile().trim().split('\n');
  assert.equal(lines.length, redirects.length);
  assert.deepEqual(lines[0]!.split(' '), [redirects[0]!.from, redirects[0]!.to, '301']);
  assert.equal(hostRedirectsFile([{from: '/a', to: '/b'}]), '/a /b 301\n');
});
