/** Where a docs page's Markdown twin is served: `/learn/emissions` → `/learn/emissions.md`, `/` → `/index.md`. */
export function twinPath(permalink: string): string {
  const route = permalink.replace(/\/+$/, '');
  return route === '' ? '/index.md' : `${route}.md`;
}
