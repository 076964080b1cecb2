import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(color.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Moves each token colour towards black (light background) or white (dark background) until it reaches
 * the WCAG AA ratio against the code background; stock themes have comments around 3:1.
 */
export function withReadableTokens(theme: PrismTheme, minimum = 4.6): PrismTheme {
  const background = parseColor(String(theme.plain.backgroundColor));
  if (!background) return theme;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const fix = (color: string | undefined) => {
    const rgb = color ? parseColor(color) : null;
    if (!rgb || contrastRatio(rgb, background) >= minimum) return color;
    for (let step = 1; step <= 20; step += 1) {
      const mixed = rgb.map((v, i) => v + ((target[i]! - v) * step) / 20) as Rgb;
      if (contrastRatio(mixed, background) >= minimum) return toHex(mixed);
    }
    return toHex(target);
  };
  return {
    ...theme,
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: fix(entry.style.color)}})),
  };
}

export const prismLightTheme = withReadableTokens(themes.github);
export const prismDarkTheme = withReadableTokens(themes.dracula);
