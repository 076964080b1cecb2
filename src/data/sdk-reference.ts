/**
 * Hand-written half of the SDK reference (docs/sdk/bt-api-ref/: a landing page, one page per group of methods and a
 * page for the other classes). The other half, every signature, parameter and return type, comes from
 * config/api-snapshot/sdk.json. scripts/generate-sdk-reference.ts merges the two, and tests/unit/sdk-reference.test.ts
 * fails when a public member has no description here, when this file describes a member the snapshot does not have,
 * or when the checked-in pages are out of date.
 *
 * Descriptions are Markdown (MDX): put names, `{`, `}` and `<...>` in inline code. Links are written relative to
 * docs/sdk/ (`./env-vars.md`, `../keys/wallets.md`); the generator adjusts them for the pages in docs/sdk/bt-api-ref/.
 */

export type SdkGroupId =
  | 'connect'
  | 'blocks'
  | 'wallets'
  | 'neurons'
  | 'subnets'
  | 'subnet-owners'
  | 'registration'
  | 'stake'
  | 'root-claims'
  | 'delegation'
  | 'weights'
  | 'commitments'
  | 'serving'
  | 'transfers'
  | 'crowdloans'
  | 'proxies'
  | 'mev'
  | 'coldkey-swap'
  | 'liquidity'
  | 'utilities';

export interface SdkGroup {
  id: SdkGroupId;
  /** Section heading; must not slug to a method name. */
  title: string;
  /** One or two sentences under the heading. */
  intro: string;
}

export const sdkGroups: readonly SdkGroup[] = [
  {
    id: 'connect',
    title: 'Connect and configure',
    intro:
      'Create the client, read its settings and close it. See [Managing subtensor connections](./managing-subtensor-connections.md) for endpoints, retries and context managers.',
  },
  {
    id: 'blocks',
    title: 'Blocks, time and chain-wide limits',
    intro: 'Block numbers, hashes and timestamps, and the few settings that apply to the whole chain rather than to one subnet.',
  },
  {
    id: 'wallets',
    title: 'Balances, keys and identities',
    intro:
      'Free TAO balances, which coldkey owns a hotkey, and on-chain identities. These calls take SS58 addresses, so they need no wallet password.',
  },
  {
    id: 'neurons',
    title: 'Neurons and metagraphs',
    intro:
      'Who is registered on a subnet and what the chain records about each UID. See [the metagraph](../subnets/metagraph.md) for what the fields mean.',
  },
  {
    id: 'subnets',
    title: 'Subnet state and hyperparameters',
    intro:
      'Pools, prices, tempo and the other per-subnet values. [Subnet hyperparameters](../subnets/subnet-hyperparameters.md) explains each setting.',
  },
  {
    id: 'subnet-owners',
    title: 'Creating and running a subnet',
    intro:
      'Calls a subnet owner makes: registering the subnet, setting its identity, starting emissions and buying back alpha. Walkthrough: [create a subnet](../subnets/create-a-subnet.md).',
  },
  {
    id: 'registration',
    title: 'Registering neurons',
    intro:
      'Put a hotkey on a subnet and check where a hotkey is registered. Registration costs TAO that is not refunded; see [working with subnets](../subnets/working-with-subnets.md).',
  },
  {
    id: 'stake',
    title: 'Staking and stake queries',
    intro:
      'Add, remove, move and price stake. Amounts are `Balance` objects; the safe variants take a price tolerance ([price protection](../learn/price-protection.md)), and the how-to is [manage stake with the SDK](../staking-and-delegation/managing-stake-sdk.md).',
  },
  {
    id: 'root-claims',
    title: 'Root dividends',
    intro:
      'Stake on the root subnet (netuid 0) earns alpha dividends on other subnets that accumulate until claimed. These calls read and claim them and choose whether claims are swapped to TAO or kept as alpha.',
  },
  {
    id: 'delegation',
    title: 'Delegates and child hotkeys',
    intro:
      'Validators that accept stake from nominators, their take, and the parent and child hotkey relationships. Background: [delegation](../staking-and-delegation/delegation.md) and [child hotkeys](../validators/child-hotkeys.md).',
  },
  {
    id: 'weights',
    title: 'Weights and commit-reveal',
    intro:
      'Set, commit and reveal validator weights, and read the limits that apply. [Commit-reveal](../concepts/commit-reveal.md) explains the timelocked flow that `set_weights` uses when a subnet turns it on.',
  },
  {
    id: 'commitments',
    title: 'Commitments',
    intro:
      'Arbitrary data a neuron publishes on chain for its subnet, in the clear or timelocked until a drand round, and the bonds resets that publishing can trigger.',
  },
  {
    id: 'serving',
    title: 'Axons and certificates',
    intro: 'Advertise where a neuron can be reached, and read the TLS certificates neurons publish.',
  },
  {
    id: 'transfers',
    title: 'Transfers',
    intro: 'Move free TAO between coldkeys. A transfer cannot be reversed.',
  },
  {
    id: 'crowdloans',
    title: 'Crowdloans',
    intro:
      'Create, fund, finalize or wind down a crowdloan. How a campaign runs: [crowdloans](../subnets/crowdloans.md) and the [crowdloan tutorial](../subnets/crowdloans/crowdloans-tutorial.md).',
  },
  {
    id: 'proxies',
    title: 'Proxies',
    intro:
      'Let one account act for another with limited rights, optionally after a public delay. Concepts: [proxies](../keys/proxies/index.md); steps: [add, use and remove a proxy](../keys/proxies/create-proxy.md) and [pure proxies](../keys/proxies/pure-proxies.md).',
  },
  {
    id: 'mev',
    title: 'MEV protection',
    intro:
      'Every method that submits an extrinsic takes `mev_protection`; when it is `True` the call is encrypted to the chain\'s current ML-KEM-768 key and submitted through the `MevShield` pallet. These members expose the same machinery directly.',
  },
  {
    id: 'coldkey-swap',
    title: 'Coldkey swap',
    intro:
      'Announce, execute and dispute a swap of everything a coldkey owns to a new coldkey. Read [swap a coldkey](../keys/schedule-coldkey-swap.md) before you call any of these: a completed swap cannot be undone.',
  },
  {
    id: 'liquidity',
    title: 'User liquidity (disabled on chain)',
    intro:
      'The SDK still ships these calls, but the chain retired user liquidity positions: the extrinsics fail with the `Deprecated` error and the storage they read is gone. See [liquidity positions](../liquidity-positions/index.md).',
  },
  {
    id: 'utilities',
    title: 'Low-level queries and extrinsics',
    intro:
      'Direct access to storage, constants, runtime APIs and call composition, for anything the named methods do not cover.',
  },
];

export interface SubtensorEntry {
  group: SdkGroupId;
  /** One to three sentences in our own words. */
  description: string;
  /** The SDK or the chain retired the member: what happens now and what to use instead. */
  deprecated?: string;
  /** Return type to print when the source carries no annotation. */
  returns?: string;
  /** For attributes: the type to print. */
  type?: string;
  /** For an alias attribute: the method it points to. */
  aliasOf?: string;
}

/**
 * Every public member of `Subtensor` (with its base `SubtensorMixin`) and the members only `AsyncSubtensor` has.
 * `__init__` stands for the constructor. The order inside a group is the order on the page.
 */
