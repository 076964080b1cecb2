/** The parts of a hast node that the build-time rehype plugins (static-highlight, static-math) read. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  [key: string]: unknown;
}

/** The node's text, as written (no whitespace folding). */
export const text = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join(''));

/** The node's classes, whether hast holds them as a list or as one string. */
export function classesOf(node: HastNode): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}
