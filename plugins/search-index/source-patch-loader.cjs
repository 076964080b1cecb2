// @ts-check
/** Rspack/webpack loader applying the patches named in its options (see ./source-patches.cjs). */
const {patches, applyPatch} = require('./source-patches.cjs');

/**
 * @this {{getOptions(): {ids: string[]}, resourcePath: string}}
 * @param {string} source
 */
module.exports = function sourcePatchLoader(source) {
  const {ids} = this.getOptions();
  let out = source;
  for (const patch of patches) {
    if (ids.includes(patch.id) && patch.file.test(this.resourcePath)) out = applyPatch(out, patch);
  }
  return out;
};
