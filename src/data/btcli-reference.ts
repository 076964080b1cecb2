/**
 * Hand-written text of the btcli reference (docs/btcli/index.md) and the permissions page
 * (docs/btcli/btcli-permissions.md). scripts/generate-btcli-reference.ts combines it with the command tree,
 * the option spellings and the keys in config/api-snapshot/btcli.json, so the pages cannot drift from the
 * code; tests/unit/btcli-reference.test.ts fails when a visible command has no entry here, when an entry
 * names a command btcli does not have, or when the checked-in pages differ from what the script writes.
 *
 * Text is Markdown (MDX): links are relative to docs/btcli/, and `{`, `}` and `<...>` belong in inline code.
 * Every `btcli ...` in inline code and every example is checked against the snapshot by check:content.
 */

/** Something a reader must know before running the command. */
export interface BtcliNote {
  /** `danger`: rejected by the chain or loses funds; `warning`: does not work or misleads; `quirk`: a surprise. */
  kind: 'danger' | 'warning' | 'quirk';
  /** Admonition title, for `danger` and `warning`. */
  title?: string;
  text: string;
}

export interface BtcliCommandDoc {
  /** One to three sentences: what the command does on chain or locally. */
  description: string;
  /** One command line, shown in a bash block. */
  example?: string;
  notes?: BtcliNote[];
  /** Qualifies the key that the snapshot records, for example when it is needed only in one mode. */
  keyNote?: string;
}

export interface BtcliGroupDoc {
  /** One line for the table of groups. */
  summary: string;
  /** A short paragraph under the group heading. */
  description: string;
  /** Pages that explain the group's tasks step by step. */
  guides?: {label: string; href: string}[];
}

/** Documented groups, in page order: top-level groups, then subgroups (`stake child`), then hidden groups. */
export const btcliGroupDocs: Record<string, BtcliGroupDoc> = {
  config: {
    summary: "btcli's own settings file and the local proxy address book.",
    description:
      "Reads and writes btcli's files on this machine: the YAML configuration file that supplies default values for the network, the wallet and the staking options, and the address book that gives proxies short names. Nothing in this group contacts the chain.",
    guides: [
      {label: 'Set your defaults in the config file', href: '../getting-started/install-btcli.md#configuration'},
      {label: 'Environment variables', href: '../sdk/env-vars.md#btcli'},
    ],
  },
  wallet: {
    summary: 'Create, restore and inspect keys; transfers, identity and key swaps.',
    description:
      'Makes and restores keys on this machine, shows balances and registrations, and sends the transactions that concern the account itself: TAO transfers, the on-chain identity, hotkey association and hotkey or coldkey swaps. The commands that create or restore keys work offline.',
    guides: [
      {label: 'Working with keys', href: '../keys/working-with-keys.md'},
      {label: 'Wallets, coldkeys and hotkeys', href: '../keys/wallets.md'},
      {label: 'Swap a coldkey', href: '../keys/schedule-coldkey-swap.md'},
    ],
  },
  stake: {
    summary: 'Stake and unstake, move stake, child hotkeys, auto-stake and root claims.',
    description:
      "Turns free TAO into stake on a hotkey in a subnet and back, moves stake between hotkeys, subnets and coldkeys, and manages child hotkeys, the auto-stake destination and root-dividend claims. Every command that changes stake signs with the coldkey, or through a proxy of it where `--proxy` is offered; the commands that add, remove or move stake send their transaction through MEV Shield unless you pass `--no-mev-protection`.",
    guides: [
      {label: 'Manage stake with btcli', href: '../staking-and-delegation/managing-stake-btcli.md'},
      {label: "Staker's guide to btcli", href: '../staking-and-delegation/stakers-btcli-guide.md'},
      {label: 'Price protection', href: '../learn/price-protection.md'},
    ],
  },
  'stake child': {
    summary: 'Child hotkeys of a validator hotkey.',
    description:
      "A parent hotkey can lend shares of its stake weight on a subnet to child hotkeys, which then validate with it and keep a take of the dividends. The parent's coldkey signs every change.",
    guides: [{label: 'Child hotkeys', href: '../validators/child-hotkeys.md'}],
  },
  subnets: {
    summary: 'Read subnets and metagraphs, register neurons, create and configure a subnet.',
    description:
      "Lists subnets and shows their metagraphs, prices and identities, registers a hotkey as a neuron on a subnet, and covers the owner's side of a subnet: creating it, starting its emissions, its identity, its symbol and its mechanisms.",
    guides: [
      {label: 'Create a subnet', href: '../subnets/create-a-subnet.md'},
      {label: "Subnet creator's guide to btcli", href: '../subnets/subnet-creators-btcli-guide.md'},
      {label: "Miner's guide to btcli", href: '../miners/miners-btcli-guide.md'},
    ],
  },
  'subnets mechanisms': {
    summary: "A subnet's mechanisms and their emission split.",
    description:
      "A subnet can run several mechanisms, each with its own weights, and split its emission between them. Reading is open to anyone; changes need the subnet owner's coldkey.",
    guides: [{label: 'Manage mechanisms with btcli', href: '../subnets/managing-mechanisms-btcli.md'}],
  },
  sudo: {
    summary: 'Subnet hyperparameters, UID trimming, buybacks, delegate take; the dead senate commands.',
    description:
      "Changes that the subnet owner or a delegate makes: hyperparameters, trimming UIDs, the stake-and-burn buyback and the delegate take. The group also still carries three senate commands that cannot work, because the chain no longer has a senate.",
    guides: [
      {label: 'Subnet hyperparameters', href: '../subnets/subnet-hyperparameters.md'},
      {label: 'UID trimming', href: '../subnets/uid-trimming.md'},
      {label: "Senator's guide to btcli", href: '../governance/senators-btcli-guide.md'},
    ],
  },
  proxy: {
    summary: 'Standard and pure proxies on chain, and announced calls.',
    description:
      "Creates and removes proxies on chain, so that another account can act for your coldkey within the limits of a proxy type, and runs calls that a delayed proxy announced earlier. To act through a proxy, pass `--proxy` to the command you want to run.",
    guides: [
      {label: 'Proxies', href: '../keys/proxies/index.md'},
      {label: 'Add, use and remove a proxy', href: '../keys/proxies/create-proxy.md'},
      {label: 'Pure proxies', href: '../keys/proxies/pure-proxies.md'},
    ],
  },
  crowd: {
    summary: 'Crowdloans: create, contribute, finalize, refund.',
    description:
      "Crowdloans collect TAO from contributors for a target account, for a subnet that the contributors lease together, or for a call attached to the crowdloan. The creator signs create, update, finalize, refund and dissolve; contributors sign contribute and withdraw.",
    guides: [
      {label: 'Crowdloans', href: '../subnets/crowdloans.md'},
      {label: 'Crowdloan tutorial', href: '../subnets/crowdloans/crowdloans-tutorial.md'},
    ],
  },
  axon: {
    summary: "A neuron's published serving endpoint.",
    description:
      "Publishes or clears the IP address and port at which validators reach a neuron. These are the only visible commands that sign with the hotkey alone, so they can run on the mining server.",
    guides: [{label: "Miner's guide to btcli", href: '../miners/miners-btcli-guide.md#announce-your-axon'}],
  },
  view: {
    summary: 'An HTML dashboard of your subnets, stake and neurons.',
    description:
      'Builds an HTML page from chain data and opens it in your browser. It only reads: the dashboard unlocks no private key, so it runs on any machine that has the public coldkey file of a wallet, or with nothing but an SS58 address, and nothing it shows changes the chain.',
  },
  utils: {
    summary: 'TAO and RAO conversion, endpoint latency.',
    description: 'Helpers that need no wallet: a unit converter and a latency test of public endpoints.',
    guides: [{label: 'Utilities', href: '../resources/utilities.md'}],
  },
  liquidity: {
    summary: 'User liquidity positions, which the chain has disabled.',
    description:
      "Commands for user liquidity positions in subnet pools. The chain has disabled user liquidity: every call these commands send is rejected with the error `Deprecated`, and the storage they read has been deleted.",
    guides: [{label: 'Managing liquidity positions', href: '../liquidity-positions/managing-liquidity-positions.md'}],
  },
  weights: {
    summary: 'Commit and reveal weights by hand (hidden).',
    description:
      "The whole group is hidden from `btcli --help`. Validators normally set weights from their own code through the SDK; these two commands commit and reveal weights by hand, signed with the hotkey.",
  },
};