export const subtensorMembers: Readonly<Record<string, SubtensorEntry>> = {
  // Connect and configure
  __init__: {
    group: 'connect',
    description:
      'Opens a websocket connection to a subtensor node. `network` takes a network name (`finney`, `test`, `archive`, `local`, `latent-lite`) or a `ws://`/`wss://` URL; with neither `network` nor `config`, the network comes from the configuration: `finney` unless `BT_SUBTENSOR_NETWORK` or a `--subtensor.network` argument says otherwise. Passing `fallback_endpoints`, `archive_endpoints` or `retry_forever=True` switches to a client that fails over between endpoints.',
  },
  close: {
    group: 'connect',
    description:
      'Closes the websocket. Call it when you are done, or use the client as a context manager (`with bt.Subtensor(...) as subtensor:`), which calls it on exit.',
    returns: 'None',
  },
  initialize: {
    group: 'connect',
    description:
      'Connects an `AsyncSubtensor` to its node; await it before the first query unless you use `async with`, which calls it for you. Raises `ConnectionError` on a timeout or a refused connection.',
    returns: 'AsyncSubtensor',
  },
  network: {
    group: 'connect',
    type: 'str',
    description:
      'The network name the client resolved: one of the known names, `local` for a URL on 127.0.0.1 or localhost, or `unknown` for any other URL.',
  },
  chain_endpoint: {
    group: 'connect',
    type: 'str',
    description: 'The websocket URL the client connected to first. A bare host name gets a `ws://` prefix.',
  },
  log_verbose: {
    group: 'connect',
    type: 'bool',
    description: 'Whether the client was created with `log_verbose=True`, which switches `bt.logging` to trace level.',
  },
  substrate: {
    group: 'connect',
    type: 'SubstrateInterface | RetrySyncSubstrate',
    description:
      'The underlying `async-substrate-interface` client (the async variants on `AsyncSubtensor`). Use it for RPC calls the SDK does not wrap; the retrying variant is used when fallback or archive endpoints are set.',
  },
  config: {
    group: 'connect',
    description:
      'Builds a `bt.Config` holding the subtensor command-line options (`--subtensor.network`, `--subtensor.chain_endpoint`, `--subtensor._mock`). Unless `BT_NO_PARSE_CLI_ARGS` is set, it parses `sys.argv`.',
  },
  setup_config: {
    group: 'connect',
    description:
      'Works out the endpoint URL and network name from a `network` argument or, when that is `None`, from a `Config`. The constructor calls it; you rarely need it directly.',
  },
  add_args: {
    group: 'connect',
    description:
      'Adds the `--subtensor.network`, `--subtensor.chain_endpoint` and `--subtensor._mock` options to an `argparse` parser, optionally under a prefix. Defaults come from `bt.DEFAULTS`.',
    returns: 'None',
  },
  help: {
    group: 'connect',
    description: 'Prints the subtensor command-line options to standard output.',
    returns: 'None',
  },

  // Blocks, time and chain-wide limits
  block: {
    group: 'blocks',
    type: 'int',
    description:
      'The current block number, read from the chain each time you access it. On `AsyncSubtensor` the property returns a coroutine: write `await subtensor.block`.',
  },
  get_current_block: {
    group: 'blocks',
    description: 'Returns the number of the latest block the node knows.',
  },
  get_block_hash: {
    group: 'blocks',
    description:
      'Returns the hash of a block number, or of the chain head when `block` is `None`. Older blocks may need an archive node.',
  },
  determine_block_hash: {
    group: 'blocks',
    description:
      'Turns the block arguments most read methods accept into one block hash, or `None` for the chain head. The async version also checks that `block` and `block_hash` agree and refuses `reuse_block` combined with either.',
  },
  get_block_info: {
    group: 'blocks',
    description:
      'Returns a `BlockInfo` for a block: number, hash, timestamp, raw header, the extrinsics it contains and a tao.app explorer link. Give a block number or a block hash.',
  },
  get_timestamp: {
    group: 'blocks',
    description: 'Returns the time a block was produced, as a timezone-aware `datetime` in UTC, read from the `Timestamp` pallet.',
  },
  wait_for_block: {
    group: 'blocks',
    description:
      'Blocks until the chain reaches the given block number, or the next block when `block` is `None`, by subscribing to new block headers. Returns `True` when the block arrives and `False` if the node returned no current block.',
    returns: 'bool',
  },
  is_fast_blocks: {
    group: 'blocks',
    description:
      'Returns `True` when the node runs with 250 ms blocks (the `Aura` slot duration is 250), as some local development chains do; a normal chain makes a block about every 12 seconds.',
  },
  tx_rate_limit: {
    group: 'blocks',
    description: 'Returns the chain-wide `TxRateLimit`: the number of blocks a key must wait between certain rate-limited transactions.',
  },

  // Balances, keys and identities
  get_balance: {
    group: 'wallets',
    description: 'Returns the free TAO balance of an SS58 address as a `Balance`. Staked TAO is not included.',
  },
  get_balances: {
    group: 'wallets',
    description:
      'Returns the free balances of several addresses in one batched query, as a dictionary from address to `Balance`.',
  },
  does_hotkey_exist: {
    group: 'wallets',
    description:
      'Returns `True` when the chain records an owning coldkey for the hotkey, which it does from the hotkey\'s first registration or stake.',
  },
  get_hotkey_owner: {
    group: 'wallets',
    description: 'Returns the SS58 address of the coldkey that owns a hotkey, or `None` when the hotkey is unknown to the chain.',
  },
  get_owned_hotkeys: {
    group: 'wallets',
    description: 'Lists the hotkeys a coldkey owns, as SS58 addresses.',
  },
  get_netuids_for_hotkey: {
    group: 'wallets',
    description: 'Lists the netuids of the subnets where the hotkey holds a UID.',
  },
  query_identity: {
    group: 'wallets',
    description:
      'Returns the on-chain identity (name, URL, GitHub, image, Discord, description and more) that a coldkey has set, as a `ChainIdentity`, or `None` if it has none.',
  },

  // Neurons and metagraphs
  metagraph: {
    group: 'neurons',
    description:
      'Builds and syncs a `Metagraph` for one subnet mechanism. `lite=True` (the default) skips the weight and bond matrices, which makes it much faster; pass `lite=False` when you need them. On `AsyncSubtensor` it returns an `AsyncMetagraph`.',
  },
  get_metagraph_info: {
    group: 'neurons',
    description:
      'Returns the raw `MetagraphInfo` for a subnet mechanism from one runtime API call, or `None` if it does not exist. `selected_indices` limits the fields fetched, which saves bandwidth when you need only a few.',
  },
  get_all_metagraphs_info: {
    group: 'neurons',
    description:
      'Returns a `MetagraphInfo` for every subnet. With `all_mechanisms=False` (the default) you get mechanism 0 of each subnet; with `True`, every mechanism.',
  },
  neurons: {
    group: 'neurons',
    description: 'Returns a full `NeuronInfo` for every UID on a subnet, including weights and bonds. For large subnets `neurons_lite` is much lighter.',
  },
  neurons_lite: {
    group: 'neurons',
    description: 'Returns a `NeuronInfoLite` for every UID on a subnet: the same records as `neurons` without the weight and bond lists.',
  },
  neuron_for_uid: {
    group: 'neurons',
    description:
      'Returns the `NeuronInfo` of one UID on a subnet. When the UID is empty you get a null neuron (its `is_null` is `True`), not `None`.',
  },
  get_neuron_for_pubkey_and_subnet: {
    group: 'neurons',
    description: 'Looks up the neuron a hotkey holds on a subnet and returns its `NeuronInfo`; a null neuron when the hotkey is not registered there.',
  },
  get_uid_for_hotkey_on_subnet: {
    group: 'neurons',
    description: 'Returns the UID a hotkey holds on a subnet, or `None` when it is not registered there.',
  },
  subnetwork_n: {
    group: 'neurons',
    description: 'Returns how many UIDs are currently taken on a subnet, or `None` if the subnet does not exist.',
  },
  get_subnet_validator_permits: {
    group: 'neurons',
    description: 'Returns, for each UID of a subnet, whether it holds a validator permit.',
  },
  get_stake_weight: {
    group: 'neurons',
    description: 'Returns the stake weight of every UID on a subnet as written at its last epoch, normalized to floats between 0 and 1: the stake Yuma Consensus used.',
  },
  blocks_since_last_update: {
    group: 'neurons',
    description:
      'Returns how many blocks have passed since a UID last updated its weights, or `None` for an unknown subnet or UID. Validators use it to respect the weights rate limit.',
  },

  // Subnet state and hyperparameters
  all_subnets: {
    group: 'subnets',
    description:
      'Returns a `DynamicInfo` for every subnet: owner, name and symbol, tempo, pool reserves (`tao_in`, `alpha_in`, `alpha_out`), price, emissions and identity.',
  },
  subnet: {
    group: 'subnets',
    description: 'Returns the `DynamicInfo` of one subnet, or `None` when it does not exist.',
  },
  get_all_subnets_info: {
    group: 'subnets',
    description:
      'Returns a `SubnetInfo` for every subnet: registration and network parameters such as UID limits, burn, difficulty and owner. For pool and price data use `all_subnets`.',
  },
  get_subnet_info: {
    group: 'subnets',
    description: 'Returns the `SubnetInfo` of one subnet, or `None` when it does not exist.',
  },
  get_all_subnets_netuid: {
    group: 'subnets',
    description: 'Lists the netuids of all existing subnets, root (0) included.',
  },
  get_total_subnets: {
    group: 'subnets',
    description: 'Returns the number of subnets that exist.',
  },
  subnet_exists: {
    group: 'subnets',
    description: 'Returns `True` when a subnet with this netuid exists.',
  },
  is_subnet_active: {
    group: 'subnets',
    description:
      'Returns `True` once the subnet owner has called `start_call` and emissions have begun. A newly registered subnet exists but is not yet active.',
  },
  get_subnet_hyperparameters: {
    group: 'subnets',
    description: 'Returns every hyperparameter of a subnet as a `SubnetHyperparameters` object, or `None` when it does not exist.',
  },
  get_hyperparameter: {
    group: 'subnets',
    description:
      'Reads one `SubtensorModule` storage item keyed by netuid, by its storage name (for example `"Tempo"` or `"ImmunityPeriod"`). Returns `None` and logs an error when the subnet does not exist.',
  },
  tempo: {
    group: 'subnets',
    description: 'Returns the subnet\'s tempo: the number of blocks between two epochs.',
  },
  immunity_period: {
    group: 'subnets',
    description: 'Returns the number of blocks a newly registered UID is protected from being replaced.',
  },
  difficulty: {
    group: 'subnets',
    description:
      'Returns the proof-of-work difficulty stored for a subnet. Registration no longer checks proof of work (see `register`), so the value has no effect.',
  },
  recycle: {
    group: 'subnets',
    description: 'Returns the current neuron registration cost of a subnet (the `Burn` value), as a `Balance` in TAO.',
  },
  get_subnet_owner_hotkey: {
    group: 'subnets',
    description: 'Returns the subnet owner\'s hotkey (the `SubnetOwnerHotkey` storage item), or `None`.',
  },
  get_subnet_price: {
    group: 'subnets',
    description:
      'Returns the current price of one alpha of the subnet in TAO, from the swap runtime API. Subnet 0 always returns 1 TAO.',
  },
  get_subnet_prices: {
    group: 'subnets',
    description: 'Was meant to return the alpha price of every subnet in one query.',
    deprecated:
      'It reads the `Swap.AlphaSqrtPrice` storage, which the chain removed when it moved to the balancer swap, so it fails. Call `get_subnet_price` per subnet, or read `price` from `all_subnets()`.',
  },
  get_ema_tao_inflow: {
    group: 'subnets',
    description:
      'Returns the exponential moving average of net TAO staked into a subnet and the block it was last updated, as `(block, Balance)`. Positive means more staking than unstaking; `None` for subnet 0 or an unknown subnet. See [EMA](../learn/ema.md).',
  },
  get_all_ema_tao_inflow: {
    group: 'subnets',
    description: 'Returns the same moving average for every subnet, as a dictionary from netuid to `(block, Balance)`.',
  },
  get_mechanism_count: {
    group: 'subnets',
    description:
      'Returns how many incentive mechanisms a subnet runs (1 for most subnets). See [multiple mechanisms](../subnets/understanding-multiple-mech-subnets.md).',
  },
  get_mechanism_emission_split: {
    group: 'subnets',
    description:
      'Returns the share of the subnet\'s emission each mechanism gets, as whole percentages, or `None` when emission is split evenly.',
  },
  blocks_since_last_step: {
    group: 'subnets',
    description: 'Returns how many blocks have passed since the subnet\'s last epoch.',
  },
  blocks_until_next_epoch: {
    group: 'subnets',
    description:
      'Returns how many blocks remain until the subnet\'s next epoch on the old fixed schedule, `tempo - (block + netuid + 1) % (tempo + 1)`. The chain now runs the next epoch at `LastEpochBlock + tempo`, so the answer can be wrong; read those storage items instead. Pass `tempo` to save one query if you already know it.',
  },
  get_next_epoch_start_block: {
    group: 'subnets',
    description:
      'Returns the block number at which the subnet\'s next epoch would start on the old fixed schedule, or `None` when the tempo is zero. The chain now runs it at `LastEpochBlock + tempo`, or earlier at `PendingEpochAt` after an owner trigger, so compute it from those storage items.',
  },
  get_admin_freeze_window: {
    group: 'subnets',
    description:
      'Returns the length, in blocks, of the window at the end of each tempo during which subnet owners cannot change hyperparameters.',
  },
  is_in_admin_freeze_window: {
    group: 'subnets',
    description:
      'Meant to return `True` when the subnet is inside that end-of-tempo window, but it takes the next epoch from `get_next_epoch_start_block`, the old fixed schedule, and ignores a pending owner trigger, so it can be wrong. The chain refuses owner changes while `PendingEpochAt` is ahead of the current block or fewer than `AdminFreezeWindow` blocks remain before `LastEpochBlock + tempo`; test that from storage.',
  },

  // Creating and running a subnet
  get_subnet_burn_cost: {
    group: 'subnet-owners',
    description: 'Returns the TAO it currently costs to register a new subnet, as a `Balance`.',
  },
  register_subnet: {
    group: 'subnet-owners',
    description:
      'Registers a new subnet owned by the wallet\'s coldkey, with the wallet\'s hotkey as owner hotkey. The coldkey pays the current subnet registration cost; check it first with `get_subnet_burn_cost`.',
  },
  set_subnet_identity: {
    group: 'subnet-owners',
    description: 'Sets the name, links, contact and description of a subnet you own from a `SubnetIdentity` object.',
  },
  start_call: {
    group: 'subnet-owners',
    description:
      'Starts emissions on a subnet you own. The chain accepts it only after the start-call delay has passed since registration.',
  },
  get_start_call_delay: {
    group: 'subnet-owners',
    description: 'Returns the number of blocks that must pass after a subnet is registered before its owner can call `start_call`.',
  },
  add_stake_burn: {
    group: 'subnet-owners',
    description:
      'Subnet buyback: stakes TAO into the owner\'s subnet and burns the alpha it buys. Only the subnet owner can call it, at most once per tempo; `limit_price` (RAO per alpha) caps the price paid.',
  },

  // Registering neurons
  burned_register: {
    group: 'registration',
    description:
      'Registers the wallet\'s hotkey on a subnet by paying the current registration cost (see `recycle`) from the coldkey. On the root subnet it performs a root registration instead.',
  },
  register: {
    group: 'registration',
    description:
      'Registers the hotkey after solving a proof of work on the CPU or, with `cuda=True`, on GPUs; needs PyTorch installed.',
    deprecated:
      'The chain now ignores the work and charges the same registration cost as `burned_register`, so solving it only wastes time. Use `burned_register`.',
  },
  root_register: {
    group: 'registration',
    description: 'Registers the wallet\'s hotkey on the root subnet (netuid 0).',
  },
  is_hotkey_registered: {
    group: 'registration',
    description:
      'Returns `True` when the hotkey holds a UID on the given subnet, or on any subnet when `netuid` is `None`.',
  },
  is_hotkey_registered_any: {
    group: 'registration',
    description: 'Returns `True` when the hotkey holds a UID on at least one subnet.',
  },
  is_hotkey_registered_on_subnet: {
    group: 'registration',
    description: 'Returns `True` when the hotkey holds a UID on this subnet.',
  },
  filter_netuids_by_registered_hotkeys: {
    group: 'registration',
    description:
      'Returns the netuids, out of `all_netuids`, on which any of `all_hotkeys` is registered, narrowed to `filter_for_netuids` when you pass some.',
  },

  // Staking and stake queries
  add_stake: {
    group: 'stake',
    description:
      'Stakes TAO from the coldkey to a hotkey on a subnet; on subnets other than root the TAO buys alpha at the pool price. With `safe_staking=True` the chain enforces a limit price `rate_tolerance` above the current one, and `allow_partial_stake` decides whether a partial fill is acceptable.',
  },
  add_stake_multiple: {
    group: 'stake',
    description:
      'Stakes to several hotkey and subnet pairs, one extrinsic each; `netuids`, `hotkey_ss58s` and `amounts` are parallel lists.',
  },
  unstake: {
    group: 'stake',
    description:
      'Sells `amount` of alpha staked to a hotkey on a subnet back to TAO on the coldkey. `safe_unstaking`, `rate_tolerance` and `allow_partial_stake` work as in `add_stake`, with the limit below the current price.',
  },
  unstake_all: {
    group: 'stake',
    description:
      'Removes the whole position of the coldkey on one hotkey and subnet. `rate_tolerance` sets the limit price; pass `None` to sell without a limit.',
  },
  unstake_multiple: {
    group: 'stake',
    description:
      'Unstakes from several hotkey and subnet pairs given as parallel lists. Leave `amounts` out, or pass `unstake_all=True`, to remove everything from each.',
  },
  move_stake: {
    group: 'stake',
    description:
      'Moves stake from one hotkey and subnet to another hotkey and subnet, keeping the same coldkey. Pass `amount`, or `move_all_stake=True` to move the whole position.',
  },
  swap_stake: {
    group: 'stake',
    description:
      'Moves stake of one hotkey from one subnet to another. With `safe_swapping=True` it executes only while the ratio of the two prices stays within `rate_tolerance`.',
  },
  transfer_stake: {
    group: 'stake',
    description:
      'Gives stake to another coldkey: the position on `hotkey_ss58` moves from your coldkey to `destination_coldkey_ss58`, optionally into another subnet. You cannot take it back.',
  },
  sim_swap: {
    group: 'stake',
    description:
      'Simulates a stake, unstake or subnet-to-subnet swap of `amount` without submitting anything, and returns a `SimSwapResult` with the TAO and alpha received and the swap fees. Netuid 0 on either side stands for TAO.',
  },
  get_stake_add_fee: {
    group: 'stake',
    description: 'Returns the swap fee, in TAO, that staking `amount` on a subnet would pay now (from `sim_swap`). It excludes the transaction fee.',
  },
  get_unstake_fee: {
    group: 'stake',
    description: 'Returns the swap fee, in the subnet\'s alpha, that unstaking `amount` from a subnet would pay now (from `sim_swap`).',
  },
  get_stake_movement_fee: {
    group: 'stake',
    description: 'Returns the swap fee of moving `amount` of stake from one subnet to another (from `sim_swap`).',
  },
  get_stake: {
    group: 'stake',
    description:
      'Returns the stake a coldkey holds on a hotkey in one subnet, in that subnet\'s alpha (TAO on subnet 0), as a `Balance`.',
  },
  get_stake_for_coldkey_and_hotkey: {
    group: 'stake',
    description:
      'Returns a coldkey\'s positions on one hotkey as a dictionary from netuid to `StakeInfo`, for the netuids you pass or for all subnets.',
  },
  get_stake_info_for_coldkey: {
    group: 'stake',
    description: 'Lists every stake position of a coldkey, across hotkeys and subnets, as `StakeInfo` records.',
  },
  get_stake_info_for_coldkeys: {
    group: 'stake',
    description: 'Does the same for several coldkeys in one runtime call, returning a dictionary from coldkey to its `StakeInfo` list.',
  },
  get_stake_for_hotkey: {
    group: 'stake',
    description: 'Returns the total alpha staked to a hotkey on a subnet, from all coldkeys.',
  },
  get_hotkey_stake: {
    group: 'stake',
    aliasOf: 'get_stake_for_hotkey',
    description: 'Another name for `get_stake_for_hotkey`.',
  },
  get_minimum_required_stake: {
    group: 'stake',
    description:
      'Returns the nominator minimum: if an unstake leaves a position below this amount, the chain clears the remainder and returns it to the coldkey.',
    returns: 'Balance',
  },
  set_auto_stake: {
    group: 'stake',
    description:
      'Tells the chain to stake the coldkey\'s incentive from a subnet straight to the given validator hotkey as it arrives.',
  },
  get_auto_stakes: {
    group: 'stake',
    description: 'Returns a coldkey\'s auto-stake destinations, as a dictionary from netuid to validator hotkey.',
  },

  // Root dividends
  claim_root: {
    group: 'root-claims',
    description:
      'Claims the alpha dividends your root stake has accumulated on the listed subnets, handled according to your root claim type. The chain limits how many subnets one call may name.',
    returns: 'ExtrinsicResponse',
  },
  set_root_claim_type: {
    group: 'root-claims',
    description:
      'Chooses what happens to claimed root dividends for your coldkey: `"Swap"` sells them for TAO and stakes that on root (the chain default), `"Keep"` leaves them as alpha, and `{"KeepSubnets": {"subnets": [...]}}` keeps only the listed subnets.',
    returns: 'ExtrinsicResponse',
  },
  get_root_claim_type: {
    group: 'root-claims',
    description: 'Returns a coldkey\'s root claim type: `"Swap"`, `"Keep"`, or a `KeepSubnets` dictionary.',
  },
  get_root_claimable_rate: {
    group: 'root-claims',
    description:
      'Returns the claimable dividend rate of a root validator on one subnet, per unit of root stake. Most callers want `get_root_claimable_stake`, which turns it into an amount.',
  },
  get_root_claimable_all_rates: {
    group: 'root-claims',
    description: 'Returns the claimable rate of a root validator for every subnet that has one, as a dictionary from netuid to rate.',
  },
  get_root_claimable_stake: {
    group: 'root-claims',
    description: 'Returns the alpha a coldkey could claim now from its root stake on a validator, for one subnet.',
  },
  get_root_claimed: {
    group: 'root-claims',
    description: 'Returns the total alpha a coldkey has already claimed from a root validator on one subnet.',
  },
  get_root_alpha_dividends_per_subnet: {
    group: 'root-claims',
    description: 'Returns the root alpha dividends a validator hotkey has received on a subnet, in that subnet\'s alpha.',
  },

  // Delegates and child hotkeys
  get_delegates: {
    group: 'delegation',
    description: 'Lists every delegate with its stake, nominators, take and registrations, as `DelegateInfo` records.',
  },
  get_delegate_by_hotkey: {
    group: 'delegation',
    description: 'Returns the `DelegateInfo` of one validator hotkey, or `None` if it is not a delegate.',
  },
  get_delegated: {
    group: 'delegation',
    description: 'Lists the delegates a coldkey has staked to, with the amounts, as `DelegatedInfo` records.',
  },
  get_delegate_identities: {
    group: 'delegation',
    description: 'Returns the on-chain identities of all accounts that have one, as a dictionary from SS58 address to `ChainIdentity`.',
  },
  is_hotkey_delegate: {
    group: 'delegation',
    description: 'Returns `True` when the hotkey is a delegate that nominators can stake to.',
  },
  get_delegate_take: {
    group: 'delegation',
    description: 'Returns a delegate\'s take, the share of nominator rewards it keeps, as a float between 0 and 1.',
  },
  set_delegate_take: {
    group: 'delegation',
    description:
      'Sets your delegate hotkey\'s take (a float between 0 and 1). It reads the current take and sends `increase_take` or `decrease_take` as needed; increases are rate-limited by the chain. The sync method has no `mev_protection` argument, and its flags are ordinary (not keyword-only) parameters.',
  },
  get_children: {
    group: 'delegation',
    description:
      'Returns the child hotkeys of a hotkey on a subnet as `(success, [(proportion, child), ...], error_message)`, proportions as floats.',
  },
  get_children_pending: {
    group: 'delegation',
    description: 'Returns children that have been set but are still in their cooldown, with the block at which they take effect.',
  },
  get_parents: {
    group: 'delegation',
    description: 'Returns the parent hotkeys of a child hotkey on a subnet, as `[(proportion, parent), ...]`.',
  },
  set_children: {
    group: 'delegation',
    description:
      'Sets up to five child hotkeys of your hotkey on a subnet, as `[(proportion, child_hotkey_ss58), ...]` with float proportions summing to at most 1. An empty list revokes all children. Once the subnet has started, the change waits out a cooldown before it applies.',
  },
  root_set_pending_childkey_cooldown: {
    group: 'delegation',
    description:
      'Sets the pending child key cooldown in blocks, wrapped in a `sudo` call. Only the chain\'s sudo key can do this, so it is useful on a local chain only.',
  },

  // Weights and commit-reveal
  set_weights: {
    group: 'weights',
    description:
      'Sets a validator\'s weights on a subnet mechanism. When the subnet uses commit-reveal it submits a timelocked commit that the chain reveals itself; otherwise it sets the weights directly. It retries up to `max_attempts` times while the weights rate limit allows.',
  },
  commit_weights: {
    group: 'weights',
    description:
      'Commits a salted hash of weights, to be revealed later with `reveal_weights` and the same salt. Note the defaults: errors raise (`raise_error=True`), the call does not wait for inclusion, and `period` is 16 blocks.',
  },
  reveal_weights: {
    group: 'weights',
    description: 'Reveals weights committed with `commit_weights`; `uids`, `weights` and `salt` must match the commit exactly.',
  },
  weights: {
    group: 'weights',
    description: 'Returns the weights every validator has set on a subnet mechanism, as `[(uid, [(target_uid, weight), ...]), ...]` with raw u16 values.',
  },
  bonds: {
    group: 'weights',
    description: 'Returns the bonds every validator holds on a subnet mechanism, in the same shape as `weights`.',
  },
  weights_rate_limit: {
    group: 'weights',
    description: 'Returns how many blocks a validator must wait between two weight submissions on the subnet.',
  },
  min_allowed_weights: {
    group: 'weights',
    description: 'Returns the minimum number of UIDs a weight vector must include on the subnet.',
  },
  max_weight_limit: {
    group: 'weights',
    description:
      'Returns the stored `MaxWeightsLimit` as a float between 0 and 1. The chain no longer enforces it when checking weights.',
  },
  commit_reveal_enabled: {
    group: 'weights',
    description: 'Returns `True` when the subnet hides weights with commit-reveal.',
  },
  get_subnet_reveal_period_epochs: {
    group: 'weights',
    description: 'Returns how many epochs pass between committing weights and their reveal on the subnet.',
  },
  get_timelocked_weight_commits: {
    group: 'weights',
    description:
      'Lists the timelocked weight commits waiting on a subnet mechanism, each as a tuple of the committer\'s SS58 address, the commit block, the encrypted commit and the drand round that unlocks it.',
  },
  last_drand_round: {
    group: 'weights',
    description: 'Returns the latest drand round stored on chain; timelocked commits unlock when their round arrives.',
  },

  // Commitments
  set_commitment: {
    group: 'commitments',
    description: 'Publishes a string for the wallet\'s hotkey on a subnet, readable by anyone straight away.',
  },
  set_reveal_commitment: {
    group: 'commitments',
    description:
      'Publishes data encrypted to a future drand round, so it stays hidden until about `blocks_until_reveal` blocks from now (at `block_time` seconds a block). The response\'s `data` holds the round.',
  },
  get_commitment: {
    group: 'commitments',
    description: 'Returns the plain commitment published by the hotkey at a UID, decoded to a string.',
  },
  get_commitment_metadata: {
    group: 'commitments',
    description: 'Returns the raw commitment record of a hotkey on a subnet, or an empty string when it has none.',
  },
  get_all_commitments: {
    group: 'commitments',
    description: 'Returns the plain commitments of every hotkey on a subnet, as a dictionary from hotkey to string.',
  },
  get_revealed_commitment: {
    group: 'commitments',
    description: 'Returns the revealed timelocked commitments of the hotkey at a UID, as `((reveal_block, message), ...)`.',
  },
  get_revealed_commitment_by_hotkey: {
    group: 'commitments',
    description: 'Does the same, looked up by hotkey instead of UID.',
  },
  get_all_revealed_commitments: {
    group: 'commitments',
    description: 'Returns the revealed commitments of every hotkey on a subnet; the chain keeps the ten most recent per hotkey.',
  },
  get_last_bonds_reset: {
    group: 'commitments',
    description: 'Returns the raw record of the block at which publishing a commitment last reset the hotkey\'s bonds on a subnet.',
    returns: 'ScaleObj | None',
  },
  get_last_commitment_bonds_reset_block: {
    group: 'commitments',
    description: 'Returns that block number for the hotkey at a UID, decoded, or `None`. It syncs a metagraph to find the hotkey, so it is slow.',
  },

  // Axons and certificates
  serve_axon: {
    group: 'serving',
    description:
      'Publishes an axon\'s IP address, port and protocol on chain for its wallet\'s hotkey, optionally with a TLS certificate, so validators can reach the miner. `Axon.serve` calls it for you.',
  },
  get_neuron_certificate: {
    group: 'serving',
    description: 'Returns the TLS certificate a hotkey published on a subnet, or `None`.',
  },
  get_all_neuron_certificates: {
    group: 'serving',
    description: 'Returns the certificates of every hotkey on a subnet that published one.',
  },

  // Transfers
  transfer: {
    group: 'transfers',
    description:
      'Sends free TAO from the coldkey to an address. `keep_alive=True` refuses to drop the sender below the existential deposit; pass `amount=None` with `transfer_all=True` to send everything. Note `wait_for_finalization` defaults to `False` here.',
  },
  get_transfer_fee: {
    group: 'transfers',
    description: 'Returns the transaction fee a transfer of `amount` to the destination would pay now.',
  },
  get_existential_deposit: {
    group: 'transfers',
    description: 'Returns the smallest balance an account may hold; an account that falls below it is removed and its dust lost.',
  },

  // Crowdloans
  create_crowdloan: {
    group: 'crowdloans',
    description:
      'Opens a crowdloan with your `deposit`, a `min_contribution`, a `cap` and an `end` block. On success it either dispatches `call` (for example a subnet lease registration) or pays `target_address`; neither can change later.',
  },
  contribute_crowdloan: {
    group: 'crowdloans',
    description: 'Contributes TAO to an open crowdloan. A contribution that would pass the cap is cut down to the room left.',
  },
  withdraw_crowdloan: {
    group: 'crowdloans',
    description: 'Takes back your contribution before the crowdloan is finalized. The creator can withdraw only what exceeds the deposit.',
  },
  finalize_crowdloan: {
    group: 'crowdloans',
    description:
      'Completes a crowdloan that reached its cap after its end block, running the stored call or paying the target address. Creator only.',
  },
  refund_crowdloan: {
    group: 'crowdloans',
    description:
      'Refunds contributors of a crowdloan that failed, in batches (the `RefundContributorsLimit` constant per call), so large ones need several calls. Creator only.',
  },
  dissolve_crowdloan: {
    group: 'crowdloans',
    description: 'Deletes a refunded crowdloan and returns the creator\'s deposit. Creator only, after every other contributor is refunded.',
  },
  update_cap_crowdloan: {
    group: 'crowdloans',
    description: 'Changes the cap of an unfinalized crowdloan; it cannot go below what is already raised. Creator only.',
  },
  update_end_crowdloan: {
    group: 'crowdloans',
    description: 'Moves the end block of an unfinalized crowdloan, within the minimum and maximum durations. Creator only.',
  },
  update_min_contribution_crowdloan: {
    group: 'crowdloans',
    description: 'Changes the minimum contribution of an unfinalized crowdloan, down to the `AbsoluteMinimumContribution` constant. Creator only.',
  },
  get_crowdloans: {
    group: 'crowdloans',
    description: 'Lists every crowdloan on chain, active or finalized, as `CrowdloanInfo` records.',
  },
  get_crowdloan_by_id: {
    group: 'crowdloans',
    description: 'Returns one crowdloan as a `CrowdloanInfo`, with its embedded call decoded, or `None`.',
  },
  get_crowdloan_contributions: {
    group: 'crowdloans',
    description: 'Returns the contributions to a crowdloan, as a dictionary from contributor address to `Balance`.',
  },
  get_crowdloan_next_id: {
    group: 'crowdloans',
    description: 'Returns the ID the next crowdloan will receive.',
  },
  get_crowdloan_constants: {
    group: 'crowdloans',
    description: 'Returns the crowdloan pallet constants (deposit and contribution minimums, duration bounds, refund batch size and more) as a `CrowdloanConstants` object.',
  },

  // Proxies
  add_proxy: {
    group: 'proxies',
    description:
      'Lets `delegate_ss58` act for your account with the rights of `proxy_type`, after `delay` blocks of announcement when `delay` is above zero. Reserves a deposit until you remove the proxy.',
  },
  remove_proxy: {
    group: 'proxies',
    description: 'Removes one proxy; delegate, type and delay must match how it was added. The deposit is returned.',
  },
  remove_proxies: {
    group: 'proxies',
    description: 'Removes every proxy of the signing account in one call and returns their deposits.',
  },
  proxy: {
    group: 'proxies',
    description:
      'Sends `call` on behalf of `real_account_ss58`, signed by the proxy wallet. `force_proxy_type` picks which of your proxy relationships to use; a delayed proxy must announce first.',
  },
  announce_proxy: {
    group: 'proxies',
    description: 'Announces, as a delayed proxy, the hash of a call you intend to make for the real account. Reserves a deposit.',
  },
  proxy_announced: {
    group: 'proxies',
    description: 'Executes a previously announced call once the delay has passed; the call must hash to the announcement.',
  },
  reject_proxy_announcement: {
    group: 'proxies',
    description: 'Lets the real account veto a pending announcement by its hash, so it can never execute.',
  },
  remove_proxy_announcement: {
    group: 'proxies',
    description: 'Lets the proxy withdraw its own pending announcement.',
  },
  create_pure_proxy: {
    group: 'proxies',
    description:
      'Creates a keyless pure proxy account controlled by your account. Keep `proxy_type`, `index`, and the block height and extrinsic index from the response events: `kill_pure_proxy` needs them.',
  },
  kill_pure_proxy: {
    group: 'proxies',
    description:
      'Destroys a pure proxy by sending `kill_pure` through it (via `proxy`). Any funds left in it become unreachable, so move them out first.',
  },
  poke_deposit: {
    group: 'proxies',
    description: 'Recomputes the deposits held for your proxies and announcements, releasing any excess after a constants change.',
  },
  get_proxies: {
    group: 'proxies',
    description: 'Returns every proxy relationship on chain, as a dictionary from real account to `ProxyInfo` list. Heavy on mainnet.',
  },
  get_proxies_for_real_account: {
    group: 'proxies',
    description: 'Returns the proxies of one account and the deposit they reserve.',
  },
  get_proxy_announcement: {
    group: 'proxies',
    description: 'Returns the pending announcements of one delegate account.',
  },
  get_proxy_announcements: {
    group: 'proxies',
    description: 'Returns all pending announcements on chain, by delegate account.',
  },
  get_proxy_constants: {
    group: 'proxies',
    description: 'Returns the proxy pallet constants (deposits and limits) as a `ProxyConstants` object, or a dictionary with `as_dict=True`.',
  },

  // MEV protection
  mev_submit_encrypted: {
    group: 'mev',
    description:
      'Encrypts any composed call and submits it through `MevShield.submit_encrypted`, signed with the coldkey or hotkey (`sign_with`). The validity period is capped at 8 blocks; with `wait_for_revealed_execution` it then watches up to `blocks_for_revealed_execution` blocks for the decrypted call to run.',
  },
  get_mev_shield_current_key: {
    group: 'mev',
    description: 'Returns the ML-KEM-768 public key (1,184 bytes) the chain uses for the current block, or `None`.',
  },
  get_mev_shield_next_key: {
    group: 'mev',
    description: 'Returns the key announced for the next block, which is the one new submissions encrypt to.',
  },

  // Coldkey swap
  announce_coldkey_swap: {
    group: 'coldkey-swap',
    description:
      'Step one of a swap: records the hash of the new coldkey and starts the waiting period. The first announcement charges the swap cost, and from then on the old coldkey can do little but complete the swap.',
  },
  swap_coldkey_announced: {
    group: 'coldkey-swap',
    description:
      'Step two: once the delay has passed, moves everything the old coldkey owns to `new_coldkey_ss58`, which must match the announced hash. Irreversible.',
  },
  dispute_coldkey_swap: {
    group: 'coldkey-swap',
    description:
      'Marks the pending swap of your coldkey as disputed, which freezes the coldkey until a root call resets it. For use when someone else announced the swap.',
  },
  get_coldkey_swap_announcement: {
    group: 'coldkey-swap',
    description: 'Returns the pending announcement of a coldkey (execution block and new coldkey hash), or `None`.',
  },
  get_coldkey_swap_announcements: {
    group: 'coldkey-swap',
    description: 'Lists every pending coldkey swap announcement on chain.',
  },
  get_coldkey_swap_announcement_delay: {
    group: 'coldkey-swap',
    description: 'Returns the number of blocks between an announcement and the earliest execution. A storage value, so it can change.',
  },
  get_coldkey_swap_reannouncement_delay: {
    group: 'coldkey-swap',
    description: 'Returns how many blocks after the execution block a new announcement is allowed.',
  },
  get_coldkey_swap_constants: {
    group: 'coldkey-swap',
    description: 'Returns the swap constants, such as the cost in RAO, as a `ColdkeySwapConstants` object or a dictionary.',
  },
  get_coldkey_swap_dispute: {
    group: 'coldkey-swap',
    description: 'Returns the dispute recorded for a coldkey, with its block, or `None`.',
  },
  get_coldkey_swap_disputes: {
    group: 'coldkey-swap',
    description: 'Lists every disputed coldkey swap on chain.',
  },

  // User liquidity (disabled on chain)
  add_liquidity: {
    group: 'liquidity',
    description: 'Was meant to open a concentrated-liquidity position between two prices in a subnet pool.',
    deprecated:
      'The chain\'s `Swap.add_liquidity` always fails with `Deprecated`. The SDK also emits a `ChainFeatureDisabledWarning` naming `UserLiquidityDisabled`. There is no replacement; stake instead.',
  },
  modify_liquidity: {
    group: 'liquidity',
    description: 'Was meant to add liquidity to, or remove it from, an existing position.',
    deprecated: 'The chain call (`Swap.modify_position`) always fails with `Deprecated`; no replacement.',
  },
  remove_liquidity: {
    group: 'liquidity',
    description: 'Was meant to close a position and credit its funds to the hotkey\'s stake.',
    deprecated: 'The chain call always fails with `Deprecated`; no replacement.',
  },
  toggle_user_liquidity: {
    group: 'liquidity',
    description: 'Was meant to let a subnet owner allow or forbid user positions.',
    deprecated: 'The chain call always fails with `Deprecated`; user liquidity is permanently off.',
  },
  get_liquidity_list: {
    group: 'liquidity',
    description: 'Was meant to list a wallet\'s positions on a subnet with their accrued fees.',
    deprecated:
      'It reads `Swap.Positions` and related storage that the chain deleted, so it fails instead of returning positions.',
  },

  // Low-level queries and extrinsics
  query_subtensor: {
    group: 'utilities',
    description: 'Reads a `SubtensorModule` storage item by name, with optional keys in `params`.',
  },
  query_map_subtensor: {
    group: 'utilities',
    description: 'Iterates over a `SubtensorModule` storage map; the result yields `(key, value)` pairs.',
  },
  query_module: {
    group: 'utilities',
    description: 'Reads a storage item of any pallet, such as `Commitments` or `Proxy`.',
  },
  query_map: {
    group: 'utilities',
    description: 'Iterates over a storage map of any pallet.',
  },
  query_constant: {
    group: 'utilities',
    description: 'Reads a pallet constant; the value is in `.value`.',
  },
  query_runtime_api: {
    group: 'utilities',
    description: 'Calls a runtime API method (for example `SubnetInfoRuntimeApi.get_dynamic_info`) and returns the decoded result.',
  },
  state_call: {
    group: 'utilities',
    description: 'Sends a raw `state_call` RPC with hex-encoded data. Prefer `query_runtime_api`, which encodes and decodes for you.',
  },
  compose_call: {
    group: 'utilities',
    description:
      'Builds a call of any pallet function from the chain metadata after checking `call_params` against it. Use the result with `get_extrinsic_fee`, `sign_and_send_extrinsic`, `proxy` or `mev_submit_encrypted`.',
  },
  validate_extrinsic_params: {
    group: 'utilities',
    description:
      'Checks parameters against a call\'s metadata and returns them with unknown keys dropped. Raises `ValueError` for an unknown pallet or function and `KeyError` when a required parameter is missing.',
    returns: 'dict[str, Any]',
  },
  sign_and_send_extrinsic: {
    group: 'utilities',
    description:
      'Signs a composed call with the wallet key named in `sign_with` (`coldkey`, `hotkey` or `coldkeypub`) and submits it, returning an `ExtrinsicResponse`. Unlike the named methods it does not wait for finalization by default.',
  },
  get_extrinsic_fee: {
    group: 'utilities',
    description: 'Returns the transaction fee the chain would charge for a composed call signed by `keypair`, without submitting it.',
  },
  get_vote_data: {
    group: 'utilities',
    description: 'Was meant to return the votes on a senate proposal, as `ProposalVoteData`.',
    deprecated:
      'It reads the `Triumvirate` pallet, which the runtime no longer contains, so it fails. See [governance](../governance/index.md) for how the chain is governed now.',
  },
};

