/**
 * Writing habits the docs keep (issue 40), as checks that fail: no pinned version numbers in prose (the "Applies
 * to" label prints them), one home for the compromised-wallet warning, pages that open with the task rather than
 * with an admonition or "This page…", one word for the testnet, and no fake SS58 addresses.
 * Pure functions; scripts/check-content.ts reads the files and config/content-rules.ts holds the exceptions.
 */
import {decodeAddress} from '@polkadot/util-crypto';
import {documentedVersions} from '../../config/versions';
import type {Problem} from './content-checks';

export interface HabitRules {
  /** Most pages that may open with an admonition (one before the first `##` heading). */
  maxAdmonitionOpeners: number;
  /** Most pinned-version mentions in prose, summed over every page (`versionPages` included). */
  maxVersionMentions: number;
  /** Pages whose subject is releases themselves (changelogs): their mentions need no comparison word, but count. */
  versionPages: Record<string, string>;
  /** Sentences that may name a pinned version without a comparison word: `text` is a fragment of the sentence. */
  versionSentences: {file: string; text: string; reason: string}[];
  /** Pages that may name the compromised wallet release besides the partial that warns about it. */
  walletReleasePages: Record<string, string>;
  /**
   * Pages another change is rewriting: no habit rule runs on them. An entry must go once its page passes (the
   * check says so), so the list only ever shrinks.
   */
  pendingRework: Record<string, string>;
}

/** One sentence-sized piece of prose and where it starts in the source. */
export interface ProseSentence {
  text: string;
  offset: number;
}

function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < source.length; index++) if (source.charCodeAt(index) === 10) line++;
  return line;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The page with everything that is not prose blanked out, same length and lines as the source: front matter,
 * fenced code, MDX and HTML comments, import and export lines, JSX tags (their text children stay), link targets,
 * bare URLs and admonition fences. Inline code stays: `bittensor==10.2.0` in a sentence is prose to a reader.
 */
