/**
 * Writes config/api-snapshot/{btcli,sdk}.json: the public surface of btcli and the Bittensor SDK at the
 * versions in config/versions.ts, read from their source with Python's ast. The code-sample check
 * (scripts/check-code-samples.ts) and the tests read these files, so CI needs no copy of the sources.
 * Also writes config/api-snapshot/docs-urls.json: every docs URL the btcli and SDK Python sources print
 * (scripts/lib/docs-urls.ts), which tests/e2e/tool-links.spec.ts checks against the production build.
 *
 * Usage: npx tsx scripts/api-snapshot.ts [--btcli <bare git dir>] [--sdk <dir>] [--wallet <dir>]
 *   [--only btcli,sdk,docs-urls]
 * (defaults: the mirrors under /work/.mirror that the docs team uses; every file). `--only docs-urls` reads
 * btcli and the SDK only, not the wallet.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {documentedVersions} from '../config/versions';
import {collectDocsUrls, DOCS_HOSTS, docsUrlConstants, findDocsUrls, parseGitGrep, type SourceLine} from './lib/docs-urls';
import {BTCLI_KEYS_PROGRAM, BTCLI_SNAPSHOT_PROGRAM, SDK_SNAPSHOT_PROGRAM} from './lib/python-programs';

const {values} = parseArgs({
  options: {
    btcli: {type: 'string', default: '/work/.mirror/opentensor+btcli/repo'},
    sdk: {type: 'string', default: '/work/.mirror/opentensor+bittensor/repo'},
    wallet: {type: 'string', default: '/work/.mirror/RaoFoundation+btwallet/repo'},
    only: {type: 'string', default: 'btcli,sdk,docs-urls'},
  },
});
const outputs = new Set(values.only!.split(','));
for (const output of outputs) if (!['btcli', 'sdk', 'docs-urls'].includes(output)) throw new Error(`--only: unknown output ${output}`);

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'config', 'api-snapshot');
const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
const python = (program: string, input: unknown) =>
  JSON.parse(execFileSync('python3', ['-c', program], {input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 64 << 20})) as Record<string, unknown>;

function source(dir: string, tag: string) {
  return {tag, commit: git(dir, 'rev-list', '-n', '1', tag).trim(), read: (path: string) => git(dir, 'show', `${tag}:${path}`)};
}

const btcli = source(values.btcli!, `v${documentedVersions.btcli.version}`);
const sdk = source(values.sdk!, `v${documentedVersions.sdk.version}`);
mkdirSync(outDir, {recursive: true});
const header = (name: string, version: string, from: {tag: string; commit: string}, repository: string) => ({
  name,
  version,
  repository,
  tag: from.tag,
  commit: from.commit,
  generatedBy: 'scripts/api-snapshot.ts',
});

if (outputs.has('btcli')) {
  const btcliTree = python(BTCLI_SNAPSHOT_PROGRAM, {source: btcli.read('bittensor_cli/cli.py')}) as {commands: {method: string; keys?: string[]}[]};
  // Which keys each command unlocks or signs with, by following calls through the btcli modules.
  const btcliFiles: Record<string, string> = {};
  for (const path of git(values.btcli!, 'ls-tree', '-r', '--name-only', btcli.tag, 'bittensor_cli').split('\n')) {
    if (path.endsWith('.py')) btcliFiles[path] = btcli.read(path);
  }
  const {keys} = python(BTCLI_KEYS_PROGRAM, {files: btcliFiles, methods: [...new Set(btcliTree.commands.map((c) => c.method))]}) as {keys: Record<string, string[]>};
  for (const command of btcliTree.commands) command.keys = keys[command.method] ?? [];
  writeFileSync(
    join(outDir, 'btcli.json'),
    `${JSON.stringify({...header('btcli', documentedVersions.btcli.version, btcli, 'opentensor/btcli'), ...btcliTree}, null, 1)}\n`,
  );
  console.log(`api-snapshot: btcli ${btcli.tag} ${btcliTree.commands.length} command paths`);
}

if (outputs.has('sdk')) {
  const wallet = source(values.wallet!, `v${documentedVersions.wallet.version}`);
  const sdkFiles: Record<string, string> = {};
  for (const path of [
    'bittensor/__init__.py',
    'bittensor/utils/easy_imports.py',
    'bittensor/core/types.py',
    'bittensor/core/subtensor.py',
    'bittensor/core/async_subtensor.py',
    'bittensor/core/metagraph.py',
    'bittensor/core/axon.py',
    'bittensor/core/dendrite.py',
    'bittensor/core/synapse.py',
    'bittensor/utils/balance.py',
    'bittensor/extras/subtensor_api/__init__.py',
  ]) {
    sdkFiles[path] = sdk.read(path);
  }
  sdkFiles['bittensor_wallet/wallet/__init__.pyi'] = wallet.read('bittensor_wallet/wallet/__init__.pyi');
  const sdkSurface = python(SDK_SNAPSHOT_PROGRAM, {
    files: sdkFiles,
    classes: ['Subtensor', 'AsyncSubtensor', 'Metagraph', 'AsyncMetagraph', 'Wallet', 'Balance', 'Axon', 'Dendrite', 'Synapse', 'SubtensorApi'],
    exportFiles: ['bittensor/__init__.py', 'bittensor/utils/easy_imports.py'],
  });
  writeFileSync(
    join(outDir, 'sdk.json'),
    `${JSON.stringify(
      {
        ...header('bittensor', documentedVersions.sdk.version, sdk, 'opentensor/bittensor'),
        wallet: {version: documentedVersions.wallet.version, tag: wallet.tag, commit: wallet.commit},
        ...sdkSurface,
      },
      null,
      1,
    )}\n`,
  );
  console.log(`api-snapshot: sdk ${sdk.tag} ${Object.keys(sdkSurface.classes as object).length} classes`);
}

if (outputs.has('docs-urls')) {
  // The Python files each program ships (its tests print nothing to readers), searched at the pinned tag: lines
  // naming a docs host, then lines interpolating a constant that holds one (`{BT_DOCS_LINK}/…`).
  const programs = [
    {name: 'btcli', dir: values.btcli!, tag: btcli.tag, pathspec: 'bittensor_cli/*.py'},
    {name: 'bittensor', dir: values.sdk!, tag: sdk.tag, pathspec: 'bittensor/*.py'},
  ];
  const grep = (program: (typeof programs)[number], pattern: string): SourceLine[] => {
    try {
      return parseGitGrep(git(program.dir, 'grep', '-n', '-I', '-E', pattern, program.tag, '--', program.pathspec), program.name, program.tag);
    } catch (error) {
      if ((error as {status?: number}).status === 1) return []; // no match
      throw error;
    }
  };
  const lines: SourceLine[] = [];
  for (const program of programs) {
    const direct = grep(program, DOCS_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|'));
    const names = [...(docsUrlConstants(direct).get(program.name)?.keys() ?? [])];
    const seen = new Set(direct.map((line) => `${line.file}:${line.line}`));
    const interpolated = names.length === 0 ? [] : grep(program, `\\{(${names.join('|')})\\}`).filter((line) => !seen.has(`${line.file}:${line.line}`));
    lines.push(...direct, ...interpolated);
  }
  const urls = collectDocsUrls(findDocsUrls(lines));
  const sourceOf = (name: string, version: string, from: {tag: string; commit: string}, repository: string) => ({name, version, repository, tag: from.tag, commit: from.commit});
  writeFileSync(
    join(outDir, 'docs-urls.json'),
    `${JSON.stringify(
      {
        generatedBy: 'scripts/api-snapshot.ts',
        description:
          'Every docs URL in the Python sources btcli and the SDK ship, at the pinned tags (comment lines excluded). fragmentTemplate: the fragment is a Python expression, filled in at run time.',
        sources: [
          sourceOf('btcli', documentedVersions.btcli.version, btcli, 'opentensor/btcli'),
          sourceOf('bittensor', documentedVersions.sdk.version, sdk, 'opentensor/bittensor'),
        ],
        urls,
      },
      null,
      1,
    )}\n`,
  );
  console.log(`api-snapshot: docs-urls ${urls.length} distinct URLs, ${urls.reduce((sum, url) => sum + url.count, 0)} occurrences`);
}
