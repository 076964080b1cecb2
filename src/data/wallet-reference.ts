/**
 * Hand-written half of the bittensor-wallet reference page (docs/sdk/wallet-api.md). The other half, every class,
 * member and function with its signature, comes from the package's type stubs, stored in
 * config/api-snapshot/wallet.json. scripts/generate-wallet-reference.ts merges the two, and
 * tests/unit/wallet-reference.test.ts fails when a name in the stubs has no description here, when this file
 * describes a name the stubs do not have, or when the checked-in page is out of date.
 *
 * The stubs have no docstrings: every description was written from the Rust source at the same tag
 * (src/python_bindings.rs, wallet.rs, keyfile.rs, keypair.rs, config.rs, utils.rs, errors.rs, constants.rs). Where
 * the compiled module and the stub disagree, the description says what the compiled module does.
 *
 * Keys: a class by its name (`Wallet`: the opening of its section), its members as `Class.member` (`Wallet.__init__`
 * is the constructor), module-level functions, aliases and constants by their full dotted name. Descriptions are
 * Markdown (MDX): put names, `{`, `}` and `<...>` in inline code. Links are relative to docs/sdk/.
 */

export interface WalletSection {
  /** The `##` heading. */
  title: string;
  /** The stub's module, as in the snapshot (`bittensor_wallet.keyfile`). */
  module: string;
  /** One class and its members, every function, alias and constant of the module, or every class of it as one entry each. */
  show: {class: string} | 'functions' | 'classes';
  /** The opening of a section that is not one class (a class section opens with the class's description). */
  intro?: string;
}

export const walletSections: readonly WalletSection[] = [
  {title: 'Wallet', module: 'bittensor_wallet.wallet', show: {class: 'Wallet'}},
  {title: 'Keypair', module: 'bittensor_wallet.keypair', show: {class: 'Keypair'}},
  {title: 'Keyfile', module: 'bittensor_wallet.keyfile', show: {class: 'Keyfile'}},
  {title: 'Config', module: 'bittensor_wallet.config', show: {class: 'Config'}},
  {
    title: 'Key-file data and passwords',
    module: 'bittensor_wallet.keyfile',
    show: 'functions',
    intro:
      'The functions behind `Keyfile`: turning a keypair into key-file JSON and back, encrypting and decrypting that data, telling the encryption formats apart, and asking for passwords on the terminal. They take and return bytes, so they also work on key data that is not in a file. Failures raise `KeyFileError`.',
  },
  {
    title: 'Address checks',
    module: 'bittensor_wallet.utils',
    show: 'functions',
    intro: 'Checks on SS58 addresses and public keys. They need no key file and no network connection.',
  },
  {
    title: 'Errors',
    module: 'bittensor_wallet.errors',
    show: 'classes',
    intro:
      'The package\'s own exceptions, all subclasses of `Exception`. Many failures raise a plain `ValueError` instead: the `Keypair` constructors with bad input, the `Keyfile` checks and its `encrypt` and `decrypt`, `get_ss58_format`, and the `Wallet` creation methods when key generation or an argument fails.',
  },
];

