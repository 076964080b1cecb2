import assert from 'node:assert/strict';
import {test} from 'node:test';
import docsUrls from '../../config/api-snapshot/docs-urls.json';
import {documentedVersions} from '../../config/versions';
import {collectDocsUrls, findDocsUrls, parseGitGrep, type SourceLine} from '../../scripts/lib/docs-urls';

const line = (text: string, file = 'pkg/a.py', source = 'bittensor', n = 1): SourceLine => ({source, file, line: n, text});

test('literal URLs: with or without a scheme, trailing markup and punctuation left out, comment lines skipped', () => {
  const found = findDocsUrls([
    line('        - See: <https://docs.learnbittensor.org/keys/proxies#types-of-proxies>'),
    line('"docs_link": "docs.learnbittensor.org/subnets/subnet-hyperparameters#rho",'),
    line('For more, see [blue]https://docs.bittensor.com/dynamic-tao/dtao-guide#rate-%CF%84_in%CE%B1_in[/blue].",'),
    line('"[dim]visit: [link]https://docs.bittensor.com[/link]"'),
    line('See the `Bittensor CLI documentation <https://docs.bittensor.com/reference/btcli>`_ for details.'),
    line('Read https://docs.learnbittensor.org/learn/fees.'),
    line('    #     "see [blue]https://docs.bittensor.com/dynamic-tao/dtao-guide#swap-%CE%B1--%CF%84[/blue].",'),
    line('not ours: https://notdocs.bittensor.com/x and https://docs.bittensor.community'),
  ]);
  assert.deepEqual(
    found.map((occurrence) => occurrence.url),
    [
      'https://docs.learnbittensor.org/keys/proxies#types-of-proxies',
      'https://docs.learnbittensor.org/subnets/subnet-hyperparameters#rho',
      'https://docs.bittensor.com/dynamic-tao/dtao-guide#rate-%CF%84_in%CE%B1_in',
      'https://docs.bittensor.com',
      'https://docs.bittensor.com/reference/btcli',
      'https://docs.learnbittensor.org/learn/fees',
    ],
  );
});

test('f-strings that interpolate a docs-URL constant of the same program become URLs or fragment templates', () => {
  const found = findDocsUrls([
    line('BT_DOCS_LINK = "https://docs.learnbittensor.org"', 'cli/utils.py', 'btcli'),
    line('    f"{err_data} | Please consult {BT_DOCS_LINK}/errors/custom"', 'cli/utils.py', 'btcli'),
    line('    err += f" | Please consult {BT_DOCS_LINK}/subtensor-api/errors#{err_name.lower()}"', 'cli/utils.py', 'btcli'),
    // Another program's constant of the same name is not this one's.
    line('    f"{BT_DOCS_LINK}/errors/subtensor#{err_name.lower()}"', 'sdk/utils.py', 'bittensor'),
  ]);
  assert.deepEqual(found, [
    {source: 'btcli', file: 'cli/utils.py', url: 'https://docs.learnbittensor.org'},
    {source: 'btcli', file: 'cli/utils.py', url: 'https://docs.learnbittensor.org/errors/custom'},
    {source: 'btcli', file: 'cli/utils.py', url: 'https://docs.learnbittensor.org/subtensor-api/errors#', fragmentTemplate: 'err_name.lower()'},
  ]);
});

test('one entry per distinct URL: path, fragment, decoded anchor, and the files that print it with counts', () => {
  const urls = collectDocsUrls([
    {source: 'bittensor', file: 'b.py', url: 'https://docs.learnbittensor.org/glossary#hotkey'},
    {source: 'bittensor', file: 'a.py', url: 'https://docs.learnbittensor.org/glossary#hotkey'},
    {source: 'bittensor', file: 'b.py', url: 'https://docs.learnbittensor.org/glossary#hotkey'},
    {source: 'btcli', file: 'l.py', url: 'https://docs.bittensor.com/dynamic-tao/dtao-guide#swap-%CE%B1--%CF%84'},
    {source: 'btcli', file: 'u.py', url: 'https://docs.learnbittensor.org/subtensor-api/errors#', fragmentTemplate: 'err_name.lower()'},
    {source: 'btcli', file: 'u.py', url: 'https://docs.learnbittensor.org'},
  ]);
  assert.deepEqual(urls, [
    {
      url: 'https://docs.bittensor.com/dynamic-tao/dtao-guide#swap-%CE%B1--%CF%84',
      host: 'docs.bittensor.com',
      path: '/dynamic-tao/dtao-guide',
      fragment: 'swap-%CE%B1--%CF%84',
      anchor: 'swap-α--τ',
      printedBy: [{source: 'btcli', file: 'l.py', count: 1}],
      count: 1,
    },
    {url: 'https://docs.learnbittensor.org', host: 'docs.learnbittensor.org', path: '/', fragment: null, anchor: null, printedBy: [{source: 'btcli', file: 'u.py', count: 1}], count: 1},
    {
      url: 'https://docs.learnbittensor.org/glossary#hotkey',
      host: 'docs.learnbittensor.org',
      path: '/glossary',
      fragment: 'hotkey',
      anchor: 'hotkey',
      printedBy: [
        {source: 'bittensor', file: 'a.py', count: 1},
        {source: 'bittensor', file: 'b.py', count: 2},
      ],
      count: 3,
    },
    {
      url: 'https://docs.learnbittensor.org/subtensor-api/errors#{err_name.lower()}',
      host: 'docs.learnbittensor.org',
      path: '/subtensor-api/errors',
      fragment: null,
      anchor: null,
      fragmentTemplate: 'err_name.lower()',
      printedBy: [{source: 'btcli', file: 'u.py', count: 1}],
      count: 1,
    },
  ]);
});

test('git grep output is read as tag, path, line and text (colons in the text kept)', () => {
  assert.deepEqual(parseGitGrep('v1.0:pkg/a.py:12:  x = "https://docs.bittensor.com"  # a: b\n\n', 'bittensor', 'v1.0'), [
    {source: 'bittensor', file: 'pkg/a.py', line: 12, text: '  x = "https://docs.bittensor.com"  # a: b'},
  ]);
});

test('config/api-snapshot/docs-urls.json is of the documented versions and holds the error-message links', () => {
  assert.deepEqual(
    docsUrls.sources.map((source) => `${source.name} ${source.version} ${source.tag}`),
    [`btcli ${documentedVersions.btcli.version} v${documentedVersions.btcli.version}`, `bittensor ${documentedVersions.sdk.version} v${documentedVersions.sdk.version}`],
  );
  const urls = new Set(docsUrls.urls.map((entry) => entry.url));
  // btcli 9.21.2's BT_DOCS_LINK and SDK 10.2.0's, as the chain-error messages use them.
  assert.ok(urls.has('https://docs.learnbittensor.org/subtensor-api/errors#{err_name.lower()}'));
  assert.ok(urls.has('https://docs.bittensor.com/errors/subtensor#{err_name.lower()}'));
  assert.ok(urls.has('https://docs.learnbittensor.org/glossary#hotkey'));
  assert.ok(docsUrls.urls.length > 100);
  for (const entry of docsUrls.urls) assert.equal(entry.count, entry.printedBy.reduce((sum, printer) => sum + printer.count, 0), entry.url);
});
