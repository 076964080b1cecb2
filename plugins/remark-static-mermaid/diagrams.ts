import {createHash} from 'node:crypto';

/** Where pre-rendered diagrams live, under static/ (served from /diagrams/). */
export const diagramsDir = 'static/diagrams';
export const themes = {light: 'neutral', dark: 'dark'} as const;
export type DiagramTheme = keyof typeof themes;

/** Diagram files are named by a hash of their source, so an edited diagram can never show a stale picture. */
export function diagramKey(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex').slice(0, 16);
}

export interface DiagramMeta {
  width: number;
  height: number;
  /** Words a screen reader gets instead of the picture. */
  alt: string;
  /** Smallest rendered text in the SVG at its own size, in px (measured by `npm run diagrams`). */
  fontSize?: number;
}

/** Diagram text must render at least this high (the body's small text), so a wide diagram scrolls instead of shrinking. */
export const minDiagramTextPx = 12;

/** The narrowest a diagram may be drawn while its smallest text stays readable. */
export function minReadableWidth(meta: DiagramMeta): number {
  return Math.ceil((meta.width * minDiagramTextPx) / (meta.fontSize ?? 16));
}

/** Reads size and a text alternative from an SVG that Mermaid rendered. */
export function describeSvg(svg: string, source: string): DiagramMeta {
  const viewBox = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Math.ceil(Number(viewBox?.[1] ?? 600));
  const height = Math.ceil(Number(viewBox?.[2] ?? 400));
  const title = /accTitle:\s*(.+)/.exec(source)?.[1]?.trim();
  const description = /accDescr:\s*(.+)/.exec(source)?.[1]?.trim();
  if (title || description) return {width, height, alt: [title, description].filter(Boolean).join('. ')};
  const labels = [...svg.matchAll(/>([^<>]{2,})</g)]
    .map((match) => match[1]!.trim())
    .filter((text) => text && !/^[\d.\s]+$/.test(text) && !text.includes('{') && !text.includes(';'));
  const unique = [...new Set(labels)].join(', ');
  return {width, height, alt: `Diagram: ${unique.length > 400 ? `${unique.slice(0, 397)}…` : unique}`};
}
