/**
 * Replaces theme-classic's grammar loader with nothing: code is highlighted at build time
 * (plugins/static-highlight), so the browser needs no Prism grammars.
 */
export default function prismIncludeLanguages(): void {}