/** The other classes, each in its own section after the `Subtensor` groups. */
export interface ClassSection {
  /** Section heading; must not slug to a method name. */
  title: string;
  /** Snapshot classes whose members belong to the section, most specific first. */
  classes: readonly string[];
  /** How to import or get an instance, and what it is for. */
  intro: string;
  /** Descriptions of public methods and properties (all required) and of the attributes worth listing. */
  members: Readonly<Record<string, string>>;
}

export const classSections: readonly ClassSection[] = [
  {
    title: 'Wallet class',
    classes: ['Wallet'],
    intro:
      '`bt.Wallet` comes from the `bittensor-wallet` package: a named coldkey and hotkey pair stored as keyfiles under `path` (`~/.bittensor/wallets` by default). Accessing `coldkey` or `hotkey` decrypts the key file and may prompt for its password; the `*pub` variants read only public keys. The SDK pins the exact `bittensor-wallet` version it needs; to install the package yourself, follow [install the wallet SDK](../getting-started/install-wallet-sdk.md) and its warning. Concepts: [wallets](../keys/wallets.md).',
    members: {
      add_args: 'Adds the `--wallet.name`, `--wallet.hotkey` and `--wallet.path` options to a parser.',
      to_string: 'Returns a short description with the wallet name, hotkey name and path.',
      debug_string: 'Returns a longer description for debugging.',
      create_if_non_existent: 'Same as `create`.',
      create: 'Generates a 12-word coldkey and hotkey where no key file exists yet and leaves existing keys alone; with `overwrite=True` it replaces them.',
      recreate: 'Always generates a new coldkey and hotkey; with `overwrite=True` the old key files are replaced, and the old keys are lost unless you kept their mnemonics.',
      get_coldkey: 'Decrypts and returns the coldkey `Keypair`, with an optional password.',
      get_coldkeypub: 'Returns the public half of the coldkey, read from `coldkeypub.txt`.',
      get_hotkey: 'Decrypts and returns the hotkey `Keypair`.',
      get_hotkeypub: 'Returns the public half of the hotkey.',
      set_coldkey: 'Writes a `Keypair` as the coldkey file, encrypted unless `encrypt=False`.',
      set_coldkeypub: 'Writes the public coldkey file.',
      set_hotkey: 'Writes a `Keypair` as the hotkey file; unencrypted by default.',
      set_hotkeypub: 'Writes the public hotkey file.',
      coldkey: 'The coldkey `Keypair`; decrypts the key file (and asks for the password) the first time.',
      coldkeypub: 'The coldkey `Keypair` with only the public key; `coldkeypub.ss58_address` is the safe way to get the address.',
      hotkey: 'The hotkey `Keypair`.',
      hotkeypub: 'The hotkey `Keypair` with only the public key.',
      coldkey_file: 'The `Keyfile` object of the coldkey.',
      coldkeypub_file: 'The `Keyfile` object of the public coldkey.',
      hotkey_file: 'The `Keyfile` object of the hotkey.',
      hotkeypub_file: 'The `Keyfile` object of the public hotkey.',
      name: 'The wallet (coldkey) name.',
      path: 'The folder that holds the wallets.',
      hotkey_str: 'The hotkey name.',
      create_coldkey_from_uri: 'Creates the coldkey from a development URI such as `//Alice`. Local chains only: those keys are public.',
      create_hotkey_from_uri: 'Creates the hotkey from a development URI.',
      unlock_coldkey: 'Decrypts the coldkey once and keeps it in memory for later use.',
      unlock_coldkeypub: 'Loads the public coldkey and keeps it in memory.',
      unlock_hotkey: 'Decrypts the hotkey and keeps it in memory.',
      unlock_hotkeypub: 'Loads the public hotkey and keeps it in memory.',
      new_coldkey: 'Generates a coldkey from a new mnemonic of `n_words` words, prints the mnemonic unless `suppress=True`, and saves it.',
      create_new_coldkey: 'Same as `new_coldkey`.',
      new_hotkey: 'Generates a new hotkey and saves it.',
      create_new_hotkey: 'Same as `new_hotkey`.',
      regenerate_coldkey: 'Restores the coldkey from a mnemonic, a seed or an encrypted JSON backup.',
      regenerate_coldkeypub: 'Restores only the public coldkey from an SS58 address or public key, which is enough for read-only tools.',
      regenerate_hotkey: 'Restores the hotkey from a mnemonic, seed or JSON backup.',
      regenerate_hotkeypub: 'Restores only the public hotkey.',
    },
  },
  {
    title: 'Metagraph class',
    classes: ['Metagraph', 'NonTorchMetagraph', 'MetagraphMixin'],
    intro:
      'A snapshot of one subnet mechanism at one block, with one array entry per UID (NumPy arrays, or PyTorch tensors when `USE_TORCH=1`). Get one with `subtensor.metagraph(netuid)` or build it with `bt.Metagraph(netuid, network="test")`, which syncs on creation unless `sync=False`. `AsyncMetagraph` (in `bittensor.core.metagraph`) has the same members, but `sync` is a coroutine and it works with `async with`. Field meanings: [the metagraph](../subnets/metagraph.md).',
    members: {
      sync: 'Refreshes the metagraph from the chain at `block` (latest when `None`), with or without weights and bonds (`lite`). Blocks more than 300 behind the head need an archive node.',
      save: 'Writes the metagraph to a file named by block, in a folder per network and netuid under `root_dir` (a list of path parts; `~/.bittensor/metagraphs` by default).',
      load: 'Loads the latest saved file for this network and netuid.',
      load_from_path: 'Loads the latest saved file from a given folder.',
      metadata: 'Returns a dictionary with the netuid, size, block, network and version.',
      state_dict: 'Returns the metagraph\'s arrays and fields as a dictionary, the form `save` writes.',
      S: 'Total stake per UID as the chain\'s subnet state reports it (the `stake` attribute, also `total_stake`).',
      AS: 'Alpha stake per UID (`alpha_stake`).',
      TS: 'Root TAO stake per UID, multiplied by the SDK constant `ROOT_TAO_STAKE_WEIGHT` (0.18) (`tao_stake`).',
      I: 'Incentive per UID.',
      E: 'Emission per UID.',
      C: 'Consensus per UID.',
      Tv: 'Validator trust per UID.',
      D: 'Dividends per UID.',
      B: 'The bond matrix; empty in a lite metagraph.',
      W: 'The weight matrix, one row per validator; empty in a lite metagraph.',
      hotkeys: 'The hotkey of each UID.',
      coldkeys: 'The coldkey that owns each UID\'s hotkey.',
      addresses: 'The served IP address and port of each UID.',
      uids: 'The UIDs, 0 to `n - 1`.',
      n: 'The number of UIDs.',
      block: 'The block the data was read at.',
      axons: 'The `AxonInfo` of each UID, for the dendrite.',
      validator_permit: 'Whether each UID holds a validator permit.',
      last_update: 'The block at which each UID last set weights.',
    },
  },
  {
    title: 'Balance class',
    classes: ['Balance'],
    intro:
      'An amount in RAO with a unit: TAO for netuid 0, the subnet\'s alpha otherwise. Every SDK method that takes an amount wants a `Balance`, and mixing units in arithmetic or comparisons raises `BalanceUnitMismatchError`. Adding, subtracting or comparing a plain number treats it as RAO; multiplying or dividing by one scales the amount. `bt.tao(x)` and `bt.rao(x)` are shortcuts for the constructors.',
    members: {
      from_tao: 'Creates a balance from a TAO (or alpha) amount; `netuid` sets the unit.',
      from_rao: 'Creates a balance from an integer number of RAO.',
      from_float: 'Same as `from_tao`.',
      get_unit: 'Returns the unit symbol of a netuid: `τ` for 0, `α` for 1, `β` for 2 and so on.',
      set_unit: 'Changes the unit of this balance in place and returns it.',
      tao: 'The amount as a float in whole tokens.',
      rao: 'The amount as an integer in RAO (10⁻⁹ of a token).',
      unit: 'The unit symbol.',
      netuid: 'The subnet the unit belongs to; 0 for TAO.',
    },
  },
  {
    title: 'Axon class',
    classes: ['Axon'],
    intro:
      'The server side of a miner: a FastAPI server that receives `Synapse` requests from validators and runs each one through your blacklist function, then the verify step, then your priority function, and finally your forward function. The verify step is `default_verify` (signature and nonce check) unless you attach a `verify_fn`, which replaces it. Defaults for port and address come from `bt.DEFAULTS.axon` ([environment variables](./env-vars.md)).',
    members: {
      attach: 'Registers a forward function for a `Synapse` subclass, with optional blacklist, priority and verify functions. Returns the axon, so calls chain.',
      start: 'Starts the server thread.',
      stop: 'Stops the server.',
      serve: 'Publishes the axon\'s address on a subnet by calling `subtensor.serve_axon`.',
      info: 'Returns the `AxonInfo` that describes this axon on chain.',
      config: 'Builds a `Config` from the axon command-line options.',
      add_args: 'Adds the `--axon.*` options to a parser.',
      help: 'Prints the axon command-line options.',
      check_config: 'Asserts that the configured ports are between 1024 and 65535.',
      to_string: 'Returns the `AxonInfo` as a readable string.',
      default_verify: 'The built-in request check: the signature must match the caller\'s hotkey and the nonce must be newer than the last one seen.',
      verify_body_integrity: 'Compares the hashes of the request body with those in its headers and returns the parsed body; answers 400 on a mismatch.',
    },
  },
  {
    title: 'Dendrite class',
    classes: ['Dendrite', 'DendriteMixin'],
    intro:
      'The client side: a validator uses a `bt.Dendrite(wallet=...)` to sign requests with its hotkey and send them to axons. Use the `async` methods inside a running event loop; `query` starts its own loop.',
    members: {
      forward: 'Sends a synapse to one or many axons concurrently (or one by one with `run_async=False`) and returns the responses; `streaming=True` for streaming synapses.',
      call: 'Sends one request to one axon and returns the updated synapse.',
      call_stream: 'Sends one request and yields the chunks of a streaming response.',
      query: 'Synchronous wrapper around `forward` that closes the session afterwards. Warns when called from a running event loop; use `aquery` there.',
      aquery: 'Awaitable form of `query`.',
      session: 'The shared `aiohttp` client session, created on first use (a coroutine property).',
      close_session: 'Closes the HTTP session from synchronous code.',
      aclose_session: 'Closes the HTTP session from async code.',
      preprocess_synapse_for_request: 'Fills in the dendrite and axon headers and signs the request.',
      process_server_response: 'Copies the server\'s answer into the local synapse.',
      process_error_message: 'Turns a connection error or timeout into a status code and message on the synapse.',
      log_exception: 'Logs an exception with a unique ID.',
    },
  },
  {
    title: 'Synapse class',
    classes: ['Synapse'],
    intro:
      'The message format between dendrite and axon: a Pydantic model you subclass with your own fields. Timing, status and signature data travel in the `dendrite` and `axon` terminal fields.',
    members: {
      deserialize: 'Override it to turn the response into the value your code wants; the default returns the synapse itself.',
      to_headers: 'Encodes the synapse state as HTTP headers.',
      from_headers: 'Builds a synapse from received headers.',
      parse_headers_to_inputs: 'Turns received headers into the arguments for building a synapse.',
      body_hash: 'SHA3-256 hash of the hashed fields, used to detect tampering.',
      get_total_size: 'Computes and stores the size of the object.',
      get_required_fields: 'Lists the fields the model requires.',
      set_name_type: 'Pydantic validator that sets the `name` field to the class name.',
      is_success: '`True` when the dendrite status code is 200.',
      is_failure: '`True` when the status code is anything but 200.',
      is_timeout: '`True` when the status code is 408.',
      is_blacklist: '`True` when the status code is 403.',
      failed_verification: '`True` when the status code is 401.',
      timeout: 'Seconds the dendrite waits for an answer (12 by default).',
    },
  },
];

