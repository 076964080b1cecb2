/**
 * Makes the site's maths font: STIX Two Math (SIL OFL 1.1, from @fontsource/stix-two-math) cut down with
 * HarfBuzz to the characters the built site's formulas show plus `baseCodePoints`. HarfBuzz keeps the
 * MATH table for the glyphs it keeps (stretched brackets, accents, fraction and script metrics).
 * Writes src/css/math/stix-two-math-subset.woff2 and coverage.json. Usage: npm run build && npm run math-font
 * The end-to-end tests fail while a formula shows a character the subset does not cover.
 */
import {copyFileSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import subsetFont from 'subset-font';
import {baseCodePoints, builtFormulaCharacters, mathFontCoverageFile, mathFontDir, mathFontFile, readFontTables} from '../config/math-font';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..');
const buildDir = join(root, 'build');
const fontPackage = join(require.resolve('@fontsource/stix-two-math/package.json'), '..');
const source = readFileSync(join(fontPackage, 'files/stix-two-math-latin-400-normal.woff2'));

const used = builtFormulaCharacters(buildDir);
if (!used.size) throw new Error(`[math-font] no formulas found under ${buildDir}: run npm run build first`);
const wanted = new Set([...baseCodePoints.map((codePoint) => String.fromCodePoint(codePoint)), ...used.keys()]);

const subset = await subsetFont(source, [...wanted].join(''), {targetFormat: 'woff2'});
writeFileSync(join(root, mathFontFile), subset);

// The code points the subset really maps (a wanted character the font lacks is not among them).
const covered = (await readFontTables(subset)).codePoints;
writeFileSync(join(root, mathFontCoverageFile), JSON.stringify(covered) + '\n');
copyFileSync(join(fontPackage, 'LICENSE'), join(root, mathFontDir, 'LICENSE-STIX-Two-Math.txt'));

const missing = [...wanted].filter((character) => !covered.includes(character.codePointAt(0)!));
console.log(
  `[math-font] ${used.size} characters in the built formulas, ${wanted.size} wanted, ${covered.length} mapped; ` +
    `${(source.length / 1024).toFixed(0)} kB -> ${(subset.length / 1024).toFixed(1)} kB woff2` +
    (missing.length ? `; not in STIX Two Math: ${missing.join(' ')}` : ''),
);