/** One entry per visible command path of the snapshot, keyed by the path without `btcli`. */
export const btcliCommandDocs: Record<string, BtcliCommandDoc> = {
  // config
  'config set': {
    description:
      'Saves default values in the config file: network, wallet name, path and hotkey, caching, rate tolerance, safe staking, partial staking and the dashboard folder. A flag on a later command overrides the saved value. With no flags, btcli shows the current values and asks which one to change.',
    example: 'btcli config set --network test --wallet-path ~/.bittensor/wallets --wallet-name my-coldkey',
    notes: [
      {
        kind: 'quirk',
        text: 'For a named network btcli asks you to confirm the endpoint it maps to, and saves the value even if you answer no. `--tolerance` is a fraction (`0.05` is 5%), whatever its help text suggests.',
      },
    ],
  },
  'config get': {
    description:
      "Prints the config file's location and every value in it as a table. An unset network is shown as finney, which is what btcli uses then.",
    example: 'btcli config get',
  },
  'config clear': {
    description:
      'Resets the values you name to unset, asking before each one. With no flags it offers every value that is set; `--all` empties the whole file after one confirmation.',
    example: 'btcli config clear --network',
    notes: [
      {
        kind: 'quirk',
        text: 'Unlike the other flags here, `--dashboard-path` expects a value (any text) before it clears the setting, and there is no flag for `disk_cache`.',
      },
    ],
  },
  'config add-proxy': {
    description:
      "Adds a named entry to btcli's proxy address book, a local SQLite file, so that `--proxy` can take the name instead of an address. `--address` is the account the name stands for when you pass it to `--proxy`: the real account of a standard proxy, or the pure proxy's own address. Nothing is sent to the chain.",
    example: 'btcli config add-proxy --name treasury --address "<pure-proxy-ss58>" --proxy-type Any --spawner "<your-coldkey-ss58>" --delay 0',
  },
  'config proxies': {
    description: 'Lists the entries of the proxy address book: name, address, spawner or delegator, proxy type, delay and note.',
    example: 'btcli config proxies',
  },
  'config remove-proxy': {
    description:
      'Deletes one entry from the proxy address book. The proxy itself stays on chain; remove it there with `btcli proxy remove`.',
    example: 'btcli config remove-proxy --name treasury',
  },
  'config update-proxy': {
    description:
      'Changes the address, spawner, proxy type, delay or note of an address-book entry. With only `--name`, btcli shows the entry and asks which column to change. The chain is not touched.',
    example: 'btcli config update-proxy --name treasury --note "cold storage"',
  },
  'config clear-proxies': {
    description:
      'Deletes every entry in the proxy address book after one confirmation, for example when the file is damaged. Proxies on chain are not affected.',
    example: 'btcli config clear-proxies',
  },

  // wallet
  'wallet list': {
    description:
      "Shows every wallet under the wallet path as a tree: each coldkey's address from its public file, and its hotkeys' addresses. It reads local files only.",
    example: 'btcli wallet list --wallet-path ~/.bittensor/wallets',
  },
  'wallet swap-hotkey': {
    description:
      "Moves a registered hotkey's registrations and stake to a new hotkey of the same wallet (`SubtensorModule.swap_hotkey`), on every subnet or, with `--netuid`, on one. The new hotkey is the positional argument: the name of another hotkey in the same wallet, which must not be registered on the subnets being swapped.",
    example: 'btcli wallet swap-hotkey new-hotkey --wallet-name my-coldkey --hotkey old-hotkey --all-netuids --network test',
    notes: [
      {
        kind: 'quirk',
        text: "The confirmation says the swap costs 1 TAO; the chain charges `KeySwapCost` (0.1 τ) for all subnets and `KeySwapOnSubnetCost` (0.001 τ) for one, and recycles it. Without `--netuid` or `--all-netuids`, btcli asks for a netuid and a blank answer means all subnets; `--netuid 0` swaps on the root network only.",
      },
    ],
  },
  'wallet swap-coldkey': {
    description:
      'Runs the two-step coldkey swap, always signed by the old coldkey. The positional action chooses the step: `announce` records the hash of the new key and charges 0.1 τ the first time, `execute` performs the swap once the waiting period is over, `dispute` freezes the coldkey, `clear` withdraws an announcement and `check` shows the status.',
    example: 'btcli wallet swap-coldkey announce --wallet-name old-coldkey --new-coldkey "<new-coldkey-ss58>" --network test',
    keyNote: 'none for `check`',
    notes: [
      {
        kind: 'danger',
        title: 'Cannot be undone',
        text: 'An executed swap moves balance, stake, hotkeys and subnets to the new coldkey for good, and a dispute freezes your own coldkey until root resets it. Read [Swap a coldkey](../keys/schedule-coldkey-swap.md) and rehearse on the testnet first.',
      },
    ],
  },
  'wallet swap-check': {
    description:
      "Shows the pending coldkey-swap announcement of a wallet or address, or with `--all` every pending announcement on the chain, with the block from which each swap can be executed.",
    example: 'btcli wallet swap-check --all --network finney',
  },
  'wallet regen-coldkey': {
    description:
      'Rebuilds a coldkey file from its mnemonic, its seed or a JSON backup such as a polkadot.js export. The file is encrypted with a password you choose, unless you pass `--no-use-password`.',
    example: 'btcli wallet regen-coldkey --wallet-name my-coldkey',
    notes: [
      {
        kind: 'quirk',
        text: 'Leave out `--mnemonic` and `--seed` and let btcli ask for them: a phrase typed on the command line stays in your shell history.',
      },
    ],
  },
  'wallet regen-coldkeypub': {
    description:
      "Writes only the coldkey's public file, `coldkeypub.txt`, from an SS58 address or a hex public key. That is all a machine needs to read balances or to run a neuron whose coldkey is kept elsewhere.",
    example: 'btcli wallet regen-coldkeypub --wallet-name my-coldkey --ss58 "<coldkey-ss58>"',
  },
  'wallet regen-hotkey': {
    description:
      'Rebuilds a hotkey file in an existing wallet from its mnemonic, seed or JSON backup. Hotkeys are written without a password unless you pass `--use-password`, because miners and validators load them unattended.',
    example: 'btcli wallet regen-hotkey --wallet-name my-coldkey --hotkey miner-1',
  },
  'wallet regen-hotkeypub': {
    description: "Writes only a hotkey's public file from an SS58 address or a hex public key.",
    example: 'btcli wallet regen-hotkeypub --wallet-name my-coldkey --hotkey miner-1 --ss58 "<hotkey-ss58>"',
  },
  'wallet new-hotkey': {
    description:
      'Generates a hotkey with a new mnemonic of 12 to 24 words (`--n-words`) in an existing wallet and prints the phrase. The file has no password unless you pass `--use-password`; `--uri` makes a well-known development key such as `//Alice` instead.',
    example: 'btcli wallet new-hotkey --wallet-name my-coldkey --hotkey miner-1 --n-words 24',
  },
  'wallet new-coldkey': {
    description:
      'Generates a coldkey with a new mnemonic of 12 to 24 words and prints the phrase once. The file is encrypted with a password unless you pass `--no-use-password`.',
    example: 'btcli wallet new-coldkey --wallet-name my-coldkey --n-words 24',
  },
  'wallet associate-hotkey': {
    description:
      'Records on chain that a hotkey belongs to your coldkey (`SubtensorModule.try_associate_hotkey`) without registering it on any subnet. The hotkey can be a name in the wallet or an SS58 address.',
    example: 'btcli wallet associate-hotkey --wallet-name my-coldkey --hotkey miner-1 --network test',
  },
  'wallet create': {
    description:
      'Creates a wallet: a coldkey, encrypted unless you pass `--no-use-password`, and one hotkey, which is always written without a password. Each key gets a new mnemonic that btcli prints once.',
    example: 'btcli wallet create --wallet-name my-coldkey --hotkey my-hotkey --n-words 24',
  },
  'wallet balance': {
    description:
      'Shows the free and staked TAO of one coldkey, of every wallet under the wallet path (`--all`), or of any addresses you give with `--ss58`. It only reads the chain.',
    example: 'btcli wallet balance --wallet-name my-coldkey --network finney',
  },
  'wallet overview': {
    description:
      "Lists each hotkey of the wallet with its registrations: per subnet its UID, whether it is active, stake, rank, trust, consensus, incentive, dividends, emission, validator permit and axon. Rank and trust are always 0, because the chain no longer computes them. `--all` covers every wallet; `--netuids` and the hotkey filters narrow the table.",
    example: 'btcli wallet overview --wallet-name my-coldkey --network finney',
  },
  'wallet transfer': {
    description:
      'Sends free TAO from the coldkey: `Balances.transfer_keep_alive` by default, which refuses to take the sender below the existential deposit, `transfer_allow_death` with `--allow-death`, or `transfer_all` with `--all`. A transfer cannot be reversed.',
    example: 'btcli wallet transfer --dest "<destination-ss58>" --amount 1.5 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: 'With `--proxy`, your wallet signs as the delegate of that real account. Add `--announce-only` for a proxy with a delay: btcli then publishes only the call hash, records it locally, and you run the call later with `btcli proxy execute`.',
      },
    ],
  },
  'wallet set-identity': {
    description:
      "Publishes or replaces the coldkey's on-chain identity (`SubtensorModule.set_identity`): display name, web and image URLs, Discord, GitHub, description and a free field. The chain accepts it only when one of the coldkey's hotkeys is registered on a subnet.",
    example: 'btcli wallet set-identity --wallet-name my-coldkey --id-name "My Validator" --web-url https://example.com --network test',
    notes: [
      {
        kind: 'quirk',
        text: 'btcli asks you to accept a cost of 0.1 TAO and its help text says 1 TAO, but the chain burns and reserves nothing for an identity: you pay only the transaction fee.',
      },
    ],
  },
  'wallet get-identity': {
    description: 'Shows the on-chain identity of a coldkey, given as a wallet name or with `--ss58`.',
    example: 'btcli wallet get-identity --ss58 "<coldkey-ss58>" --network finney',
  },
  'wallet sign': {
    description:
      'Signs a text message on this machine with the coldkey or, with `--use-hotkey`, the hotkey, and prints the signature in hex. Nothing is sent to the chain; use it to prove that you control an address.',
    example: 'btcli wallet sign --wallet-name my-coldkey --no-use-hotkey --message "I control this coldkey"',
    keyNote: 'one of them: the coldkey, or the hotkey with `--use-hotkey`',
  },
  'wallet verify': {
    description:
      'Checks on this machine that a hex signature over a message was made by an SS58 address or hex public key, and prints whether it is valid.',
    example: 'btcli wallet verify --message "I control this coldkey" --signature "<signature-hex>" --address "<signer-ss58>"',
  },

  // stake
  'stake add': {
    description:
      "Stakes free TAO to one or more hotkeys on one or more subnets, buying each subnet's alpha in its pool: `add_stake`, or `add_stake_limit` with safe staking, which is on by default with a 0.5% tolerance. Several hotkey and subnet pairs go out as one `Utility.batch_all` transaction, which reverts completely if one part fails.",
    example: 'btcli stake add --netuid 1 --amount 10 --include-hotkeys "<validator-hotkey-ss58>" --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: '`--include-hotkeys` takes SS58 addresses only, although its help mentions names. `--all-netuids`, or a blank answer to the netuid question, stops with "Cannot stake all to multiple subnets." whatever else you pass; list the subnets with `--netuids 1,2,3` instead.',
      },
    ],
  },
  'stake auto': {
    description:
      "Shows, for each subnet, the auto-stake destination of a coldkey: the hotkey to which the miner incentive earned by the coldkey's own hotkeys is staked.",
    example: 'btcli stake auto --wallet-name my-coldkey --network finney',
  },
  'stake set-auto': {
    description:
      "Sets the auto-stake destination on one subnet (`set_coldkey_auto_stake_hotkey`): from then on the miner incentive of the coldkey's hotkeys there is staked to the chosen hotkey, which must be registered on that subnet.",
    example: 'btcli stake set-auto --netuid 1 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: 'There is no option for the destination hotkey: btcli always asks for its address (press Enter to pick from a list of validators), even with `--no-prompt`.',
      },
    ],
  },
  'stake remove': {
    description:
      "Unstakes from one or more hotkeys back to the coldkey's free TAO: `remove_stake`, or `remove_stake_limit` with safe staking. `--all` sells every position of a hotkey (`unstake_all`) and `--all-alpha` restakes all of its alpha as TAO on root (`unstake_all_alpha`), both without a price limit; `--interactive` lets you choose the positions.",
    example: 'btcli stake remove --netuid 1 --amount 5 --hotkey-ss58-address "<validator-hotkey-ss58>" --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: "`--amount` is an amount of the subnet's alpha, not TAO as its help text says. Unless you use `--all` or `--all-alpha`, `--no-prompt` needs `--amount`.",
      },
    ],
  },
  'stake list': {
    description:
      "Shows every stake position of a coldkey, per hotkey and subnet, with the alpha held, its value in TAO and its emissions. Give a wallet name, or `--ss58` for any coldkey; `--live` keeps the table updating.",
    example: 'btcli stake list --wallet-name my-coldkey --network finney',
  },
  'stake move': {
    description:
      "Moves stake from one hotkey to another, on the same subnet or a different one, keeping the same coldkey (`move_stake`). Between subnets the alpha is sold and the other subnet's alpha bought, with no price limit.",
    example: 'btcli stake move --from "<origin-hotkey-ss58>" --to "<destination-hotkey-ss58>" --origin-netuid 1 --dest-netuid 1 --amount 5 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: "`--amount` is alpha of the origin subnet, although the help text says TAO. The destination (`--to`) must be an SS58 address.",
      },
    ],
  },
  'stake transfer': {
    description:
      "Gives stake to another coldkey (`transfer_stake`): the hotkey stays the same and the owner changes; with a different `--dest-netuid` the alpha is also converted. This is how a position changes hands, and it cannot be undone.",
    example: 'btcli stake transfer --dest "<destination-coldkey-ss58>" --origin-netuid 1 --dest-netuid 1 --amount 5 --hotkey "<hotkey-ss58>" --wallet-name my-coldkey --network test',
    notes: [{kind: 'quirk', text: "`--amount` is alpha of the origin subnet, not TAO."}],
  },
  'stake swap': {
    description:
      'Moves stake between two subnets on the same hotkey and coldkey (`swap_stake`, or `swap_stake_limit` with safe staking).',
    example: 'btcli stake swap --origin-netuid 1 --dest-netuid 2 --amount 5 --wallet-name my-coldkey --hotkey my-hotkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: "It swaps the stake held on the wallet's own hotkey (`--hotkey` is a hotkey name in the wallet), and `--amount` is alpha of the origin subnet. For stake on another operator's validator, use `btcli stake move` with that hotkey as both origin and destination, which has no price limit.",
      },
    ],
  },
  'stake wizard': {
    description:
      'Explains moving, transferring and swapping stake, asks which one you want, helps you pick the position, then sends the matching transaction with the protection options you passed.',
    example: 'btcli stake wizard --wallet-name my-coldkey --network test',
  },
  'stake set-claim': {
    description:
      "Sets how your root-stake dividends are paid (`set_root_claim_type`): `swap` sells them for TAO that is added to your root stake, `keep` keeps them as alpha. With `--netuids`, `keep` keeps only those subnets as alpha and `swap` sells only those. Without an argument, btcli asks.",
    example: 'btcli stake set-claim keep --netuids 1-5,10 --wallet-name my-coldkey --network test',
    notes: [{kind: 'quirk', text: 'The hidden aliases `claim` and `unclaim` run this same command; `unclaim` does not undo a claim.'}],
  },
  'stake process-claim': {
    description:
      'Claims your pending root dividends now (`claim_root`) for the subnets you choose, instead of waiting for the chain to claim them for you.',
    example: 'btcli stake process-claim --netuids 1,2,3 --wallet-name my-coldkey --network test',
  },
  'stake child get': {
    description:
      "Shows the child hotkeys of the wallet's hotkey, with the share each one receives, on one subnet or on all of them.",
    example: 'btcli stake child get --netuid 1 --wallet-name my-coldkey --hotkey my-validator --network finney',
  },
  'stake child set': {
    description:
      "Replaces the children of the wallet's hotkey on a subnet (`set_children`): each `--children` address receives the matching `--proportions` share, and the shares add up to 1 at most. The chain schedules the change instead of applying it at once.",
    example: 'btcli stake child set --netuid 1 --children "<child-hotkey-ss58>" --proportions 0.5 --wallet-name my-coldkey --hotkey my-validator --network test',
  },
  'stake child revoke': {
    description:
      "Removes every child of the wallet's hotkey on one subnet or on all subnets, by setting an empty list of children (`set_children`).",
    example: 'btcli stake child revoke --netuid 1 --wallet-name my-coldkey --hotkey my-validator --network test',
  },
  'stake child take': {
    description:
      "Shows a hotkey's childkey take, the share of the dividends it keeps as a child, on one subnet or on all. With `--take`, a fraction from 0 to 0.18, it sets the take (`set_childkey_take`).",
    example: 'btcli stake child take --netuid 1 --take 0.09 --wallet-name my-coldkey --hotkey my-validator --network test',
    keyNote: 'only when it sets a take',
    notes: [
      {
        kind: 'quirk',
        text: "`--child-hotkey-ss58` only chooses whose take is displayed. With `--netuid`, the take btcli sets is always that of the wallet's own hotkey (`--hotkey`).",
      },
    ],
  },

  // subnets
  'subnets hyperparameters': {
    description:
      "The same command as `btcli sudo get`: a subnet's hyperparameters with their values, and whether the owner or only root may change each one.",
    example: 'btcli subnets hyperparameters --netuid 1 --network finney',
  },
  'subnets list': {
    description:
      'Lists every subnet with its name and symbol, alpha price, market cap, TAO emission, pool reserves, alpha staked and in circulation, and tempo. `--live` keeps the table updating.',
    example: 'btcli subnets list --network finney',
  },
  'subnets burn-cost': {
    description:
      'Shows the TAO that registering a new subnet costs at the current block. The cost doubles when a subnet is registered and then falls back over the following days; see [what it costs](../subnets/create-a-subnet.md#what-it-costs).',
    example: 'btcli subnets burn-cost --network test',
  },
  'subnets create': {
    description:
      "Registers a new subnet owned by the coldkey, with the wallet's hotkey as the owner hotkey, and pays the current cost from `btcli subnets burn-cost` (`register_network`, or `register_network_with_identity` when you give identity fields). Afterwards btcli offers to set your coldkey's identity.",
    example: 'btcli subnets create --subnet-name "My Subnet" --wallet-name my-owner --hotkey owner-hotkey --network test',
  },
  'subnets register': {
    description:
      "Registers the wallet's hotkey as a neuron on a subnet and pays the subnet's current registration burn from the coldkey: `burned_register`, or `register_limit` with safe registration, which is on by default and caps the price at the burn plus the tolerance. `--netuid 0` sends `root_register` instead.",
    example: 'btcli subnets register --netuid 1 --wallet-name my-coldkey --hotkey miner-1 --network test',
    notes: [{kind: 'quirk', text: '`--tolerance` cannot be combined with `--netuid 0` or with `--unsafe`.'}],
  },
  'subnets show': {
    description:
      "Shows a subnet's metagraph for one mechanism: for each UID its stake, alpha and TAO, dividends, incentive, emissions, hotkey, coldkey, identity and claim type. When the subnet has several mechanisms, btcli asks which one unless you pass `--mechid`.",
    example: 'btcli subnets show --netuid 1 --network finney',
  },
  'subnets price': {
    description:
      "Shows the alpha price of one or more subnets over the last hours (`--interval-hours`, 4 by default) in the terminal, or as a chart in your browser with `--html`; `--current` shows only the present price.",
    example: 'btcli subnets price --netuids 1,2 --current --network finney',
    notes: [
      {
        kind: 'quirk',
        text: 'The history needs an archive node: on finney btcli refuses unless you pass `--current` or use `--network archive`. With `--all-netuids` it draws the HTML chart unless you ask for JSON.',
      },
    ],
  },
  'subnets set-identity': {
    description:
      "Sets or replaces the subnet's identity (`set_subnet_identity`): name, GitHub repository, contact, URL, Discord, description, logo URL and a free field. Only the owner coldkey can; btcli asks for any field you do not pass.",
    example: 'btcli subnets set-identity --netuid 7 --subnet-name "My Subnet" --github-repo https://github.com/example/my-subnet --wallet-name my-owner --network test',
  },
  'subnets get-identity': {
    description: "Shows the identity a subnet's owner has set.",
    example: 'btcli subnets get-identity --netuid 1 --network finney',
  },
  'subnets start': {
    description:
      "Starts the subnet's emissions (`start_call`), signed by the owner coldkey. It cannot be undone: from the next block the subnet earns emissions and its alpha can be staked.",
    example: 'btcli subnets start --netuid 7 --wallet-name my-owner --network test',
  },
  'subnets check-start': {
    description:
      'Shows whether a subnet can be started yet: its registration block, the first block at which `start_call` is allowed and the time left. It reads the runtime constant `InitialStartCallDelay`, not the live delay in storage.',
    example: 'btcli subnets check-start --netuid 7 --network test',
  },
  'subnets set-symbol': {
    description:
      "Changes the subnet's token symbol (`update_symbol`) to another single character from the chain's symbol list that no other subnet uses. Owner coldkey only.",
    example: 'btcli subnets set-symbol --netuid 7 --wallet-name my-owner --hotkey owner-hotkey --network test "<symbol>"',
  },
  'subnets mechanisms count': {
    description: 'Shows how many mechanisms a subnet has, counting the base mechanism 0.',
    example: 'btcli subnets mechanisms count --netuid 12 --network test',
  },
  'subnets mechanisms set': {
    description:
      "Sets how many mechanisms the subnet has (`AdminUtils.sudo_set_mechanism_count`), signed by the owner coldkey. If the subnet already has that many, btcli says so and sends nothing.",
    example: 'btcli subnets mechanisms set --netuid 12 --count 2 --wallet-name my-owner --network test',
  },
  'subnets mechanisms emissions': {
    description: "Shows how the subnet's emission is split between its mechanisms, as raw u16 weights and as percentages.",
    example: 'btcli subnets mechanisms emissions --netuid 12 --network test',
  },
  'subnets mechanisms split-emissions': {
    description:
      'Sets the emission split between mechanisms (`AdminUtils.sudo_set_mechanism_emission_split`) from comma-separated relative weights, which btcli normalises. Owner coldkey only.',
    example: 'btcli subnets mechanisms split-emissions --netuid 12 --split 70,30 --wallet-name my-owner --network test',
  },

  // sudo
  'sudo set': {
    description:
      "Changes one hyperparameter of a subnet you own through its `AdminUtils` call. Parameters that only root may change are wrapped in `Sudo.sudo` and fail unless your coldkey holds the sudo key. Without `--param`, btcli lists the parameters, with who may set each, and asks.",
    example: 'btcli sudo set --netuid 7 --param immunity_period --value 7200 --wallet-name my-owner --network test',
    notes: [
      {
        kind: 'quirk',
        text: '`subnet_is_active` is refused (use `btcli subnets start`), and `alpha_high`, `alpha_low` and `yuma_version` work only with prompts. Some names map to calls that are root-only or no longer exist; see [btcli caveats](../subnets/subnet-hyperparameters.md#btcli-caveats).',
      },
    ],
  },
  'sudo get': {
    description:
      "Shows a subnet's hyperparameters with their values, a description, and whether the owner or only root may change each one.",
    example: 'btcli sudo get --netuid 1 --network finney',
  },
  'sudo senate': {
    description: 'Was meant to list the members of the senate.',
    example: 'btcli sudo senate --network finney',
    notes: [
      {
        kind: 'warning',
        title: 'Does not work',
        text: 'The chain no longer has a senate, so the command stops with an error that the `SenateMembers` pallet was not found. See the [guide for senators](../governance/senators-btcli-guide.md).',
      },
    ],
  },
  'sudo proposals': {
    description: 'Was meant to show the open senate proposals with their votes.',
    example: 'btcli sudo proposals --network finney',
    notes: [
      {
        kind: 'warning',
        title: 'Does not work',
        text: 'It reads the removed `SenateMembers` and `Triumvirate` pallets and stops with an error. See the [guide for senators](../governance/senators-btcli-guide.md).',
      },
    ],
  },
  'sudo senate-vote': {
    description: 'Was meant to vote on a senate proposal with `SubtensorModule.vote`.',
    example: 'btcli sudo senate-vote --proposal "<proposal-hash>" --vote-aye --wallet-name my-coldkey --hotkey my-hotkey --network finney',
    keyNote: 'in practice neither: it stops before asking for a password',
    notes: [
      {
        kind: 'warning',
        title: 'Does not work',
        text: 'The senate and the `vote` call were removed from the chain. The command stops at its membership check, before anything is signed, so no fee is charged.',
      },
    ],
  },
  'sudo set-take': {
    description:
      "Raises or lowers the delegate take of the wallet's hotkey (`increase_take` or `decrease_take`), as a fraction from 0 to 0.18. The hotkey must be registered on a subnet; the coldkey signs.",
    example: 'btcli sudo set-take --take 0.09 --wallet-name my-coldkey --hotkey my-validator --network test',
  },
  'sudo get-take': {
    description: "Shows the delegate take of the wallet's hotkey.",
    example: 'btcli sudo get-take --wallet-name my-coldkey --hotkey my-validator --network finney',
  },
  'sudo trim': {
    description:
      "Lowers a subnet's UID limit to `--max` and deregisters the lowest-emission neurons that are not immune above it (`AdminUtils.sudo_trim_to_max_allowed_uids`), signed by the owner coldkey. Deregistered neurons and renumbered UIDs cannot be restored.",
    example: 'btcli sudo trim --netuid 7 --max 128 --wallet-name my-owner --network test',
    notes: [
      {
        kind: 'danger',
        title: 'Answering no does not stop it',
        text: 'When btcli asks you to confirm the trim and you decline, it prints `User aborted.` and submits the trim anyway. Decide before you run the command; see [UID trimming](../subnets/uid-trimming.md).',
      },
    ],
  },
  'sudo stake-burn': {
    description:
      "Buys alpha on a subnet with TAO through a hotkey and burns it in the same call (`add_stake_burn`), a buyback that lowers the subnet's alpha supply. btcli presents it as an owner tool, but the chain accepts it from any coldkey; safe staking and MEV protection work as in `btcli stake add`.",
    example: 'btcli sudo stake-burn --netuid 7 --amount 10 --hotkey "<hotkey-ss58>" --wallet-name my-owner --network test',
  },

  // proxy
  'proxy create': {
    description:
      'Creates a pure proxy (`Proxy.create_pure`): a new account without a private key that only your coldkey, its spawner, can act for, with the proxy type and delay you choose. A deposit is reserved from your coldkey, and btcli offers to save the new account in the address book.',
    example: 'btcli proxy create --proxy-type Any --delay 0 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: 'Write down the block number and the extrinsic index of the creation: `btcli proxy kill` needs both to close the account. The kill also goes through this proxy relationship, so give it a type that allows `Proxy.kill_pure`, such as `Any`.',
      },
    ],
  },
  'proxy add': {
    description:
      'Lets another account (`--delegate`) act for your coldkey within a proxy type, with an optional delay in blocks (`Proxy.add_proxy`). A deposit is reserved from your coldkey.',
    example: 'btcli proxy add --delegate "<operations-key-ss58>" --proxy-type Staking --delay 7200 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: 'With `--no-prompt`, the `btcli config add-proxy` line that btcli suggests afterwards puts the delegate in `--address`. For `--proxy` to work, the address book needs your real account there, which is what the interactive path stores.',
      },
    ],
  },
  'proxy remove': {
    description:
      'Revokes one proxy of your coldkey (`Proxy.remove_proxy`), where delegate, proxy type and delay must match the proxy exactly, or with `--all` every proxy at once (`Proxy.remove_proxies`). The deposit is returned.',
    example: 'btcli proxy remove --delegate "<operations-key-ss58>" --proxy-type Staking --delay 7200 --wallet-name my-coldkey --network test',
  },
  'proxy kill': {
    description:
      "Closes a pure proxy for good (`Proxy.kill_pure`). The call has to come from the pure proxy, so pass its address with `--proxy`, together with the spawner, proxy type, `--index`, creation block (`--height`) and extrinsic index (`--ext-index`); btcli asks you to type `KILL`.",
    example: 'btcli proxy kill --proxy "<pure-proxy-ss58>" --spawner "<your-coldkey-ss58>" --proxy-type Any --height 1234567 --ext-index 2 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'danger',
        title: 'Funds left in the account are lost',
        text: 'After the kill nobody can act for the pure proxy again. Move everything out of it first.',
      },
    ],
  },
  'proxy execute': {
    description:
      "Runs a call that a delayed proxy announced earlier, once the delay has passed (`Proxy.proxy_announced`). With `--call-hash`, btcli finds the call in its local record of announcements made with `--announce-only`; otherwise pass `--call-hex` or build the call at the prompts.",
    example: 'btcli proxy execute --proxy "<real-account-ss58>" --call-hash "<call-hash>" --wallet-name operations --network test',
    notes: [{kind: 'quirk', text: '`--proxy` has no usable default: leave it out and btcli asks for it.'}],
  },

  // crowd
  'crowd create': {
    description:
      "Opens a crowdloan (`Crowdloan.create`) with a deposit from your coldkey, a cap, a duration in blocks and a minimum contribution. It raises TAO for `--target-address`, or with `--subnet-lease` carries a `register_leased_network` call that creates a subnet leased to the contributors, who receive `--emissions-share` percent of its emissions; the `--custom-call-*` options attach any other call.",
    example: 'btcli crowd create --deposit 10 --cap 1000 --duration 100000 --min-contribution 1 --target-address "<target-ss58>" --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'quirk',
        text: "The chain's limits are stricter than btcli's: a deposit of at least 10 τ, a minimum contribution of at least 0.1 τ and a duration from 50,400 to 432,000 blocks (shorter on a fast-blocks local chain).",
      },
    ],
  },
  'crowd contribute': {
    description:
      'Adds TAO from your coldkey to an active crowdloan (`Crowdloan.contribute`). btcli lowers the amount if it would take the crowdloan past its cap.',
    example: 'btcli crowd contribute --id 3 --amount 25 --wallet-name my-coldkey --network test',
  },
  'crowd withdraw': {
    description:
      'Takes your contribution back from a crowdloan that has not been finalized (`Crowdloan.withdraw`). The creator can withdraw only what exceeds the deposit.',
    example: 'btcli crowd withdraw --id 3 --wallet-name my-coldkey --network test',
  },
  'crowd finalize': {
    description:
      'Completes a crowdloan that has reached its cap (`Crowdloan.finalize`), creator only: the TAO goes to the target account, or the attached call runs, which for a subnet lease creates the subnet.',
    example: 'btcli crowd finalize --id 3 --wallet-name my-coldkey --network test',
  },
  'crowd list': {
    description:
      'Lists the crowdloans on the chain: status, amount raised against the cap, deposit, minimum contribution, end block, contributors, creator, target and attached call. Filter with `--status`, `--type` or `--search-creator`, and order with `--sort-by` and `--sort-order`.',
    example: 'btcli crowd list --status active --network test',
  },
  'crowd info': {
    description:
      'Shows one crowdloan in detail: funding progress, target, attached call and, with `--show-contributors`, who contributed.',
    example: 'btcli crowd info --id 3 --show-contributors --network test',
  },
  'crowd contributors': {
    description: 'Lists the contributors of one crowdloan with their amounts, identities and shares, largest first.',
    example: 'btcli crowd contributors --id 3 --network test',
  },
  'crowd update': {
    description:
      'Changes one setting of a crowdloan that has not been finalized: the minimum contribution (`Crowdloan.update_min_contribution`), the end block (`update_end`) or the cap (`update_cap`). Creator only.',
    example: 'btcli crowd update --id 3 --cap 1500 --wallet-name my-coldkey --network test',
  },
  'crowd refund': {
    description:
      'Pays contributions back on a crowdloan that has not been finalized (`Crowdloan.refund`), creator only. Each call refunds at most 50 contributors (`RefundContributorsLimit`), so run it until all are repaid.',
    example: 'btcli crowd refund --id 3 --wallet-name my-coldkey --network test',
  },
  'crowd dissolve': {
    description:
      "Deletes a crowdloan that has not been finalized once only the creator's own contribution is left in it (`Crowdloan.dissolve`), and returns the deposit. Creator only.",
    example: 'btcli crowd dissolve --id 3 --wallet-name my-coldkey --network test',
  },

  // axon
  'axon set': {
    description:
      'Publishes the IP address, port, IP version and protocol at which validators reach your neuron on a subnet (`SubtensorModule.serve_axon`), signed by the hotkey.',
    example: 'btcli axon set --netuid 1 --ip 203.0.113.10 --port 8091 --wallet-name my-coldkey --hotkey miner-1 --network test',
    notes: [{kind: 'quirk', text: '`--json-output` is always refused here, with an error that it cannot be combined with prompts, even when you add `--no-prompt`.'}],
  },
  'axon reset': {
    description:
      "Replaces the neuron's published endpoint with `0.0.0.0`, port 1 (`serve_axon`), so that validators stop contacting it. The registration stays.",
    example: 'btcli axon reset --netuid 1 --wallet-name my-coldkey --hotkey miner-1 --network test',
    notes: [{kind: 'quirk', text: '`--json-output` is always refused here, even with `--no-prompt`.'}],
  },

  // view
  'view dashboard': {
    description:
      'Builds an HTML page with the subnets, the stake and the neurons of a wallet, or of any coldkey with `--coldkey-ss58`, and opens it in your browser. `--save-file` keeps the file in the dashboard folder.',
    example: 'btcli view dashboard --wallet-name my-coldkey --network finney',
    notes: [
      {
        kind: 'quirk',
        text: 'btcli refuses `--use-wry` together with `--save-file`: a page shown in its own window cannot also be saved. With `--save-file` and no `--dashboard-path`, it asks for the folder and proposes the `dashboard_path` of the config file. With `--coldkey-ss58` it opens no wallet at all and stops at an address that is not valid SS58.',
      },
    ],
  },

  // utils
  'utils convert': {
    description:
      'Converts between TAO and RAO (1 TAO is 1,000,000,000 RAO) without contacting the chain: `--tao` prints the RAO value, `--rao` the TAO value.',
    example: 'btcli utils convert --tao 1.5',
    notes: [
      {
        kind: 'quirk',
        text: 'Give `--tao`, `--rao` or both (both are converted); with neither, btcli exits with an error. `--rao` is read as a number and cut to a whole RAO, so `1.9` counts as 1.',
      },
    ],
  },
  'utils latency': {
    description:
      'Measures the time to connect, one request and a chain-head query for the finney entry point and `wss://lite.sub.latent.to:443`, plus any endpoints you add, and says so when one is faster than your configured network.',
    example: 'btcli utils latency --network ws://127.0.0.1:9944',
    notes: [
      {kind: 'quirk', text: 'Here `--network` accepts only `ws://` or `wss://` URLs, not network names.'},
      {
        kind: 'quirk',
        text: 'The table gives three times in seconds, fastest endpoint first: the whole exchange (connect, send and wait for the answer), a single request once connected, and a chain-head request. When the fastest endpoint is not your configured network, btcli prints the `btcli config set` command that makes it your default.',
      },
    ],
  },

  // liquidity
  'liquidity add': {
    description: 'Was meant to open a liquidity position in a price range of a subnet pool (`Swap.add_liquidity`).',
    example: 'btcli liquidity add --netuid 1 --liquidity 10 --price-low 0.01 --price-high 0.05 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'danger',
        title: 'Rejected by the chain, fee charged',
        text: 'The chain includes the transaction, rejects it with `Deprecated` and keeps the transaction fee. Do not run it.',
      },
    ],
  },
  'liquidity list': {
    description: "Was meant to list your liquidity positions in a subnet's pool.",
    example: 'btcli liquidity list --netuid 1 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'warning',
        title: 'Does not work',
        text: 'The storage it reads (`Swap.Positions` and related items) was deleted, so it stops with a storage-not-found error. It signs nothing and costs nothing.',
      },
    ],
  },
  'liquidity modify': {
    description: 'Was meant to add liquidity to a position or take some out (`Swap.modify_position`).',
    example: 'btcli liquidity modify --netuid 1 --position-id 4 --liquidity-delta -2 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'danger',
        title: 'Rejected by the chain, fee charged',
        text: 'The chain includes the transaction, rejects it with `Deprecated` and keeps the transaction fee. Do not run it.',
      },
    ],
  },
  'liquidity remove': {
    description: 'Was meant to close one position (`Swap.remove_liquidity`) or, with `--all`, every position on a subnet.',
    example: 'btcli liquidity remove --netuid 1 --position-id 4 --wallet-name my-coldkey --network test',
    notes: [
      {
        kind: 'danger',
        title: 'Rejected by the chain, fee charged',
        text: 'With `--position-id` the chain includes the transaction, rejects it with `Deprecated` and keeps the fee. With `--all` btcli first tries to read your positions and stops with an error, without signing.',
      },
    ],
  },
};

