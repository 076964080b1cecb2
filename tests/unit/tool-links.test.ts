import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {DocsUrl} from '../../scripts/lib/docs-urls';
import {describe, land, toolLinks, type Site} from '../../scripts/lib/tool-links';

const entry = (url: string, path: string, anchor: string | null, fragmentTemplate?: string): DocsUrl => ({
  url,
  host: 'docs.learnbittensor.org',
  path,
  fragment: anchor,
  anchor,
  ...(fragmentTemplate === undefined ? {} : {fragmentTemplate}),
  printedBy: [{source: 'btcli', file: 'cli/utils.py', count: 1}],
  count: 1,
});

test('every URL becomes a link; an error-name template once per chain error, in lower case', () => {
  const links = toolLinks(
    [
      entry('https://docs.learnbittensor.org/liquidity-positions/', '/liquidity-positions/', null),
      entry('https://docs.learnbittensor.org', '/', null),
      entry('https://docs.learnbittensor.org/subtensor-api/errors#{err_name.lower()}', '/subtensor-api/errors', null, 'err_name.lower()'),
    ],
    ['AmountTooLow', 'Overflow', 'Overflow'],
    [{url: 'extra', path: '/sdk', anchor: null, printedBy: ['listed by hand']}],
  );
  assert.deepEqual(
    links.map((link) => [link.url, link.path, link.anchor]),
    [
      ['https://docs.learnbittensor.org/liquidity-positions/', '/liquidity-positions', null],
      ['https://docs.learnbittensor.org', '/', null],
      ['https://docs.learnbittensor.org/subtensor-api/errors#amounttoolow', '/subtensor-api/errors', 'amounttoolow'],
      ['https://docs.learnbittensor.org/subtensor-api/errors#overflow', '/subtensor-api/errors', 'overflow'],
      ['extra', '/sdk', null],
    ],
  );
  assert.deepEqual(links[0]!.printedBy, ['btcli cli/utils.py']);
  assert.throws(() => toolLinks([entry('x', '/x', null, 'other.upper()')], []), /unknown fragment template/);
});

test('a link lands on a page or through one redirect that forwards the fragment, and needs its anchor there', () => {
  const site: Site = {
    pages: new Set(['/', '/errors/subtensor', '/subtensor-api/errors', '/glossary', '/resources/glossary', '/old']),
    redirects: new Map([
      ['/subtensor-api/errors', '/errors/subtensor'],
      ['/glossary', '/resources/glossary'],
      ['/old', '/gone'],
    ]),
    forwardsFragment: (from) => from !== '/glossary',
    ids: (route) => new Set(route === '/errors/subtensor' ? ['amounttoolow'] : ['hotkey']),
  };
  const link = (path: string, anchor: string | null) => ({url: `https://docs.learnbittensor.org${path}${anchor ? `#${anchor}` : ''}`, path, anchor, printedBy: []});
  assert.equal(land(link('/subtensor-api/errors', 'amounttoolow'), site).problem, null);
  assert.equal(describe(land(link('/subtensor-api/errors', 'amounttoolow'), site)), 'https://docs.learnbittensor.org/subtensor-api/errors#amounttoolow → /errors/subtensor#amounttoolow (redirect from /subtensor-api/errors)');
  assert.equal(land(link('/resources/glossary', 'hotkey'), site).problem, null);
  assert.equal(land(link('/', null), site).problem, null);
  assert.equal(land(link('/errors/subtensor', 'nosucherror'), site).problem, '/errors/subtensor has no element with id "nosucherror"');
  assert.equal(land(link('/glossary', 'hotkey'), site).problem, 'the redirect /glossary → /resources/glossary drops the #fragment');
  assert.equal(land(link('/glossary', null), site).problem, null);
  assert.equal(land(link('/old', null), site).problem, 'no page /gone');
  assert.equal(land(link('/keys/coldkey-swap', null), site).problem, 'no page /keys/coldkey-swap');
  assert.equal(describe(land(link('/keys/coldkey-swap', null), site)), 'https://docs.learnbittensor.org/keys/coldkey-swap → (nowhere)');
});
