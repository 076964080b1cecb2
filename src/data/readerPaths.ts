/** Entry points on the home page: one card per reader group, each leading to finished pages. */
export interface ReaderPath {
  audience: string;
  summary: string;
  links: {label: string; to: string}[];
}

export const readerPaths: ReaderPath[] = [
  {
    audience: 'Developers',
    summary: 'Install the SDK, connect to a network and script the chain from Python.',
    links: [
      {label: 'Install the Bittensor SDK', to: '/getting-started/installation'},
      {label: 'Networks and endpoints', to: '/concepts/bittensor-networks'},
      {label: 'SDK cheat sheet for dynamic TAO', to: '/dynamic-tao/sdk-cheat-sheet'},
    ],
  },
  {
    audience: 'Miners',
    summary: 'Learn what a neuron is, how incentive mechanisms score you, and how to keep keys apart.',
    links: [
      {label: 'Neurons, UIDs and the metagraph', to: '/learn/neurons'},
      {label: 'Anatomy of an incentive mechanism', to: '/learn/anatomy-of-incentive-mechanism'},
      {label: 'Coldkey and hotkey security', to: '/keys/coldkey-hotkey-security'},
    ],
  },
  {
    audience: 'Validators',
    summary: 'Understand how your weights become consensus, bonds and dividends.',
    links: [
      {label: 'Yuma Consensus', to: '/learn/yuma-consensus'},
      {label: 'Commit-reveal of weights', to: '/concepts/commit-reveal'},
      {label: 'Yuma Consensus 3 migration guide', to: '/learn/yuma3-migration-guide'},
    ],
  },
  {
    audience: 'Stakers',
    summary: 'Stake into subnet pools knowing how prices, slippage and fees work.',
    links: [
      {label: 'Dynamic TAO overview', to: '/dynamic-tao'},
      {label: 'Slippage', to: '/learn/slippage'},
      {label: 'Price protection', to: '/learn/price-protection'},
    ],
  },
  {
    audience: 'Subnet creators',
    summary: 'See how emissions reach a subnet and which hyperparameters shape its consensus.',
    links: [
      {label: 'Emissions', to: '/learn/emissions'},
      {label: 'Consensus-based weights', to: '/concepts/consensus-based-weights'},
      {label: 'Chain rate limits', to: '/learn/chain-rate-limits'},
    ],
  },
  {
    audience: 'Senators',
    summary: 'Follow how the network is governed today and what a senate member can still do.',
    links: [
      {label: 'Governance', to: '/governance'},
      {label: 'The senate', to: '/governance/senate'},
      {label: 'btcli for senators', to: '/governance/senators-btcli-guide'},
    ],
  },
  {
    audience: 'EVM users',
    summary: 'Hold keys that work on the chain and understand the address formats you will meet.',
    links: [
      {label: 'Wallets and address formats', to: '/keys/wallets'},
      {label: 'Ecosystem tools', to: '/concepts/tools'},
      {label: 'Networks and endpoints', to: '/concepts/bittensor-networks'},
    ],
  },
];
