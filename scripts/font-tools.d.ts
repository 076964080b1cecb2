// The two font packages ship no types; these are the calls scripts/math-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: {targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'}): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: {convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>};
  export default fontverter;
}
