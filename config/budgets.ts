/**
 * Byte budgets, gzip, in kB (1,024 bytes), checked on every production build by tests/e2e/budgets.spec.ts (main.js, stylesheet) and
 * tests/e2e/crawl.spec.ts (every page).
 * Set from what the stock React 18 site reaches (PERFORMANCE.md, 2026-11-29) with a little headroom: a change that
 * passes one has to say why in the same commit that raises it.
 */
export const budgets = {
  /** The app bundle every page loads: React 18, the router, the theme's shell, Prism and its grammars. */
  mainJs: 139,
  /** The one site-wide stylesheet (the maths font's and DocSearch's modal's load separately, when needed). */
  stylesheet: 19.5,
  /** JS and CSS a typical docs page loads before it is interactive. */
  typicalPage: 212,
  /** The same for every page of the sitemap, the heaviest (the chain-error reference) included. */
  heaviestPage: 232,
} as const;

/** The pages the budgets are measured on. */
export const budgetPages = {typical: '/keys/wallets'} as const;
