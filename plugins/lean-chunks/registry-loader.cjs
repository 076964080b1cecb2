// @ts-check
/**
 * Rspack loader for the browser's copy of Docusaurus's generated `registry.js` (see ./index.ts). Each entry is
 * `[loader, "<module path>", require.resolveWeak("<module path>")]`; the path string is read only while
 * rendering on the server (react-loadable reports it there), so the browser gets `null` in its place. Throws
 * when any entry does not have that shape, so a Docusaurus upgrade that changes the file fails the build.
 * @param {string} source
 */
module.exports = function registryLoader(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let replaced = 0;
  const out = source.replace(/, ("[^"\n]+"), require\.resolveWeak\(\1\)\]/g, (_match, path) => {
    replaced++;
    return `, null, require.resolveWeak(${path})]`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `[lean-chunks] rewrote ${replaced} of ${entries} entries of the generated registry; ` +
        'its format changed with a Docusaurus upgrade: review plugins/lean-chunks/registry-loader.cjs.',
    );
  }
  return out;
};