/** Hidden commands that are not aliases of a visible one, keyed by path (group aliases resolved). */
export const btcliHiddenCommandDocs: Record<string, {description: string; key: string}> = {
  'wallet history': {
    description: 'Disabled: it prints that it relied on external APIs that are no longer usable, and exits.',
    key: 'none',
  },
  'wallet inspect': {
    description:
      "Shows a coldkey's balance, its delegations and its hotkeys' stake and emissions per subnet; `--ss58-address` inspects any coldkey. Read-only; `btcli wallet overview` and `btcli stake list` cover the same ground.",
    key: 'none',
  },
  'weights commit': {
    description:
      'Commits a hash of weights and a salt for UIDs on a subnet that has commit-reveal turned on (`SubtensorModule.commit_weights`), signed with the hotkey.',
    key: 'hotkey',
  },
  'weights reveal': {
    description:
      'Reveals weights committed earlier, with the same UIDs, weights and salt (`SubtensorModule.reveal_weights`), signed with the hotkey.',
    key: 'hotkey',
  },
};

/** Documented top-level groups, in page order; hidden groups come last. */
export const btcliGroupOrder = ['config', 'wallet', 'stake', 'subnets', 'sudo', 'proxy', 'crowd', 'axon', 'view', 'utils', 'liquidity', 'weights'];

