/**
 * What the browser bundle gets for `prism-react-renderer`: code arrives highlighted (see ./index.ts), and
 * theme-classic's prism-include-languages only needs an object to register an empty list of grammars on.
 */
export const Prism = {languages: {}};
export const themes = {};
export function Highlight(): never {
  throw new Error('Prism is not in the browser bundle: code blocks are highlighted at build time (plugins/static-highlight).');
}