export const walletDescriptions: Readonly<Record<string, string>> = {
  // Wallet -----------------------------------------------------------------------------------------------------
  Wallet:
    'A named coldkey plus one selected hotkey, kept as key files under `<path>/<name>/`: `coldkey`, `coldkeypub.txt`, `hotkeys/<hotkey>` and `hotkeys/<hotkey>pub.txt`. The SDK\'s `bt.Wallet` is this class. Methods that write a key file ask on the terminal before replacing an existing one unless you pass `overwrite=True`, and `str(wallet)` shows the name, hotkey name and path.',
  'Wallet.__init__':
    'Records a wallet name, a hotkey name and the wallets folder; it reads and writes no files. Each value comes from its argument, else from `config` (its `wallet.name`, `wallet.hotkey` and `wallet.path` when it has a `wallet` attribute, otherwise its own `name`, `hotkey` and `path`), else from the fixed defaults `default`, `default` and `~/.bittensor/wallets/`. It never reads the `BT_WALLET_*` environment variables.',
  'Wallet.add_args':
    'Adds the options `--wallet.name`, `--wallet.hotkey` and `--wallet.path` to an argparse parser, as `--<prefix>.wallet.name` and so on when you pass `prefix`, and returns the parser. Their defaults are `BT_WALLET_NAME`, `BT_WALLET_HOTKEY` and `BT_WALLET_PATH` when those are set, else the fixed defaults; no other code in the package reads these variables.',
  'Wallet.to_string': 'Returns the same text as `str(wallet)`: `Wallet (Name: \'<name>\', Hotkey: \'<hotkey>\', Path: \'<path>\')`.',
  'Wallet.debug_string': 'Returns the name, hotkey name and path in Rust\'s debug format, for logs.',
  'Wallet.create_if_non_existent': 'The same method as `create` under another name: same arguments, same behaviour.',
  'Wallet.create':
    'Creates whichever key is missing and keeps the others: a new 12-word coldkey unless `coldkey` or `coldkeypub.txt` exists, and a new hotkey unless its file or its `pub.txt` exists (with `overwrite=True`, both are replaced). The coldkey is encrypted and the hotkey is not, unless you change `coldkey_use_password` or `hotkey_use_password`; passing a password switches encryption on for that key. Each new mnemonic is printed unless `suppress=True`.',
  'Wallet.recreate':
    'Generates a new coldkey and a new hotkey even when the wallet already has keys. With `overwrite=False` it asks on the terminal before replacing each existing file and raises `KeyFileError` if you decline; either way, replaced keys are gone unless you kept their mnemonics.',
  'Wallet.get_coldkey':
    'Reads the coldkey from its file on every call and returns it, decrypted with `password`, else with the file\'s `BT_PW_` variable, else with a password typed at a prompt. Raises `KeyFileError` when the file is missing or the password is wrong.',
  'Wallet.get_coldkeypub': 'Returns the public coldkey from `coldkeypub.txt`: address and public key only, so no password is needed.',
  'Wallet.get_hotkey': 'Reads the hotkey from its file and returns it, decrypting it the way `get_coldkey` does when the file is encrypted.',
  'Wallet.get_hotkeypub': 'Returns the public hotkey from `hotkeys/<hotkey>pub.txt`.',
  'Wallet.set_coldkey':
    'Writes `keypair` as the coldkey file, encrypted unless `encrypt=False` (with `coldkey_password`, or a password typed at a prompt), and keeps it on the object. It does not write `coldkeypub.txt`: call `set_coldkeypub` too.',
  'Wallet.set_coldkeypub': 'Writes `coldkeypub.txt` with the address and public key of `keypair`; the private key is not stored.',
  'Wallet.set_hotkey':
    'Writes `keypair` as the hotkey file, unencrypted unless `encrypt=True`, and keeps it on the object. Call `set_hotkeypub` as well.',
  'Wallet.set_hotkeypub': 'Writes `hotkeys/<hotkey>pub.txt` with the address and public key of `keypair`.',
  'Wallet.coldkey':
    'The coldkey `Keypair`. After `unlock_coldkey`, `set_coldkey` or the creation of the key it is the copy held on the object; otherwise each access reads and decrypts the file and may prompt for the password.',
  'Wallet.coldkeypub':
    'The public coldkey, read from `coldkeypub.txt` on each access. `wallet.coldkeypub.ss58_address` gives your coldkey address without a password.',
  'Wallet.hotkey':
    'The hotkey `Keypair`: the copy held on the object after `unlock_hotkey`, `set_hotkey` or key creation, else read from the file (and decrypted if it is encrypted).',
  'Wallet.hotkeypub': 'The public hotkey, read from `hotkeys/<hotkey>pub.txt` on each access.',
  'Wallet.coldkey_file': 'The [`Keyfile`](#keyfile) at `<path>/<name>/coldkey`.',
  'Wallet.coldkeypub_file': 'The `Keyfile` at `<path>/<name>/coldkeypub.txt`.',
  'Wallet.hotkey_file': 'The `Keyfile` at `<path>/<name>/hotkeys/<hotkey>`.',
  'Wallet.hotkeypub_file': 'The `Keyfile` at `<path>/<name>/hotkeys/<hotkey>pub.txt`.',
  'Wallet.name': 'The wallet name, which is also the name of its folder.',
  'Wallet.path': 'The wallets folder as it was given, with `~` not expanded; the key files themselves use the expanded path.',
  'Wallet.hotkey_str': 'The name of the selected hotkey (the `hotkey` property is the key itself).',
  'Wallet.create_coldkey_from_uri':
    'Creates the coldkey from a Substrate secret URI such as `//Alice` and writes `coldkey` and `coldkeypub.txt`; returns `None`. The compiled module\'s defaults are not the stub\'s: `use_password=False` and `suppress=True`. The secrets of development URIs are public, so use them on a local chain only.',
  'Wallet.create_hotkey_from_uri':
    'Creates the hotkey from a Substrate secret URI and writes the hotkey file and its `pub.txt`; returns `None`. As with `create_coldkey_from_uri`, the compiled defaults are `use_password=False` and `suppress=True`.',
  'Wallet.unlock_coldkey':
    'Decrypts the coldkey once (password from the file\'s `BT_PW_` variable or a prompt), keeps it on the object and returns it, so later reads of `wallet.coldkey` do not prompt again. Raises `PasswordError` when decryption fails and `KeyFileError` for other problems.',
  'Wallet.unlock_coldkeypub': 'Loads the public coldkey, keeps it on the object and returns it.',
  'Wallet.unlock_hotkey': 'Does for the hotkey what `unlock_coldkey` does for the coldkey, with the same exceptions.',
  'Wallet.unlock_hotkeypub': 'Loads the public hotkey, keeps it on the object and returns it.',
  'Wallet.new_coldkey':
    'Declared in the stub, but the compiled module has no method of this name: the binding publishes it only as `create_new_coldkey`, so calling `new_coldkey` raises `AttributeError`. Call `create_new_coldkey`.',
  'Wallet.create_new_coldkey':
    'Generates a mnemonic of `n_words` words, derives the coldkey from it, prints the mnemonic unless `suppress=True`, and writes `coldkey` and `coldkeypub.txt`. The coldkey is encrypted unless `use_password=False`; passing `coldkey_password` always encrypts it. Returns the wallet.',
  'Wallet.new_hotkey':
    'Declared in the stub only, like `new_coldkey`: the compiled module raises `AttributeError`. Call `create_new_hotkey`.',
  'Wallet.create_new_hotkey':
    'Generates a new hotkey the way `create_new_coldkey` generates a coldkey, and writes the hotkey file and its `pub.txt`; unlike `create`, it encrypts the hotkey unless `use_password=False`. The stub names the last two parameters `save_coldkey_to_env` and `coldkey_password`, but the compiled module takes `save_hotkey_to_env` and `hotkey_password` and raises `TypeError` for the stub\'s names.',
  'Wallet.regenerate_coldkey':
    'Restores the coldkey from `mnemonic`, else `seed`, else `json`, and writes `coldkey` and `coldkeypub.txt`; with none of the three it raises `ValueError`. The compiled module expects `seed` as a hex string (`0x` optional) and `json` as a tuple of the exported JSON text and its passphrase, not the types in the stub.',
  'Wallet.regenerate_coldkeypub':
    'Writes only `coldkeypub.txt`, from `ss58_address` or from `public_key` given as `0x`-prefixed hex, which is enough for tools that only read balances and stake. Raises `KeyFileError` when neither is given or the value is not a valid address or key.',
  'Wallet.regenerate_hotkey':
    'Restores the hotkey from a mnemonic, seed or JSON export, with the same argument types as `regenerate_coldkey`, and writes the hotkey file and its `pub.txt`, unencrypted unless `use_password=True`. Raises `KeyFileError` when no source is given.',
  'Wallet.regenerate_hotkeypub': 'Writes only the hotkey\'s `pub.txt`, from an SS58 address or a `0x`-prefixed hex public key.',

  // Keypair ----------------------------------------------------------------------------------------------------
  Keypair:
    'One sr25519 key pair, or only its public half. Create it with one of the `create_from_*` static methods when you need to sign; the constructor makes a public-only keypair that verifies but cannot sign. `str(keypair)` shows the address.',
  'Keypair.__init__':
    'Makes a public-only keypair from `ss58_address` or from `public_key` as a hex string; one of the two is required. `crypto_type` must be `1` (sr25519), otherwise it raises `ValueError`. `private_key` (hex, 64 bytes) and `seed_hex` are stored but give the object no signing key.',
  'Keypair.generate_mnemonic':
    'Returns a new random English BIP-39 mnemonic of `n_words` words. BIP-39 allows 12, 15, 18, 21 or 24 words.',
  'Keypair.create_from_mnemonic':
    'Derives the keypair from a mnemonic with Substrate\'s sr25519 derivation and no extra password. The mnemonic and seed stay on the object, so a key file written from it contains both.',
  'Keypair.create_from_seed': 'Derives the keypair from a seed given as a hex string (`0x` optional); the compiled module does not accept `bytes` here.',
  'Keypair.create_from_private_key': 'Creates the keypair from a private key given as a hex string (`0x` optional).',
  'Keypair.create_from_encrypted_json':
    'Decrypts an account exported as encrypted JSON in the Polkadot.js format (encoding version 3, sr25519 keys only) with its passphrase.',
  'Keypair.create_from_uri':
    'Creates the keypair from a Substrate secret URI: a mnemonic or hex seed followed by optional `//hard` and `/soft` derivation steps, or a development name such as `//Alice`. No mnemonic is kept on the object.',
  'Keypair.sign':
    'Signs `data` with sr25519 and returns the 64-byte signature. A `str` starting with `0x` is decoded as hex and any other `str` is signed as its UTF-8 bytes; raises `ConfigurationError` when the keypair has no private key.',
  'Keypair.verify':
    'Returns whether `signature` (`bytes`, or a hex `str` starting with `0x`) is valid for `data`, read as in `sign`, under this public key. A signature made over the data wrapped in `<Bytes>` and `</Bytes>`, as browser wallet extensions sign messages, also verifies.',
  'Keypair.ss58_address': 'The SS58 address of the public key, with prefix 42.',
  'Keypair.public_key': 'The 32-byte public key, as `bytes`.',
  'Keypair.ss58_format':
    'The SS58 prefix stored on the object: 42 unless the constructor received another value. It does not change `ss58_address`.',
  'Keypair.crypto_type':
    'The key type: `1` means sr25519, the only type the package signs and verifies with. You can set it, but any other value makes `sign` and `verify` fail.',

  // Keyfile ----------------------------------------------------------------------------------------------------
  Keyfile:
    'One key file on disk, with the methods that read, write, encrypt and decrypt it. A `Wallet` gives you its four through `coldkey_file`, `coldkeypub_file`, `hotkey_file` and `hotkeypub_file`. Most failures raise `ValueError`; reading or writing a keypair raises `KeyFileError`.',
  'Keyfile.__init__':
    'Points at `path`; a leading `~/` is expanded for file access but kept in the `path` property. `name` only labels the object. With `should_save_to_env=True`, each encryption done through this object also puts its password into the file\'s `BT_PW_` variable for the running process.',
  'Keyfile.path': 'The path as it was given to the constructor.',
  'Keyfile.exists_on_device': 'Whether a file exists at the path.',
  'Keyfile.is_readable':
    'Whether the file exists and any read bit is set in its permission mode. It does not test whether your user can actually read it.',
  'Keyfile.is_writable': 'Whether the file exists and any write bit is set in its permission mode.',
  'Keyfile.is_encrypted':
    'Whether the file exists, is readable, and starts with the marker of one of the three encryption formats: NaCl, Ansible Vault or legacy.',
  'Keyfile.check_and_update_encryption':
    'Checks whether the file uses NaCl, the current encryption, prints the verdict, and returns `True` for NaCl and `False` otherwise (the stub says `None`). With `print_result=False` it always returns `False`. With `no_prompt=False` and an older format it first asks on the terminal about re-encrypting the file with NaCl; in this release that first question, `Update keyfile?`, goes ahead on any answer except `y`.',
  'Keyfile.encrypt':
    'Encrypts the file in place with NaCl, using `password`, else the file\'s `BT_PW_` variable, else a prompt that asks twice and rejects weak passwords. A file that is already encrypted is left as it is.',
  'Keyfile.decrypt':
    'Decrypts the file in place and writes the key back as plain JSON, with the password from the argument, the `BT_PW_` variable or a prompt. After that, anyone who can read the file has the key.',
  'Keyfile.env_var_name':
    'Returns the name of the environment variable that holds this file\'s password: `BT_PW_` and the path with `/` and `.` replaced by `_`, in upper case. See [environment variables](#environment-variables).',
  'Keyfile.save_password_to_env':
    'Obfuscates `password` (asked for at a prompt when `None`), sets the file\'s `BT_PW_` variable to the result for the running process, and returns the value it set; the stub says `None`. The variable ends with the process.',
  'Keyfile.remove_password_from_env':
    'Deletes the file\'s `BT_PW_` variable from the running process, prints what it did, and returns whether the variable existed; the stub says `None`.',
  'Keyfile.keypair': 'The key stored in the file: the same as calling `get_keypair()`, so it may prompt for a password.',
  'Keyfile.get_keypair':
    'Reads the file and returns its `Keypair`, decrypting with `password`, else the file\'s `BT_PW_` variable, else a password typed at a prompt. Raises `KeyFileError`.',
  'Keyfile.set_keypair':
    'Writes `keypair` to the file as JSON, encrypted with NaCl unless `encrypt=False` (with `password`, or one typed at a prompt), with permission mode `600` and any missing folders created. An existing file is replaced only with `overwrite=True` or after you confirm on the terminal.',
  'Keyfile.data': 'The raw bytes of the file, or `None` when it cannot be read.',
  'Keyfile.make_dirs': 'Creates the folders above the file when they do not exist.',

  // Config -----------------------------------------------------------------------------------------------------
  Config:
    'The three values a `Wallet` starts from. `Wallet(config=...)` takes this object or any other with `name`, `hotkey` and `path` attributes, or with a `wallet` attribute that holds them, such as the SDK\'s `bt.Config`.',
  'Config.__init__':
    'Stores the values you pass and fills each `None` with the fixed defaults `default`, `default` and `~/.bittensor/wallets/`. It reads no environment variables.',
  'Config.name': 'The wallet name.',
  'Config.path': 'The wallets folder.',
  'Config.hotkey': 'The hotkey name.',

  // bittensor_wallet.keyfile functions -------------------------------------------------------------------------
  'bittensor_wallet.keyfile.serialized_keypair_to_keyfile_data':
    'Returns the key-file JSON of a keypair as bytes, with `accountId`, `publicKey`, `privateKey`, `secretPhrase`, `secretSeed` and `ss58Address` for whichever of them the keypair has. The result is not encrypted.',
  'bittensor_wallet.keyfile.deserialize_keypair_from_keyfile_data':
    'Builds a `Keypair` from decrypted key-file JSON, using the mnemonic if present, else the seed, else the private key, else the address alone.',
  'bittensor_wallet.keyfile.validate_password':
    'Returns `False` for a password shorter than six characters or with a strength score under 20 (the scorer of the Rust `passwords` crate). Otherwise it asks you to type the password again and returns whether both entries match, so it needs a terminal.',
  'bittensor_wallet.keyfile.ask_password':
    'Asks for a password on the terminal and returns it without surrounding whitespace. With `validation_required=True` it asks again until `validate_password` accepts one.',
  'bittensor_wallet.keyfile.legacy_encrypt_keyfile_data':
    'Encrypts with Ansible Vault, the older format whose output starts with `$ANSIBLE_VAULT`, and asks for a password when `password` is `None`. Use `encrypt_keyfile_data` for anything new.',
  'bittensor_wallet.keyfile.get_password_from_environment':
    'Reads the variable named `env_var_name`, undoes the encoding that `Keyfile.save_password_to_env` applies, and returns the password, or `None` when the variable is not set. Raises `KeyFileError` when the value is not valid base64.',
  'bittensor_wallet.keyfile.encrypt_keyfile_data':
    'Encrypts bytes with NaCl secretbox under a key derived from the password with Argon2i at libsodium\'s "sensitive" cost, and returns `$NACL`, the nonce and the ciphertext. When `password` is `None` it asks for one twice and checks its strength.',
  'bittensor_wallet.keyfile.decrypt_keyfile_data':
    'Decrypts NaCl or Ansible Vault data with `password`, else the password in the variable named by `password_env_var`, else one typed at a prompt. A wrong password or an unknown format raises `KeyFileError`, and so does legacy data: this release decrypts it with a randomly generated key instead of one derived from the password, so it never succeeds.',
  'bittensor_wallet.keyfile.keyfile_data_is_encrypted_nacl': 'Whether the data starts with `$NACL`, the current format.',
  'bittensor_wallet.keyfile.keyfile_data_is_encrypted_ansible': 'Whether the data starts with `$ANSIBLE_VAULT`.',
  'bittensor_wallet.keyfile.keyfile_data_is_encrypted_legacy': 'Whether the data starts with `gAAAAA`, the Fernet format of the oldest wallets.',
  'bittensor_wallet.keyfile.keyfile_data_is_encrypted': 'Whether any one of the three format checks above is true.',
  'bittensor_wallet.keyfile.keyfile_data_encryption_method':
    'Names the format: `NaCl`, `Ansible Vault`, `legacy`, or `unknown`, which it also returns for unencrypted data.',
  'bittensor_wallet.keyfile.ask_password_to_encrypt': 'Another name for `ask_password`, kept so older code still runs.',
  'bittensor_wallet.keyfile.get_coldkey_password_from_environment':
    'Another name for `get_password_from_environment`. Despite the name, it reads the variable of any key file, not only a coldkey\'s.',

  // bittensor_wallet.utils -------------------------------------------------------------------------------------
  'bittensor_wallet.utils.SS58_FORMAT': 'The SS58 prefix of Bittensor addresses: `42`.',
  'bittensor_wallet.utils.is_valid_ss58_address':
    'Whether `address` is a non-empty string that decodes as an SS58 address with a correct checksum.',
  'bittensor_wallet.utils.get_ss58_format': 'Returns the prefix number encoded in an SS58 address; raises `ValueError` for an invalid address.',
  'bittensor_wallet.utils.is_valid_ed25519_pubkey':
    'Despite its name, checks only the form of a 32-byte public key: a hex string of 64 characters, or 66 with `0x`, or exactly 32 `bytes`. Any other argument type raises `ValueError`.',
  'bittensor_wallet.utils.is_valid_bittensor_address_or_public_key':
    'Returns `True` for a valid SS58 address or a `0x`-prefixed hex public key of 32 bytes. `bytes` are read as UTF-8 text first; any other type gives `False`.',

  // bittensor_wallet.errors ------------------------------------------------------------------------------------
  KeyFileError:
    'A key file could not be found, read, written, decrypted or parsed. Raised by the `Wallet` methods and properties that load or store keys, by `Keyfile.get_keypair` and `set_keypair`, and by the key-file functions.',
  ConfigurationError:
    'Raised by `Keypair.sign` when the keypair has no private key or the data has a type it cannot sign, and by `Keypair.verify` for data of an unsupported type.',
  PasswordError: 'Raised by the `Wallet.unlock_*` methods when decryption fails, which usually means a wrong password.',
  WalletError:
    'Exported so that code can catch it, but no method of this release raises it: wallet failures arrive as `KeyFileError`, `PasswordError` or `ValueError`.',
};

