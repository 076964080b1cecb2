import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contentRules} from '../../config/content-rules';
import {documentedVersions} from '../../config/versions';
import {
  admonitionOpener,
  checkHabits,
  fakeSs58,
  pinnedVersionPattern,
  selfReferencingOpener,
  testNetworkUses,
  versionMentions,
  walletWarningCopies,
  type HabitPage,
  type HabitRules,
} from '../../scripts/lib/habit-checks';

const page = (body: string) => `---\ntitle: A page\ndescription: What it is for.\n---\n\n${body}\n`;
const rules = (overrides: Partial<HabitRules> = {}): HabitRules => ({
  maxAdmonitionOpeners: 1,
  maxVersionMentions: 5,
  versionPages: {},
  versionSentences: [],
  walletReleasePages: {},
  pendingRework: {},
  ...overrides,
});
const partials = new Set(['_wallet-release-warning.mdx']);
const sdk = documentedVersions.sdk.version;
const btcli = documentedVersions.btcli.version;

test('the version pattern follows config/versions.ts and leaves other numbers alone', () => {
  const found = (text: string) => [...text.matchAll(pinnedVersionPattern())].map((match) => match[0]);
  assert.deepEqual(found(`SDK ${sdk}, btcli v${btcli}, spec 425, runtime spec 425 and spec version 425`), [sdk, `v${btcli}`, 'spec 425', 'runtime spec 425', 'spec version 425']);
  assert.deepEqual(found(`SDK 1${sdk}, ${sdk}.1, 425 blocks, spec 4250`), []);
});

test('a pinned version in prose is a problem; code blocks, comments and link targets are not prose', () => {
  const source = page(`Run it with SDK ${sdk} installed.\n\n\`\`\`bash\npip install "bittensor==${sdk}"\n\`\`\`\n\n{/* Generated from bittensor v${sdk}. */}\n\n[notes](./notes.md#sdk-${sdk})`);
  const mentions = versionMentions('a.md', source, rules());
  assert.equal(mentions.length, 1);
  assert.equal(mentions[0]!.line, 6);
  assert.equal(mentions[0]!.allowedBy, undefined);
});

test('a sentence that compares versions, or an allow-listed one, may keep the number', () => {
  const source = page(`btcli has had no faucet command since ${btcli}. Pip lists SDK ${sdk} here.`);
  const listed = rules({versionSentences: [{file: 'a.md', text: 'Pip lists SDK', reason: 'test'}]});
  assert.deepEqual(
    versionMentions('a.md', source, listed).map((mention) => mention.allowedBy),
    ['comparison', 'allow-list'],
  );
  assert.deepEqual(
    versionMentions('a.md', source, rules()).map((mention) => mention.allowedBy),
    ['comparison', undefined],
  );
});

test('the site-wide budget counts allowed mentions too, and a stale allow-list entry fails', () => {
  const pages: HabitPage[] = [{file: 'a.md', source: page(`Since ${sdk}, since ${sdk}, since ${sdk}.`), isPartial: false}];
  const over = checkHabits(pages, rules({maxVersionMentions: 2}), partials, {wholeSite: true});
  assert.ok(over.problems.some((problem) => /3 pinned-version mentions in prose, at most 2/.test(problem.message)));
  const stale = checkHabits(pages, rules({versionSentences: [{file: 'a.md', text: 'gone', reason: 'test'}]}), partials, {wholeSite: true});
  assert.ok(stale.problems.some((problem) => /matches no sentence: remove it/.test(problem.message)));
  assert.equal(checkHabits(pages, rules({maxVersionMentions: 2}), partials, {wholeSite: false}).problems.length, 0);
});

test('a changelog page listed in versionPages may name versions, but they count towards the budget', () => {
  const pages: HabitPage[] = [{file: 'notes.md', source: page(`### SDK ${sdk}\n\nThe SDK ${sdk} release.`), isPartial: false}];
  const changelog = checkHabits(pages, rules({versionPages: {'notes.md': 'changelog'}}), partials, {wholeSite: true});
  assert.deepEqual(changelog.problems, []);
  assert.equal(changelog.versionMentions, 2);
  assert.equal(checkHabits(pages, rules(), partials, {wholeSite: true}).problems.length, 2);
  assert.equal(checkHabits(pages, rules({versionPages: {'notes.md': 'changelog'}, maxVersionMentions: 1}), partials, {wholeSite: true}).problems.length, 1);
});

