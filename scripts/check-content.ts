/**
 * Content checks for the docs: `npx tsx scripts/check-content.ts [paths...]` (default: docs).
 * Prints `file:line: message` for each problem and exits 1 if there is any.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, relative} from 'node:path';
import {compile} from '@mdx-js/mdx';
import {stripHeadingIds} from '../plugins/lib/heading-ids';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import {contentRules} from '../config/content-rules';
import {checkBtcliBlocks, checkInlineBtcli, checkPythonCalls} from './lib/code-samples';
import {
  checkPage,
  extractCodeBlocks,
  isPartialSnippet,
  markdownFiles,
  type CodeBlock,
  type Problem,
} from './lib/content-checks';
import {checkHabits, type HabitPage} from './lib/habit-checks';

interface LocatedBlock extends CodeBlock {
  file: string;
}

/** Compiles every Python block in one interpreter run; py_compile semantics without a process per block. */
function checkPython(blocks: LocatedBlock[]): Problem[] {
  if (blocks.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'py-blocks-'));
  try {
    const manifest = blocks.map((block, index) => {
      const path = join(dir, `block${index}.py`);
      writeFileSync(path, block.code);
      return path;
    });
    const program = [
      'import json, sys',
      'out = []',
      'for path in json.load(sys.stdin):',
      '    try:',
      '        compile(open(path, encoding="utf-8").read(), path, "exec")',
      '    except SyntaxError as error:',
      '        out.append([path, error.lineno or 0, error.msg])',
      'print(json.dumps(out))',
    ].join('\n');
    const result = execFileSync('python3', ['-c', program], {input: JSON.stringify(manifest), encoding: 'utf8'});
    const failures = JSON.parse(result) as [string, number, string][];
    return failures.map(([path, lineno, message]) => {
      const block = blocks[manifest.indexOf(path)]!;
      return {file: block.file, line: block.line + lineno, message: `python block does not compile: ${message}`};
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function checkBash(blocks: LocatedBlock[]): Problem[] {
  return blocks.flatMap((block) => {
    const result = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
    if (result.status === 0) return [];
    const detail = result.stderr.trim().replace(/^bash: (line )?/, '');
    const inner = /^(\d+):/.exec(detail);
    const line = block.line + (inner ? Number(inner[1]) : 1);
    return [{file: block.file, line, message: `bash block does not parse: ${detail}`}];
  });
}

async function checkMdx(file: string, source: string): Promise<Problem[]> {
  try {
    // Heading ids (`## Title {#id}`) are Docusaurus syntax, read before MDX parses the page.
    await compile(stripHeadingIds(source.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => '\n'.repeat(frontMatter.split('\n').length - 1))), {
      remarkPlugins: [remarkGfm, remarkMath, remarkDirective],
    });
    return [];
  } catch (error) {
    const place = (error as {line?: number}).line ?? 1;
    return [{file, line: place, message: `does not compile as MDX: ${(error as Error).message}`}];
  }
}

async function main(): Promise<void> {
  const roots = process.argv.slice(2).map((root) => root.replace(/\/+$/, ''));
  const files = (roots.length > 0 ? roots : ['docs']).flatMap(markdownFiles);
  const wholeSite = roots.length === 0 || (roots.length === 1 && relative(process.cwd(), roots[0]!) === 'docs');
  const problems: Problem[] = [];
  const python: LocatedBlock[] = [];
  const bash: LocatedBlock[] = [];

  for (const path of files) {
    const file = relative(process.cwd(), path);
    const source = readFileSync(path, 'utf8');
    problems.push(...checkPage(file, source, {isPartial: basename(path).startsWith('_')}));
    problems.push(...(await checkMdx(file, source)));
    for (const block of extractCodeBlocks(source)) {
      if (isPartialSnippet(block)) continue;
      if (block.lang === 'python') python.push({...block, file});
      if (['bash', 'shell', 'sh'].includes(block.lang)) bash.push({...block, file});
    }
  }
  problems.push(...checkPython(python), ...checkBash(bash));

  // Commands and SDK calls against the API snapshots (config/api-snapshot/).
  const located = files.flatMap((path) => extractCodeBlocks(readFileSync(path, 'utf8')).map((block) => ({...block, file: relative(process.cwd(), path)})));
  const btcliBlocks = checkBtcliBlocks(located);
  const inline = files.map((path) => checkInlineBtcli(relative(process.cwd(), path), readFileSync(path, 'utf8')));
  const calls = checkPythonCalls(located);
  problems.push(...btcliBlocks.problems, ...inline.flatMap((result) => result.problems), ...calls.problems);

  // Writing habits (issue 40): versions in prose, the wallet warning's one home, openers, terms, placeholders.
  const pages: HabitPage[] = files.map((path) => ({
    file: relative(process.cwd(), path),
    source: readFileSync(path, 'utf8'),
    isPartial: basename(path).startsWith('_'),
  }));
  const partialAdmonitions = new Set(pages.filter((page) => page.isPartial && /^\s*:::/.test(page.source)).map((page) => basename(page.file)));
  const habits = checkHabits(pages, contentRules, partialAdmonitions, {wholeSite});
  problems.push(...habits.problems);

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const {file, line, message} of problems) {
    console.log(`${file}:${line}: ${message}`);
  }
  const inlineCount = inline.reduce((sum, result) => sum + result.count, 0);
  console.log(
    `content: ${files.length} files, ${python.length} python and ${bash.length} bash blocks checked; ` +
      `${btcliBlocks.count + inlineCount} btcli command lines and ${calls.count} SDK calls checked against the API snapshots; ` +
      `${habits.versionMentions} pinned-version mentions in prose (at most ${contentRules.maxVersionMentions}), ` +
      `${habits.admonitionOpeners} pages opening with an admonition (at most ${contentRules.maxAdmonitionOpeners}); ${problems.length} problems`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