export const walletReferencePage = {
  title: 'bittensor-wallet API reference',
  sidebarLabel: 'Wallet API reference',
  description:
    'Every class, method, property and function of bittensor-wallet, the Python key library behind the Bittensor SDK and btcli: Wallet, Keypair, Keyfile and Config, key-file encryption, address checks, errors and environment variables.',
  opening: `Use \`bittensor-wallet\` to create, restore, store and unlock Bittensor keys from Python, and to sign and verify messages with them. The Bittensor SDK and btcli are built on it: the SDK's \`bt.Wallet\` is the [\`Wallet\`](#wallet) class below. Look up any class, method, property or function of the package here.

The SDK and btcli already install the library at the version they pin. To use it on its own, install that exact version as [Install the wallet SDK](../getting-started/install-wallet-sdk.md) shows, and read the warning there first.

A short script that reads a wallet's addresses, signs with its hotkey and checks the signature against the address alone:

\`\`\`python
from bittensor_wallet import Keypair, Wallet

wallet = Wallet(name="<wallet-name>", hotkey="<hotkey-name>")

# The pub.txt files hold no secret: no password needed.
print("coldkey:", wallet.coldkeypub.ss58_address)
print("hotkey:", wallet.hotkeypub.ss58_address)

# Loads the hotkey; prompts for a password only if its file is encrypted.
hotkey = wallet.hotkey
signature = hotkey.sign("hello")

# Anyone who knows the address can check the signature.
public_only = Keypair(ss58_address=hotkey.ss58_address)
print("valid:", public_only.verify("hello", signature))
\`\`\`

\`\`\`text
coldkey: <coldkey-ss58>
hotkey: <hotkey-ss58>
valid: True
\`\`\`

Each entry below shows the signature from the package's type stubs, without \`self\`, followed by what the member does, read from the Rust source of the same release. In a few places the stubs and the compiled module disagree: two declared methods do not exist, one method takes other parameter names, and some defaults, argument types and return values differ. Those entries say what the compiled module does, because that is what runs.`,
  environment: `The package reads four environment variables. Only the password variable affects a plain \`Wallet\`.

| Variable | Read by | Effect |
| --- | --- | --- |
| \`BT_WALLET_NAME\` | \`Wallet.add_args\` | Default of \`--wallet.name\`; unset, \`default\` |
| \`BT_WALLET_HOTKEY\` | \`Wallet.add_args\` | Default of \`--wallet.hotkey\`; unset, \`default\` |
| \`BT_WALLET_PATH\` | \`Wallet.add_args\` | Default of \`--wallet.path\`; unset, \`~/.bittensor/wallets/\` |
| \`BT_PW_<path>\` | loading that key file without a password | Its password, encoded; unset, a prompt |

\`Wallet()\` and \`Config()\` never read the \`BT_WALLET_*\` variables: with no arguments you get the wallet \`default\`, the hotkey \`default\` and the folder \`~/.bittensor/wallets/\`. The variables matter only for programs that build their options with \`Wallet.add_args\`. The SDK reads the same three names for its own configuration defaults; see [environment variables](./env-vars.md).

Each key file has its own password variable. Its name is \`BT_PW_\` followed by the file's path with every \`/\` and \`.\` turned into \`_\`, all in upper case, and \`Keyfile.env_var_name()\` prints it. A wallet's key files use the full path with \`~\` expanded:

\`\`\`python
from bittensor_wallet import Wallet

wallet = Wallet(name="miner", hotkey="default")
print(wallet.hotkey_file.env_var_name())
\`\`\`

For the Linux user \`me\` this prints:

\`\`\`text
BT_PW__HOME_ME__BITTENSOR_WALLETS_MINER_HOTKEYS_DEFAULT
\`\`\`

The variable does not hold the password as typed. \`Keyfile.save_password_to_env\` combines the password byte by byte with the variable's own name (XOR), encodes the result in base64, sets the variable in the running process and returns the value; \`get_password_from_environment\` reverses those steps. The \`save_coldkey_to_env\` and \`save_hotkey_to_env\` arguments of the \`Wallet\` methods call it for you when they encrypt the key, again for the running process only. Whenever a key file is decrypted without a \`password\` argument (\`wallet.coldkey\`, \`get_hotkey()\`, \`unlock_coldkey()\`, \`Keyfile.decrypt()\` and the rest), the library tries this variable before it prompts.

:::danger[Encoded is not encrypted]
Anyone who can read the variable can undo the encoding, because the key is the variable's name. Whoever sees the process environment, a service file or shell history that holds it gets the password, and with the key file, the key. Never keep a coldkey password in a \`BT_PW_\` variable.
:::`,
  nextSteps: `- [Install the wallet SDK](../getting-started/install-wallet-sdk.md), and check that it signs and verifies.
- [Working with keys](../keys/working-with-keys.md): create, import and regenerate keys with btcli and Python.
- [Wallets, coldkeys and hotkeys](../keys/wallets.md) for which key signs what and where the files live.
- [Coldkey and hotkey security](../keys/coldkey-hotkey-security.md) before you put keys on a server.
- [SDK reference](./bt-api-ref/index.md) for the chain calls that take a \`wallet\`.`,
} as const;