test('an inline copy of the compromised-release warning is reported outside its pages', () => {
  const copy = page('Never install bittensor-wallet 4.0.2, a [compromised release](../keys/wallets.md#compromised-wallet-release).');
  assert.equal(walletWarningCopies('a.md', copy).length, 2);
  assert.deepEqual(walletWarningCopies('a.md', page('Install the version the SDK pins; see [the incident](../keys/wallets.md#compromised-wallet-release).')), []);
  const pages: HabitPage[] = [{file: 'keys/wallets.md', source: copy, isPartial: false}];
  assert.deepEqual(checkHabits(pages, rules({walletReleasePages: {'keys/wallets.md': 'the incident'}}), partials, {wholeSite: false}).problems, []);
});

test('openings that describe the page are reported; task-first ones pass', () => {
  assert.equal(selfReferencingOpener('a.md', page('This page shows how to stake.')).length, 1);
  assert.equal(selfReferencingOpener('a.md', page('# Title\n\nStake TAO. In this tutorial you stake.')).length, 1);
  assert.equal(selfReferencingOpener('a.md', page("import X from './x';\n\nThis reference lists commands.")).length, 1);
  assert.deepEqual(selfReferencingOpener('a.md', page('Stake TAO from the command line.\n\n## Steps\n\nThis page is long.')), []);
});

test('an admonition or an admonition partial before the first section is an opener', () => {
  assert.equal(admonitionOpener(page('Intro.\n\n:::warning\nCareful.\n:::\n\n## Steps'), partials), 8);
  const withPartial = page("import Warn from '../_partials/_wallet-release-warning.mdx';\n\n<Warn />\n\n## Steps");
  assert.equal(admonitionOpener(withPartial, partials), 8);
  assert.equal(admonitionOpener(page('Intro.\n\n## Steps\n\n:::warning\nCareful.\n:::'), partials), undefined);
  const pages: HabitPage[] = ['a.md', 'b.md'].map((file) => ({file, source: page('Intro.\n\n:::tip\nHint.\n:::'), isPartial: false}));
  const result = checkHabits(pages, rules({maxAdmonitionOpeners: 1}), partials, {wholeSite: true});
  assert.equal(result.admonitionOpeners, 2);
  assert.equal(result.problems.filter((problem) => problem.message.startsWith('opens with an admonition')).length, 2);
});

test('"test network" in prose is reported', () => {
  assert.equal(testNetworkUses('a.md', page('Try it on the test network or a test-network wallet.')).length, 2);
  assert.deepEqual(testNetworkUses('a.md', page('Try it on the testnet.')), []);
});

test('fake SS58 addresses are reported anywhere, real and shortened ones are not', () => {
  const fakes = fakeSs58('a.md', page('```bash\nbtcli stake list --ss58 5YourColdkeyAddress\nbtcli wallet regen-coldkeypub --ss58 "5F...your-address"\n```\n\nSee `5F…your coldkey…`.'));
  assert.deepEqual(fakes.map((problem) => problem.line), [7, 8, 11]);
  const real = page('Alice is `5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY`, shown as `5Grw…utQY` or `5G...`; use "<coldkey-ss58>".');
  assert.deepEqual(fakeSs58('a.md', real), []);
});

test('a page pending rework is skipped until it passes, then its entry must go', () => {
  const clean: HabitPage[] = [{file: 'a.md', source: page('Stake TAO.'), isPartial: false}];
  const dirty: HabitPage[] = [{file: 'a.md', source: page('This page stakes on the test network.'), isPartial: false}];
  const pending = rules({pendingRework: {'a.md': 'rewritten elsewhere'}});
  assert.deepEqual(checkHabits(dirty, pending, partials, {wholeSite: true}).problems, []);
  assert.match(checkHabits(clean, pending, partials, {wholeSite: true}).problems[0]!.message, /remove it from pendingRework/);
});

test('the site configuration keeps the limits the issue set', () => {
  assert.ok(contentRules.maxAdmonitionOpeners <= 10);
  assert.ok(contentRules.maxVersionMentions <= 30);
  for (const entry of contentRules.versionSentences) assert.ok(entry.reason.length > 10, `${entry.file}: give a reason`);
});