/** Text of each group's page (docs/sdk/bt-api-ref/<group id>.md) around its entries. Links relative to docs/sdk/. */
export const sdkGroupPage = {
  intro:
    'Each entry gives the `Subtensor` signature with its defaults, the return type, how the `AsyncSubtensor` method differs and, collapsed, the table of parameters. [How to read an entry](./bt-api-ref/index.md#how-to-read-an-entry) explains these conventions; [transaction options](./bt-api-ref/index.md#transaction-options) and [what a transaction returns](./bt-api-ref/index.md#what-a-transaction-returns) cover the keyword options and the result of every method that signs.',
  nextSteps: [
    '- [SDK reference](./bt-api-ref/index.md): the other groups of methods, the transaction options and the other classes.',
    '- [SubtensorApi](./subtensor-api.md): the same methods in namespaces, one client for sync or async code.',
    '- [Chain errors](../errors/subtensor.md) for the error names a failed `ExtrinsicResponse` reports.',
  ],
};

/** The page of the classes other than Subtensor (docs/sdk/bt-api-ref/classes.md). Links relative to docs/sdk/. */
export const sdkClassesPage = {
  slug: 'classes',
  title: 'SDK reference: Wallet, Metagraph, Balance, Axon, Dendrite and Synapse',
  sidebarLabel: 'Wallet, Metagraph and other classes',
  description:
    'The main methods and attributes of the Bittensor SDK classes used alongside Subtensor: Wallet, Metagraph, Balance, Axon, Dendrite and Synapse, with their signatures.',
  intro:
    'The classes you use next to `Subtensor`: the wallet that holds your keys, the metagraph snapshot of a subnet, the `Balance` amount type and the three classes of the axon and dendrite protocol. Each table lists the public methods with their parameters, defaults and return annotations as the source declares them, then the properties and attributes worth knowing. For the client itself see the [SDK reference](./bt-api-ref/index.md).',
};

