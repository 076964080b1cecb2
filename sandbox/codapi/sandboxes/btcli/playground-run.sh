#!/bin/sh
# Runs one playground snippet. Every run starts from an empty, throwaway home in /tmp: a btcli config that
# points at the test network and a fresh wallet with no password, so no reader ever brings or types a key.
set -eu
export HOME=/tmp/home
export BTCLI_CONFIG_PATH="$HOME/.bittensor/config.yml"
# btcli caches chain metadata on disk unless both this and the config say no (see /sdk/env-vars).
export DISK_CACHE=0
mkdir -p "$HOME/.bittensor/wallets"

cat > "$BTCLI_CONFIG_PATH" <<CONFIG
network: test
wallet_name: playground
wallet_hotkey: default
wallet_path: $HOME/.bittensor/wallets
use_cache: false
disk_cache: false
CONFIG

btcli wallet create --wallet-name playground --hotkey default --wallet-path "$HOME/.bittensor/wallets" \
  --n-words 12 --no-use-password --overwrite --quiet </dev/null >/dev/null 2>&1

cd /sandbox
exec sh "$1"