export const btcliReferencePage = {
  title: 'btcli command reference',
  sidebarLabel: 'Command reference',
  description:
    'Every btcli command with what it does on chain or on your machine, the key it unlocks, an example and every spelling of every option.',
  intro: [
    'Look up any btcli command here: what it does, which private key it unlocks, an example to adapt, and every spelling of every option. The commands appear in the groups that `btcli --help` shows. If you are new to btcli, read the [overview](./overview.md) first: it explains the config file, the networks and the options that most commands share.',
  ],
  readingGuide: [
    '- **Key** is the private key btcli decrypts or signs with: `none` (a public file or an SS58 address is enough), `hotkey`, `coldkey`, or both. The [permissions page](./btcli-permissions.md) puts them side by side.',
    '- **Proxy** says whether the command accepts `--proxy`, with which a wallet that is a proxy of another account acts for it ([proxies](../keys/proxies/index.md)).',
    '- **Hidden aliases** are other spellings of the command that btcli accepts but leaves out of its help; they run the same code.',
    "- **Options** lists every spelling btcli accepts. *Takes* is `flag` for an on/off switch, or the kind of value; a repeatable option can be given several times. *Required* options must be present unless btcli asks for them, and btcli asks for most missing values while prompts are on. *Default* is the value written in btcli's source; a dash means btcli decides when it runs, from the config file or by asking you, and an amount of `0.0` means none was given, so btcli asks.",
    '- **Examples** use the testnet and stand-in names such as `my-coldkey`. Replace the quoted values in angle brackets with real addresses before you run them.',
  ],
  groupsIntro:
    'Each group has a page of its own with every command in it. The count includes the commands of subgroups such as `btcli stake child`.',
  hiddenIntro:
    'These commands run, but `btcli --help` does not show them. Apart from the aliases listed with each command on the group pages, they are:',
  nextSteps: [
    '- [btcli overview](./overview.md): the config file, networks and shared options.',
    '- [btcli permissions](./btcli-permissions.md): which key each command needs, and where to run it.',
    '- [Coldkey and hotkey workstation security](../keys/coldkey-hotkey-security.md): where each key should live.',
    '- [Troubleshooting](../errors/troubleshooting.md): what to do when a command fails.',
  ],
};

