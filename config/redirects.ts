/**
 * Old paths that must keep working (SPEC §2.2), and paths the tools link to that are not pages. One list feeds both the client redirects
 * (@docusaurus/plugin-client-redirects) and the host `_redirects` file written after the build.
 */
export interface Redirect {
  from: string;
  to: string;
  /** Not in SPEC §2.2: an old path readers still arrive from (links in old docs, tools or search results). */
  beyondSpec?: boolean;
}

const underResources = ['glossary', 'bittensor-rel-notes', 'questions-and-answers', 'community-links', 'utilities', 'media-assets'];
const underLearn = ['emissions', 'yuma-consensus', 'fees'];
const underConcepts = ['tools', 'bittensor-networks', 'commit-reveal', 'consensus-based-weights', 'bt-logging-levels'];

export const redirects: Redirect[] = [
  {from: '/subnets/understanding-sub-subnets', to: '/subnets/understanding-multiple-mech-subnets'},
  {from: '/liquidity-provider', to: '/liquidity-positions'},
  {from: '/staking/staking-polkadot-js', to: '/staking-and-delegation/staking-polkadot-js'},
  {from: '/staking', to: '/staking-and-delegation/delegation'},
  {from: '/subnets/register-validate-mine', to: '/validators'},
  {from: '/subnets/schedule-coldkey-swap', to: '/keys/schedule-coldkey-swap'},
  {from: '/reference/bittensor-api-ref', to: '/sdk/bt-api-ref'},
  {from: '/subtensor-nodes/subtensor-error-messages', to: '/errors'},
  ...underResources.map((page) => ({from: `/${page}`, to: `/resources/${page}`})),
  ...underLearn.map((page) => ({from: `/${page}`, to: `/learn/${page}`})),
  {from: '/subnets/yc3-blog', to: '/learn/yc3-blog'},
  {from: '/subnets/yuma3-migration-guide', to: '/learn/yuma3-migration-guide'},
  {from: '/subnets/child-hotkeys', to: '/validators/child-hotkeys'},
  {from: '/btcli-permissions', to: '/btcli/btcli-permissions'},
  {from: '/migration_guide', to: '/sdk/migration-guide'},
  {from: '/bt-api-ref', to: '/sdk/bt-api-ref'},
  {from: '/getting-started/wallets', to: '/keys/wallets'},
  {from: '/getting-started/coldkey-hotkey-security', to: '/keys/coldkey-hotkey-security'},
  {from: '/working-with-keys', to: '/keys/working-with-keys'},
  ...underConcepts.map((page) => ({from: `/${page}`, to: `/concepts/${page}`})),
  // SPEC §2.2 also maps /governance to itself: it is a page, so only /senate needs a redirect.
  {from: '/senate', to: '/governance/senate'},
  {from: '/errors-and-troubleshooting', to: '/errors/troubleshooting'},
  // Beyond SPEC §2.2: the precompile pages of the old docs had unhyphenated names.
  ...['addressmapping:address-mapping', 'storagequery:storage-query', 'uidlookup:uid-lookup', 'votingpower:voting-power'].map((pair) => {
    const [old, current] = pair.split(':') as [string, string];
    return {from: `/evm-tutorials/${old}-precompile`, to: `/evm-tutorials/${current}-precompile`, beyondSpec: true};
  }),
  // Beyond SPEC §2.2: paths btcli 9.21.2 and SDK 10.2.0 print in messages, help texts and docstrings that are not
  // pages here (config/api-snapshot/docs-urls.json). The redirect keeps the #fragment; each target carries the
  // printed anchors as explicit ids (tests/e2e/tool-links.spec.ts).
  // btcli's chain-error messages: "Please consult …/subtensor-api/errors#<error name in lower case>".
  {from: '/subtensor-api/errors', to: '/errors/subtensor', beyondSpec: true},
  // The btcli help for identities (btcli and the SDK).
  {from: '/reference/btcli', to: '/btcli', beyondSpec: true},
  // The column help of `btcli stake list` and `btcli subnets list`: pools, price, stake, emission.
  {from: '/dynamic-tao/dtao-guide', to: '/dynamic-tao', beyondSpec: true},
  // The SDK's add_stake docstring.
  {from: '/staking-and-delegation/staking', to: '/staking-and-delegation/delegation', beyondSpec: true},
  // The SDK's liquidity methods (user liquidity is disabled on chain).
  {from: '/liquidity-positions/liquidity-positions', to: '/liquidity-positions', beyondSpec: true},
  // The SDK's coldkey-swap methods and classes (announce, execute, dispute): the swap page covers that flow.
  {from: '/keys/coldkey-swap', to: '/keys/schedule-coldkey-swap', beyondSpec: true},
];

/** Netlify/Cloudflare Pages style: one `from to 301` line per redirect. */
export function hostRedirectsFile(list: readonly Redirect[] = redirects): string {
  return list.map(({from, to}) => `${from} ${to} 301`).join('\n') + '\n';
}
