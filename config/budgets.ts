/**
 * Byte budgets, gzip, in kB (1,024 bytes), checked on every production build by tests/e2e/budgets.spec.ts.
 * Set from what the site reached on 2026-11-23 (README, Performance) with a little headroom: a change that
 * passes one has to say why in the same commit that raises it.
 */
export const budgets = {
  /** The app bundle every page loads: React, the router, the theme's shell. */
  mainJs: 106,
  /** The one site-wide stylesheet (KaTeX's loads separately, on pages with maths). */
  stylesheet: 21,
  /** JS and CSS a typical docs page loads before it is interactive. */
  typicalPage: 175,
  /** The same for the longest docs page. */
  longestPage: 205,
} as const;

/** The pages the budgets are measured on. */
export const budgetPages = {typical: '/keys/wallets'} as const;
