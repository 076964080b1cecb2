import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import fontverter from 'fontverter';

/** The site's maths font, relative to the project root: a subset of STIX Two Math made by `npm run math-font`. */
export const mathFontDir = 'src/css/math';
export const mathFontFile = join(mathFontDir, 'stix-two-math-subset.woff2');
/** The code points the subset maps, written beside it so tests need no font parser. */
export const mathFontCoverageFile = join(mathFontDir, 'coverage.json');

/** Code points from `from` to `to`, leaving out the ones Unicode keeps unassigned there. */
const range = (from: number, to: number): number[] =>
  Array.from({length: to - from + 1}, (_, index) => from + index).filter((codePoint) => !unassigned.has(codePoint));
/** Holes in the ranges below: U+03A2 (no final capital sigma) and U+1D455 (italic h is U+210E). */
const unassigned = new Set([0x3a2, 0x1d455]);

/**
 * Characters the font keeps whatever the formulas of the day use, so a new formula rarely needs a new subset:
 * ASCII, the Greek alphabet and its variant forms, the italic letters the browser substitutes for a one-letter
 * `<mi>` (MathML Core's automatic italic: x becomes U+1D465, h becomes U+210E), the hat accent
 * (plugins/static-math) and the radical sign, which `<msqrt>` draws without it being in the text.
 */
export const baseCodePoints: readonly number[] = [
  ...range(0x20, 0x7e),
  0x2c6, 0x221a,
  ...range(0x391, 0x3a9),
  ...range(0x3b1, 0x3c9),
  0x3d1, 0x3d5, 0x3d6, 0x3f0, 0x3f1, 0x3f5,
  0x210e,
  ...range(0x1d434, 0x1d467),
  0x1d6a4, 0x1d6a5,
  ...range(0x1d6e2, 0x1d71b),
];

/** Every character a page's formulas show: the text of each `<math>`, without its TeX source annotation. */
export function formulaCharacters(html: string): Set<string> {
  if (!html.includes('<math')) return new Set();
  const $ = load(html);
  $('math annotation').remove();
  const characters = new Set<string>();
  $('math').each((_, element) => {
    for (const character of $(element).text()) if (character.trim()) characters.add(character);
  });
  return characters;
}

/** Every character the formulas of a built site show, with the first page (relative path) that shows it. */
export function builtFormulaCharacters(buildDir: string): Map<string, string> {
  const characters = new Map<string, string>();
  const pages = readdirSync(buildDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const entry of pages) {
    const path = join(entry.parentPath, entry.name);
    for (const character of formulaCharacters(readFileSync(path, 'utf8'))) {
      if (!characters.has(character)) characters.set(character, path.slice(buildDir.length + 1));
    }
  }
  return characters;
}

export function readMathFontCoverage(root: string): Set<number> {
  return new Set(JSON.parse(readFileSync(join(root, mathFontCoverageFile), 'utf8')) as number[]);
}

/** What a font file maps (its code points, ascending) and the size of its MATH table, read with HarfBuzz. */
export async function readFontTables(font: Buffer): Promise<{codePoints: number[]; mathTableBytes: number}> {
  const harfbuzz = await import('harfbuzzjs');
  const hb = (harfbuzz as {default?: typeof harfbuzz}).default ?? harfbuzz;
  const face = new hb.Face(new hb.Blob(await fontverter.convert(font, 'sfnt')), 0);
  return {codePoints: [...face.collectUnicodes()].sort((a, b) => a - b), mathTableBytes: face.referenceTable('MATH')?.length ?? 0};
}
