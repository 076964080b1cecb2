/**
 * Checks every docs page must pass before it ships: front matter, length,
 * unfinished-text markers, and code blocks that parse in their own language.
 * Pure functions here; scripts/check-content.ts walks the files and runs them.
 */
import {readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import matter from 'gray-matter';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export const MIN_PROSE_WORDS = 300;

/** Words that mark a page as unfinished. */
const UNFINISHED_MARKERS: {pattern: RegExp; label: string}[] = [
  {pattern: /\bTODO\b/, label: 'TODO'},
  {pattern: /\bTBD\b/, label: 'TBD'},
  {pattern: /\bFIXME\b/, label: 'FIXME'},
  {pattern: /\blorem\b/i, label: 'lorem'},
  {pattern: /\bcoming soon\b/i, label: '"coming soon"'},
  {pattern: /\bplaceholder\b/i, label: '"placeholder"'},
];

/** Languages a fenced block may be tagged with. */
export const KNOWN_LANGUAGES = new Set([
  'bash',
  'shell',
  'sh',
  'python',
  'json',
  'text',
  'typescript',
  'ts',
  'javascript',
  'js',
  'tsx',
  'jsx',
  'solidity',
  'toml',
  'yaml',
  'rust',
  'mermaid',
  'diff',
  'ini',
  'dockerfile',
  'css',
  'markdown',
  'md',
]);

/** Splits a markdown source into its fenced code blocks, keeping line numbers. */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; line: number; body: string[]} | null = null;
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\s{0,3}/, '');
    if (open === null) {
      const start = /^(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
      if (start) {
        open = {fence: start[1]!, lang: start[2]!.toLowerCase(), meta: start[3]!.trim(), line: index + 1, body: []};
      }
      return;
    }
    const closing = new RegExp(`^${open.fence[0]}{${open.fence.length},}\\s*$`);
    if (closing.test(line)) {
      blocks.push({lang: open.lang, meta: open.meta, code: open.body.join('\n'), line: open.line});
      open = null;
    } else {
      open.body.push(raw);
    }
  });
  return blocks;
}

/** Removes everything that is not prose: front matter, code, maths, markup and link targets. */
export function proseOf(source: string): string {
  const {content} = matter(source);
  return content
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\1[`~]*[ \t]*$/gm, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

export function countWords(prose: string): number {
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).length;
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

/** Checks that need no external program: front matter, length, markers, tags, JSON. */
export function checkPage(file: string, source: string, {isPartial}: {isPartial: boolean}): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});

  if (!isPartial) {
    let data: Record<string, unknown> = {};
    try {
      data = matter(source).data;
    } catch (error) {
      report(1, `front matter does not parse: ${(error as Error).message}`);
    }
    for (const key of ['title', 'description'] as const) {
      const value = data[key];
      if (typeof value !== 'string' || value.trim() === '') {
        report(1, `front matter has no ${key}`);
      }
    }
    const words = countWords(proseOf(source));
    if (words < MIN_PROSE_WORDS) {
      report(1, `only ${words} words of prose (at least ${MIN_PROSE_WORDS} required)`);
    }
  }

  for (const {pattern, label} of UNFINISHED_MARKERS) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const match of source.matchAll(global)) {
      report(lineOf(source, match.index ?? 0), `unfinished-text marker ${label}`);
    }
  }

  // `:::warning Title` is MDX 1 syntax: with mdx1Compat off it renders as literal text. The title goes in brackets.
  for (const match of source.matchAll(/^\s*:::(?:tip|note|info|warning|danger|caution)[ \t]+[^[\s]/gm)) {
    report(lineOf(source, match.index ?? 0), 'admonition title must be in brackets: :::warning[Title]');
  }

  // A JSX component that is used but never imported compiles, then fails when the page renders.
  const prose = source.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '').replace(/`[^`\n]*`/g, '');
  const imported = new Set([...source.matchAll(/^import\s+(\w+)/gm)].map((match) => match[1]));
  for (const match of prose.matchAll(/<([A-Z][A-Za-z0-9]*)[\s>/]/g)) {
    if (!imported.has(match[1]!)) {
      report(lineOf(source, source.indexOf(match[0])), `component <${match[1]}> is used but not imported`);
      imported.add(match[1]!);
    }
  }

  for (const block of extractCodeBlocks(source)) {
    if (block.lang === '') {
      report(block.line, 'code block has no language tag');
    } else if (!KNOWN_LANGUAGES.has(block.lang)) {
      report(block.line, `code block language "${block.lang}" is not one the site highlights`);
    }
    if (block.lang === 'json') {
      try {
        JSON.parse(block.code);
      } catch (error) {
        report(block.line, `json block does not parse: ${(error as Error).message}`);
      }
    }
    if (['bash', 'shell', 'sh'].includes(block.lang) && /^\s*\$ /m.test(block.code)) {
      report(block.line, 'bash block contains a "$ " prompt; put commands alone and output in a text block');
    }
  }
  return problems;
}

/** Whether a block is marked as a deliberately incomplete excerpt. */
export function isPartialSnippet(block: CodeBlock): boolean {
  return /(^|\s)partial(\s|$)/.test(block.meta);
}

/** Every .md and .mdx file at or below `path`, in a stable order. */
export function markdownFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.mdx?$/.test(path) ? [path] : [];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => markdownFiles(join(path, entry)));
}
