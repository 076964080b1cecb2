import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';
import {contrastRatio, prismDarkTheme, prismLightTheme, withReadableTokens} from '../../config/prism';

const hex = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
const rgbOf = (value: string) =>
  value.startsWith('#') ? hex(value) : (value.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number]);

test('every code token colour meets 4.5:1 against its background, in both themes', () => {
  for (const theme of [prismLightTheme, prismDarkTheme]) {
    const background = rgbOf(String(theme.plain.backgroundColor));
    for (const entry of theme.styles) {
      if (!entry.style.color) continue;
      const ratio = contrastRatio(rgbOf(entry.style.color), background);
      assert.ok(ratio >= 4.5, `${entry.types.join(',')} ${entry.style.color}: ${ratio.toFixed(2)}:1`);
    }
  }
});

test('the stock themes do need the fix, and readable colours are left as they are', () => {
  const stockComment = themes.github.styles.find((entry) => entry.types.includes('comment'))!.style.color!;
  assert.ok(contrastRatio(rgbOf(stockComment), hex('#f6f8fa')) < 4.5);
  const fixed = withReadableTokens(themes.github);
  const keyword = (theme: typeof fixed) => theme.styles.find((entry) => entry.types.includes('punctuation'))!.style.color;
  assert.equal(keyword(fixed), keyword(themes.github));
});
