import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one docs sidebar, in the order a newcomer reads: install, understand the network, hold keys safely, stake,
 * then build on subnets, and the references, chain internals and governance last. Pages that SPEC §2.1 keeps
 * outside the sidebar (tests/unit/sidebar.test.ts lists them) are reachable by links only.
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
      label: 'Staking and delegation',
      items: [
        'staking-and-delegation/delegation',
        'staking-and-delegation/stakers-btcli-guide',
        'staking-and-delegation/managing-stake-btcli',
        'staking-and-delegation/managing-stake-sdk',
        'staking-and-delegation/staking-polkadot-js',
        'staking-and-delegation/using-ledger-hw-wallet',
      ],
    },
    {
      type: 'category',
      label: 'Liquidity positions',
      link: {type: 'doc', id: 'liquidity-positions/index'},
      items: ['liquidity-positions/managing-liquidity-positions'],
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
      label: 'Subnets',
      items: [
        'subnets/understanding-subnets',
        'subnets/create-a-subnet',
        'subnets/subnet-hyperparameters',
        'subnets/subnet-creators-btcli-guide',
        'subnets/working-with-subnets',
        'subnets/metagraph',
        'subnets/asyncio',
        {
          type: 'category',
          label: 'Multiple incentive mechanisms',
          items: [
            'subnets/understanding-multiple-mech-subnets',
            'subnets/managing-mechanisms-btcli',
            'subnets/managing-mechanisms-with-sdk',
          ],
        },
        'subnets/uid-trimming',
        'subnets/subnet-deregistration',
        {
          type: 'category',
          label: 'Crowdloans',
          link: {type: 'doc', id: 'subnets/crowdloans'},
          items: ['subnets/crowdloans/crowdloans-tutorial'],
        },
        'subnets/walkthrough-prompting',
      ],
    },
    {
      type: 'category',
      label: 'Miners',
      link: {type: 'doc', id: 'miners/index'},
      items: ['miners/miners-btcli-guide'],
    },
    {
      type: 'category',
      label: 'Validators',
      link: {type: 'doc', id: 'validators/index'},
      items: ['validators/child-hotkeys', 'validators/validators-btcli-guide'],
    },
    {
      type: 'category',
      label: 'Tutorials',
      items: ['tutorials/basic-subnet-tutorials', 'tutorials/ocr-subnet-tutorial'],
    },
    {
      type: 'category',
      label: 'Local build',
      items: ['local-build/deploy', 'local-build/provision-wallets', 'local-build/create-subnet', 'local-build/mine-validate'],
    },
    {
      type: 'category',
      label: 'Bittensor SDK',
      items: ['sdk/env-vars'],
    },
    {
      type: 'category',
      label: 'Errors and troubleshooting',
      link: {type: 'doc', id: 'errors/index'},
      items: ['errors/troubleshooting', 'errors/subtensor', 'errors/custom'],
    },
    {
      type: 'category',
      label: 'Subtensor nodes',
      link: {type: 'doc', id: 'subtensor-nodes/index'},
      items: [
        'subtensor-nodes/subtensor-node-requirements',
        'subtensor-nodes/using-docker',
        'subtensor-nodes/using-source',
        'subtensor-nodes/subtensor-storage-query-examples',
      ],
    },
    {
      type: 'category',
      label: 'Navigating subtensor',
      link: {type: 'doc', id: 'navigating-subtensor/index'},
      items: [
        'navigating-subtensor/epoch',
        'navigating-subtensor/emissions-coinbase',
        'navigating-subtensor/swap-stake',
        'navigating-subtensor/function-reference',
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
      label: 'Resources',
      items: [
        'resources/questions-and-answers',
        'resources/glossary',
        'resources/utilities',
        'resources/bittensor-rel-notes',
        'resources/community-links',
        'resources/media-assets',
      ],
    },
    {
      type: 'category',
      label: 'Research',
      items: ['research/halvings-problem', 'research/synchronized-halving'],
    },
  ],
};

export default sidebars;