/** Text around the commands on each group page (docs/btcli/<group>.md); `GROUP` stands for the group's name. */
export const btcliGroupPage = {
  intro:
    'Each entry below names the private key the command unlocks, whether it accepts `--proxy`, its hidden aliases, an example to adapt and every spelling of every option. [How to read an entry](./index.md#how-to-read-an-entry) explains each of those fields, and the [command reference](./index.md) lists the other groups and the hidden commands.',
  nextSteps: [
    '- [btcli command reference](./index.md): every command group, and the commands btcli hides.',
    '- [btcli permissions](./btcli-permissions.md): which key each command needs, side by side, and where to run it.',
    '- [btcli overview](./overview.md): the config file, networks and the options most commands share.',
    '- [Troubleshooting](../errors/troubleshooting.md): what to do when a command fails.',
  ],
};

export const btcliPermissionsPage = {
  title: 'btcli permissions',
  sidebarLabel: 'Permissions',
  description:
    'Which private key each btcli command unlocks (none, hotkey, coldkey or both), whether it accepts a proxy, and what that means for the machine you run it on.',
  intro: [
    'Check here which private key a btcli command will ask you to unlock before you run it on a given machine. A command that needs no key can run anywhere your public files are; a hotkey command belongs on the server that runs your neuron; a coldkey command belongs wherever your coldkey is kept safe, or goes through a proxy.',
  ],
  whyItMatters: [
    'The coldkey owns your TAO, your stake, your hotkeys and your subnets. Whoever can sign with it can move all of that, and nothing they do can be reversed. A hotkey can only act as your neuron: set weights, serve an axon, publish commitments. If a hotkey leaks, the coldkey replaces it with `btcli wallet swap-hotkey`. That difference decides where each key should live, as [coldkey and hotkey workstation security](../keys/coldkey-hotkey-security.md) explains: the coldkey on a hardware wallet or an offline machine, hotkeys alone on the servers.',
    'The table below tells you, for every command, which of those machines can run it. Three patterns follow from it:',
    '- Commands with no key read the chain or local files. Run them anywhere, with only `coldkeypub.txt` or an SS58 address. "No key" does not mean harmless, though: the commands that create or restore keys (`btcli wallet create`, `btcli wallet new-coldkey`, `btcli wallet regen-coldkey` and their hotkey versions) write private key files and show or read mnemonics. Run them on the machine that will keep the key.',
    '- The commands that need only the hotkey can run on the mining or validating server without the coldkey ever being there.',
    '- Every command that changes balances, stake, registrations or subnets needs the coldkey. Where the table shows `--proxy`, a second key that is a [proxy](../keys/proxies/index.md) of your coldkey can run the command instead, limited by its proxy type and, if you set one, delayed so that you can veto it. That lets the main coldkey stay offline.',
  ],
  where: {
    none: 'Anywhere: a machine with public files only (`coldkeypub.txt`, hotkey `pub.txt` files) or just an SS58 address.',
    hotkey: 'On the server that runs the neuron, which holds the hotkey and the public coldkey file, never the coldkey.',
    coldkey: 'Where the coldkey is kept safe (hardware wallet app or offline machine), or from a second key through `--proxy` where the command accepts it.',
    'coldkey and hotkey': 'Where both keys are present: the coldkey machine, with a copy of the hotkey.',
  },
  howDerived:
    "The key column records what btcli's code does: which keys it decrypts, through `unlock_key` and the wallet's unlock calls, and which key signs the transaction. It does not say whether the chain will accept the call; for that, see each command's entry in the [reference](./index.md).",
  hiddenNote:
    "Hidden commands are not in the table. Of those, `btcli weights commit` and `btcli weights reveal` sign with the hotkey, and `btcli wallet inspect` needs no key.",
  nextSteps: [
    '- [Coldkey and hotkey workstation security](../keys/coldkey-hotkey-security.md): how to set up each machine.',
    '- [Proxies](../keys/proxies/index.md): let a limited second key act for your coldkey.',
    '- [btcli command reference](./index.md): every command and option.',
  ],
};