/** Hand-written page text around the generated entries. Markdown (MDX); links relative to docs/sdk/. */
export const sdkReferencePage = {
  title: 'Bittensor SDK reference',
  sidebarLabel: 'SDK reference',
  description:
    'Every public method and property of the Bittensor SDK client classes Subtensor and AsyncSubtensor, grouped by task, with signatures, parameters, return types and async differences, plus the main members of Wallet, Metagraph, Balance, Axon, Dendrite and Synapse.',
  opening: `Look up any method of \`bt.Subtensor\`, the Python client that reads the Bittensor chain and submits transactions to it, and of \`bt.AsyncSubtensor\`, its asyncio twin. Methods are grouped by task, one page per group. Each entry gives the synchronous signature, the return type, how the async version differs, the parameters and what the call does. The classes you use alongside it (\`Wallet\`, \`Metagraph\`, \`Balance\`, \`Axon\`, \`Dendrite\` and \`Synapse\`) have a page of their own.

These pages are generated from the SDK source, so every name and default on them exists in the release; only the descriptions are written by hand. To call the same methods through namespaces such as \`subtensor.staking\`, see [SubtensorApi](./subtensor-api.md). Coming from SDK 9? Start with the [migration guide](./migration-guide.md).

**Methods that sign can move funds.** Any method that takes a \`wallet\` signs a transaction, and most sign with the coldkey. Transfers, stake changes, swaps and registration fees cannot be reversed. Try each call on the testnet first (\`bt.Subtensor(network="test")\`) with a throwaway wallet, and never put a password or mnemonic in a script.

A first read-only call, against the testnet:

\`\`\`python
import bittensor as bt

with bt.Subtensor(network="test") as subtensor:
    print("block", subtensor.get_current_block())
    print("subnets", subtensor.get_total_subnets())
    print("tempo of subnet 1:", subtensor.tempo(netuid=1))
\`\`\``,
  conventions: `## How to read an entry

- **Signature**: the \`Subtensor\` method as defined in the source, without \`self\`, with defaults and the return annotation; the parameter types are in the table below it. Parameters after \`*\` are keyword-only; pass everything by keyword anyway, because positional order sometimes differs between the two classes.
- **AsyncSubtensor**: the same method exists on \`AsyncSubtensor\` unless the entry says otherwise; \`await\` it. Read methods there also accept \`block_hash\` (query at that block hash) and \`reuse_block\` (reuse the block hash of the previous query), and the entry lists any other difference.
- **\`block\`**: read methods take an optional block number and read the chain head when it is \`None\`. A public lite node keeps recent state only; older blocks need an archive endpoint ([managing connections](./managing-subtensor-connections.md)).
- **Amounts** are \`Balance\` objects (\`bt.Balance.from_tao(1.5)\`, or \`bt.Balance.from_tao(10, netuid=3)\` for alpha). A plain number does not work: \`sim_swap\`, the fee helpers and the single staking and transfer methods (\`add_stake\`, \`add_stake_burn\`, \`unstake\`, \`move_stake\`, \`swap_stake\`, \`transfer_stake\`, \`transfer\`) raise \`BalanceTypeError\`, while the \`_multiple\` variants and the crowdloan calls return a failed \`ExtrinsicResponse\` and raise only with \`raise_error=True\`.
- **Parameters** are in a collapsed table under each entry: name, type annotation, default and whether you must pass it.

### What a transaction returns

Every method that submits an extrinsic returns an \`ExtrinsicResponse\` (\`bittensor.core.types\`) instead of raising, unless you pass \`raise_error=True\`. It unpacks like a pair, \`success, message = response\`, and carries more:

| Field | Meaning |
| --- | --- |
| \`success\` | \`True\` when the chain accepted and executed the call. When you wait for neither inclusion nor finalization it only means the transaction was submitted. |
| \`message\` | A readable status or the formatted chain error. |
| \`error\` | The exception behind a failure, or \`None\`. |
| \`extrinsic_function\` | The SDK function that built the transaction. |
| \`extrinsic\` | The signed extrinsic that was sent. |
| \`extrinsic_receipt\` | The receipt with block, events and index, when you waited for inclusion. |
| \`extrinsic_fee\` | The transaction fee paid, as a \`Balance\`. |
| \`transaction_tao_fee\`, \`transaction_alpha_fee\` | The swap fee of a stake operation, in TAO or alpha. |
| \`mev_extrinsic\` | With MEV protection, the receipt of the decrypted call's execution. |
| \`data\` | Call-specific extras, for example the reveal round of a timelocked commitment. |

### Transaction options

Methods that submit an extrinsic end with the same keyword-only options. The defaults below hold unless an entry's signature shows otherwise (for example \`transfer\` and \`sign_and_send_extrinsic\` do not wait for finalization, and \`commit_weights\` neither waits nor returns errors quietly).

| Option | Default | Effect |
| --- | --- | --- |
| \`mev_protection\` | \`DEFAULT_MEV_PROTECTION\` | With nothing set this is \`False\`. It is \`True\` when the environment variable \`BT_MEV_PROTECTION\` is \`1\`, \`true\`, \`yes\` or \`on\` as \`bittensor\` is imported ([environment variables](./env-vars.md)). When on, the call is encrypted and sent through the \`MevShield\` pallet so nobody can front-run it. |
| \`period\` | \`DEFAULT_PERIOD\` (128 blocks) | How many blocks the transaction stays valid. \`None\` sends it without an expiry. MEV-protected submissions use at most 8 blocks. |
| \`raise_error\` | \`False\` | \`True\` raises the underlying exception instead of returning a failed \`ExtrinsicResponse\`. |
| \`wait_for_inclusion\` | \`True\` | Wait until the transaction is in a block. |
| \`wait_for_finalization\` | \`True\` | Wait until that block is finalized. |
| \`wait_for_revealed_execution\` | \`True\` | With MEV protection, also wait for the block in which the decrypted call runs, so \`success\` reflects the real outcome. |`,
  nextSteps: `## Next steps

- [SubtensorApi](./subtensor-api.md): the same methods in namespaces, one client for sync or async code.
- [Managing subtensor connections](./managing-subtensor-connections.md): networks, fallback and archive endpoints, closing connections.
- [Migrating from SDK 9](./migration-guide.md): what changed in 10.x.
- [Manage stake with the SDK](../staking-and-delegation/managing-stake-sdk.md) and [concurrency with AsyncSubtensor](../subnets/asyncio.md) for worked scripts.
- [Chain errors](../errors/subtensor.md) for the error names a failed \`ExtrinsicResponse\` reports.`,
} as const;
