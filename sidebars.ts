import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one docs sidebar, in the order a newcomer reads: install, understand the network, hold keys safely,
 * then the economics and governance in depth. Pages that SPEC §2.1 keeps outside the sidebar
 * (concepts/root-network, dynamic-tao/dtao-transition) are reachable by links only.
 */
const sidebars: SidebarsConfig = {
  bittensorSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: ['getting-started/installation', 'getting-started/install-btcli', 'getting-started/install-wallet-sdk'],
    },
    {
      type: 'category',
      label: 'Learn Bittensor',
      items: [
        'learn/introduction',
        'learn/announcements',
        'learn/neurons',
        'learn/anatomy-of-incentive-mechanism',
        'learn/emissions',
        'learn/yuma-consensus',
        'learn/ema',
        'learn/fees',
        'learn/slippage',
        'learn/price-protection',
        'learn/chain-rate-limits',
        'learn/yc3-blog',
        'learn/yuma3-migration-guide',
      ],
    },
    {
      type: 'category',
      label: 'Dynamic TAO',
      link: {type: 'doc', id: 'dynamic-tao/index'},
      items: ['dynamic-tao/dtao-faq', 'dynamic-tao/sdk-cheat-sheet'],
    },
    {
      type: 'category',
      label: 'Concepts',
      items: [
        'concepts/bittensor-networks',
        'concepts/tools',
        'concepts/commit-reveal',
        'concepts/consensus-based-weights',
        'concepts/bt-logging-levels',
      ],
    },
    {
      type: 'category',
      label: 'Bittensor SDK',
      items: ['sdk/env-vars'],
    },
    {
      type: 'category',
      label: 'Keys and wallets',
      items: [
        'keys/wallets',
        'keys/working-with-keys',
        'keys/handle-seed-phrase',
        'keys/coldkey-hotkey-security',
        'keys/proxies',
        'keys/multisig',
        'keys/schedule-coldkey-swap',
      ],
    },
    {
      type: 'category',
      label: 'Governance',
      link: {type: 'doc', id: 'governance/index'},
      items: ['governance/senate', 'governance/senators-btcli-guide'],
    },
    {
      type: 'category',
      label: 'Research',
      items: ['research/halvings-problem', 'research/synchronized-halving'],
    },
  ],
};

export default sidebars;
