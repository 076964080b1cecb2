/**
 * The one tslib helper the browser bundle calls (from @docusaurus/utils-common, which is CommonJS and so pulls
 * in all of tslib). index.ts checks at build time that no other helper is asked for.
 */
export function __importDefault<T>(module: T): T | {default: T} {
  return module && (module as {__esModule?: boolean}).__esModule ? module : {default: module};
}
