/**
 * The exceptions to the writing-habit checks of scripts/lib/habit-checks.ts (`npm run check:content`), each with its
 * reason. Keep the lists short: most fixes belong in the page, not here.
 */
import type {HabitRules} from '../scripts/lib/habit-checks';

export const contentRules: HabitRules = {
  maxAdmonitionOpeners: 10,
  maxVersionMentions: 30,

  versionPages: {
    'docs/resources/bittensor-rel-notes.md': 'Release notes: each section describes one release, so its number is the subject.',
    'docs/learn/announcements.md': 'Dated changelog of chain and tool releases: each entry names the release it announces.',
  },

  versionSentences: [
    {
      file: 'docs/getting-started/install-wallet-sdk.md',
      text: 'that is `git checkout v4.0.1`',
      reason: 'The git command the reader types to build the pinned release from source.',
    },
    {
      file: 'docs/getting-started/install-wallet-sdk.md',
      text: 'The list goes from `v4.0.1` straight to `v4.1.0`',
      reason: 'The tags on either side of the gap show that the compromised release was never tagged.',
    },
    {
      file: 'docs/sdk/migration-guide.md',
      text: 'comparing the public `Subtensor` surface of SDK 9.12.2 with that of 10.2.0',
      reason: 'The migration guide compares two releases; both numbers are its subject.',
    },
  ],

  walletReleasePages: {
    'docs/keys/wallets.md': 'The incident itself: what the compromised release was and how to recover (the partial links here).',
    'docs/resources/bittensor-rel-notes.md': 'The bittensor-wallet release history lists every version, the compromised one included.',
  },

  pendingRework: {
  },
};
