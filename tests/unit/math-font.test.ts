import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {formulaCharacters, mathFontFile, readFontTables, readMathFontCoverage} from '../../config/math-font';

const root = process.cwd();

test('coverage.json lists exactly the code points the committed maths font maps, and the font keeps its MATH table', async () => {
  const {codePoints, mathTableBytes} = await readFontTables(readFileSync(`${root}/${mathFontFile}`));
  assert.deepEqual(new Set(codePoints), readMathFontCoverage(root));
  // Without it the browser cannot stretch brackets and accents or place scripts.
  assert.ok(mathTableBytes > 1000);
});

test('formula characters are the text a <math> shows, without its TeX annotation or the page around it', () => {
  const html =
    '<p>Weight ω is <span class="katex"><math><semantics><mrow><msub><mi>ω</mi><mi>i</mi></msub><mo>≤</mo><mn>1</mn></mrow>' +
    '<annotation encoding="application/x-tex">\\omega_i \\le 1</annotation></semantics></math></span>.</p>';
  assert.deepEqual([...formulaCharacters(html)].sort(), ['1', 'i', 'ω', '≤'].sort());
  assert.equal(formulaCharacters('<p>No maths here: x ≤ 1</p>').size, 0);
});
