/**
 * Explicit heading ids, `## Types of proxies {#types-of-proxies}`: Docusaurus reads them before MDX parses the
 * page (its mdx-loader escapes the braces first). Our own MDX readers, the content check and the Markdown twins,
 * parse the source directly, where `{#…}` would be a JavaScript expression that does not parse; they strip the
 * ids first. Code blocks are left alone.
 */
const headingId = /^(\s{0,3}#{1,6}\s.*?)\s*\{#[^{}]+\}\s*$/;
const fence = /^\s{0,3}(`{3,}|~{3,})/;

/** The source without heading ids, line for line (line numbers stay the same). */
export function stripHeadingIds(source: string): string {
  let open: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = fence.exec(line)?.[1];
      if (marker) {
        if (open === null) open = marker[0]!.repeat(marker.length);
        else if (marker.startsWith(open)) open = null;
        return line;
      }
      if (open !== null) return line;
      return line.replace(headingId, '$1');
    })
    .join('\n');
}
