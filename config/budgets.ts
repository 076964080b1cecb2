/**
 * Byte budgets, gzip, in kB (1,024 bytes), checked on every production build by tests/e2e/budgets.spec.ts.
 * Set from what the site reached (README, Performance; last lowered 2026-11-28, when Preact took React's place
 * in the browser) with a little headroom: a change that passes one has to say why in the same commit that raises it.
 */
export const budgets = {
  /** The app bundle every page loads: Preact (through preact/compat), the router, the theme's shell. */
  mainJs: 61.5,
  /** The one site-wide stylesheet (the maths font's and DocSearch's modal's load separately, when needed). */
  stylesheet: 19.5,
  /** JS and CSS a typical docs page loads before it is interactive. */
  typicalPage: 114,
  /** The same for every page of the sitemap: the heaviest, the generated references among them, is held to it. */
  heaviestPage: 118.5,
} as const;

/** The pages the budgets are measured on. */
export const budgetPages = {typical: '/keys/wallets'} as const;