export function maskNonProse(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\2[`~]*[ \t]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/^[ \t]*(?:import|export)\s[^\n]*$/gm, blank)
    .replace(/<\/?[A-Za-z][^>\n]*>/g, blank)
    .replace(/\]\([^)\n]*\)/g, (match) => `]${blank(match.slice(1))}`)
    .replace(/https?:\/\/[^\s)>\]]+/g, blank)
    .replace(/^[ \t]*:::[^\n]*$/gm, blank);
}

/**
 * Splits masked prose into sentences: a new piece starts at a blank line, a heading, a list item, a table cell or
 * after `.`, `?` or `!` followed by white space.
 */
export function proseSentences(masked: string): ProseSentence[] {
  const sentences: ProseSentence[] = [];
  const boundary = /\n[ \t]*\n|\n(?=[ \t]*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|\|))|\||(?<=[.?!])[ \t\n]+(?=\S)/g;
  let start = 0;
  const push = (end: number) => {
    const raw = masked.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim().replace(/\s+/g, ' ');
    if (text !== '') sentences.push({text, offset: start + lead});
  };
  for (const match of masked.matchAll(boundary)) {
    const at = match.index ?? 0;
    push(at);
    start = at + match[0].length;
  }
  push(masked.length);
  return sentences;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches any pinned version from config/versions.ts: `10.2.0`, `v9.21.2`, `spec 425`, `runtime 425`, `spec version 425`. */
export function pinnedVersionPattern(): RegExp {
  const releases = (['sdk', 'btcli', 'wallet'] as const).map((component) => escape(documentedVersions[component].version));
  const spec = /\d+/.exec(documentedVersions.runtime.version)![0];
  const release = `(?<![\\w.])v?(?:${releases.join('|')})(?![\\w]|\\.\\d)`;
  const runtime = `\\b(?:spec(?:ification)?(?:[ _]?version)?|runtime(?: spec)?|specVersion)[ \`:=]*${spec}\\b`;
  return new RegExp(`${release}|${runtime}`, 'gi');
}

/**
 * Words that make a version mention a statement about versions: what changed, what still lingers, what came
 * before or after. A sentence with one of them names a version because behaviour differs between versions.
 */
const COMPARISON =
  /\b(?:before|after|since|until|earlier|later|older|newer|prior|previous(?:ly)?|still|no longer|onwards?|unlike|differs?|removed in|added in|introduced in|changed in|fixed in|from (?:btcli |SDK |spec |version )?v?\d+\.\d+)\b/i;

export interface VersionMention {
  file: string;
  line: number;
  version: string;
  sentence: string;
  /** Why the mention may stay, or undefined when it is a problem. */
  allowedBy?: 'comparison' | 'allow-list';
}

/** Every pinned-version mention in a page's prose, classified. `used` collects the allow-list entries that matched. */
export function versionMentions(file: string, source: string, rules: HabitRules, used = new Set<number>()): VersionMention[] {
  const mentions: VersionMention[] = [];
  const pattern = pinnedVersionPattern();
  for (const sentence of proseSentences(maskNonProse(source))) {
    for (const match of sentence.text.matchAll(pattern)) {
      const entry = rules.versionSentences.findIndex((allowed) => allowed.file === file && sentence.text.includes(allowed.text));
      if (entry >= 0) used.add(entry);
      const original = source.indexOf(match[0], sentence.offset);
      mentions.push({
        file,
        line: lineOf(source, original >= 0 ? original : sentence.offset),
        version: match[0],
        sentence: sentence.text,
        allowedBy: entry >= 0 ? 'allow-list' : COMPARISON.test(sentence.text) ? 'comparison' : undefined,
      });
    }
  }
  return mentions;
}

/** What identifies a copy of the compromised-release warning: the bad version, or the release called compromised. */
const WALLET_RELEASE = /(?<![\w.])4\.0\.2(?![\w]|\.\d)|\b(?:compromised|malicious)\s+(?:`?bittensor-wallet`?\s+)?(?:wallet\s+)?release\b/gi;

export function walletWarningCopies(file: string, source: string): Problem[] {
  const masked = maskNonProse(source);
  return [...masked.matchAll(WALLET_RELEASE)].map((match) => ({
    file,
    line: lineOf(source, match.index ?? 0),
    message: `names the compromised wallet release ("${match[0]}"): import docs/_partials/_wallet-release-warning.mdx where the warning is needed, or link to keys/wallets.md#compromised-wallet-release`,
  }));
}

/** The part of a page before its first `##` (or deeper) heading, with code blocks blanked. */
function openingSection(source: string): {text: string; offset: number} {
  const masked = source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\2[`~]*[ \t]*$/gm, blank);
  const heading = /^#{2,6}\s/m.exec(masked);
  return {text: masked.slice(0, heading ? heading.index : masked.length), offset: 0};
}

/**
 * Whether a page opens with an admonition: a `:::` block, or a component imported from a partial that is one
 * (`partialAdmonitions` holds those partials' file names), before the first `##` heading. Returns its line.
 */
export function admonitionOpener(source: string, partialAdmonitions: ReadonlySet<string>): number | undefined {
  const {text} = openingSection(source);
  const fence = /^[ \t]*:::(?:tip|note|info|warning|danger|caution)\b/m.exec(text);
  const components = [...source.matchAll(/^import\s+(\w+)\s+from\s+['"][^'"]*?([^/'"]+\.mdx)['"]/gm)]
    .filter((match) => partialAdmonitions.has(match[2]!))
    .map((match) => match[1]!);
  const lines: number[] = fence ? [lineOf(source, fence.index)] : [];
  for (const name of components) {
    const use = new RegExp(`^[ \\t]*<${name}[\\s/>]`, 'm').exec(text);
    if (use) lines.push(lineOf(source, use.index));
  }
  return lines.length > 0 ? Math.min(...lines) : undefined;
}

/** Openings that describe the page instead of the task. */
const SELF_REFERENCE =
  /^(?:(?:In|On) this (?:page|tutorial|guide|document|article|section|reference)\b|This (?:page|tutorial|guide|document|article|section|reference)\b|This is (?:the|a|an) (?:list|page|guide|tutorial|reference|overview)\b)/i;

/** The first paragraph of prose after the front matter, imports and title; a sentence there may not describe the page. */
export function selfReferencingOpener(file: string, source: string): Problem[] {
  const masked = maskNonProse(source);
  const paragraphs = [...masked.matchAll(/(?:^|\n[ \t]*\n)([\s\S]*?)(?=\n[ \t]*\n|$)/g)];
  for (const paragraph of paragraphs) {
    const body = paragraph[1]!;
    const text = body.trim();
    if (text === '' || /^#\s/.test(text)) continue;
    if (/^#{2,6}\s/.test(text)) return [];
    const offset = (paragraph.index ?? 0) + paragraph[0].indexOf(body);
    return proseSentences(body)
      .filter((sentence) => SELF_REFERENCE.test(sentence.text))
      .map((sentence) => ({
        file,
        line: lineOf(source, offset + sentence.offset),
        message: `the opening describes the page ("${sentence.text.slice(0, 40)}…"): lead with the reader's task`,
      }));
  }
  return [];
}

export function testNetworkUses(file: string, source: string): Problem[] {
  const masked = maskNonProse(source);
  return [...masked.matchAll(/\btest[- ]networks?\b/gi)].map((match) => ({
    file,
    line: lineOf(source, match.index ?? 0),
    message: `"${match[0]}": say "testnet"`,
  }));
}

/** Words that give away a made-up address: `5F…your`, `5G...new-coldkey`. */
const WORDS = /your|addr|key|here|ss58|wallet|dest|recipient|new|old|main/i;

/** Base58 as SS58 uses it: no 0, O, I or l. */
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * SS58-looking strings that are not addresses, anywhere in the page (code included): `5MainColdkeyAddress`,
 * `5F...your-coldkey-address`. A full address must decode with a valid checksum; a shortened display such as
 * `5Grw…utQY` is fine, a word after the dots is not.
 */
export function fakeSs58(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const candidates = /(?<![\w/#.-])5[A-Z][A-Za-z0-9]*(?:(?:\.{3}|…)[A-Za-z0-9_-]*)?/g;
  for (const match of source.matchAll(candidates)) {
    const token = match[0];
    const dotted = /^(5[A-Za-z0-9]*)(?:\.{3}|…)(.*)$/.exec(token);
    let fake: boolean;
    if (dotted) {
      const [, head, tail] = dotted as unknown as [string, string, string];
      fake = !BASE58.test(head) || (tail !== '' && !BASE58.test(tail)) || WORDS.test(head) || WORDS.test(tail);
    } else {
      if (token.length < 8) continue;
      try {
        decodeAddress(token);
        fake = false;
      } catch {
        fake = true;
      }
    }
    if (fake) {
      problems.push({
        file,
        line: lineOf(source, match.index ?? 0),
        message: `"${token}" looks like an SS58 address but is not one: write a placeholder such as "<coldkey-ss58>", or a real dev-account address where the value must parse`,
      });
    }
  }
  return problems;
}

/** What the whole-site rules found, for the summary line and the site-wide limits. */
export interface HabitSummary {
  problems: Problem[];
  versionMentions: number;
  admonitionOpeners: number;
}

export interface HabitPage {
  file: string;
  source: string;
  isPartial: boolean;
}

/** Runs every habit rule over the pages (paths relative to the repository, e.g. `docs/learn/emissions.md`). */
export function checkHabits(
  pages: HabitPage[],
  rules: HabitRules,
  partialAdmonitions: ReadonlySet<string>,
  {wholeSite}: {wholeSite: boolean},
): HabitSummary {
  const problems: Problem[] = [];
  const usedSentences = new Set<number>();
  const counted: VersionMention[] = [];
  const openers: {file: string; line: number}[] = [];
  const files = new Set(pages.map((page) => page.file));

  for (const {file, source, isPartial} of pages) {
    if (Object.hasOwn(rules.pendingRework, file)) {
      const alone = checkHabits([{file, source, isPartial}], {...rules, pendingRework: {}}, partialAdmonitions, {wholeSite: false});
      if (alone.problems.length === 0 && alone.admonitionOpeners === 0) {
        problems.push({file, line: 1, message: `passes every habit rule now: remove it from pendingRework in config/content-rules.ts`});
      }
      continue;
    }
    problems.push(...fakeSs58(file, source), ...testNetworkUses(file, source));
    if (isPartial) continue;
    if (!Object.hasOwn(rules.walletReleasePages, file)) problems.push(...walletWarningCopies(file, source));
    problems.push(...selfReferencingOpener(file, source));
    const opener = admonitionOpener(source, partialAdmonitions);
    if (opener !== undefined) openers.push({file, line: opener});
    const changelog = Object.hasOwn(rules.versionPages, file);
    for (const mention of versionMentions(file, source, rules, usedSentences)) {
      counted.push(mention);
      if (mention.allowedBy === undefined && !changelog) {
        problems.push({
          file,
          line: mention.line,
          message: `names version ${mention.version} in prose; the "Applies to" label prints it. Drop it, or say how behaviour differs between versions (see config/content-rules.ts)`,
        });
      }
    }
  }

  if (!wholeSite) return {problems, versionMentions: counted.length, admonitionOpeners: openers.length};
  if (counted.length > rules.maxVersionMentions) {
    problems.push({
      file: 'config/content-rules.ts',
      line: 1,
      message: `${counted.length} pinned-version mentions in prose, at most ${rules.maxVersionMentions} allowed: rewrite some without the number`,
    });
  }
  if (openers.length > rules.maxAdmonitionOpeners) {
    for (const {file, line} of openers) {
      problems.push({file, line, message: `opens with an admonition; ${openers.length} pages do, at most ${rules.maxAdmonitionOpeners} may`});
    }
  }
  rules.versionSentences.forEach((entry, index) => {
    if (files.has(entry.file) && !usedSentences.has(index)) {
      problems.push({file: 'config/content-rules.ts', line: 1, message: `version allow-list entry for ${entry.file} ("${entry.text}") matches no sentence: remove it`});
    }
  });
  for (const file of [...Object.keys(rules.versionPages), ...Object.keys(rules.walletReleasePages), ...Object.keys(rules.pendingRework)]) {
    if (!files.has(file)) {
      problems.push({file: 'config/content-rules.ts', line: 1, message: `${file} is listed but does not exist: remove it`});
    }
  }
  return {problems, versionMentions: counted.length, admonitionOpeners: openers.length};
}
