import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/**
 * The docs plugin, with two cuts in what it hands the browser.
 *
 * The version metadata every docs page loads (its sidebar and a map of all docs) leaves out the map. Only
 * DocCard reads it (`useDocById`), to show a linked doc's title and description, and no page renders a
 * DocCard: at 134 pages the map was 2.4 of the chunk's 5.4 kB gzip (with descriptions, dropped first, it had
 * been 8.6 of 13.8 kB at 132 pages). A generated-index category page
 * renders DocCards, so the build stops if the sidebars ask for one; a page that rendered a DocCard itself
 * would stop it too, as `useDocById` throws on a doc it does not find.
 *
 * The plugin's global data, which main.js carries for every page, leaves out its list of docs (id, path and
 * sidebar of each: 1.8 kB gzip at 134 pages, about 14 bytes per added page). Only the navbar's doc-linked items
 * (`doc`, `docSidebar`, `docsVersion`, `docsVersionDropdown`) and a version banner read it, to find the doc a
 * path belongs to; the site uses neither, and a build that does (the e2e fixtures' version dropdown) keeps it.
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const navbarReadsList = navbarReadsDocsList(context.siteConfig.themeConfig as {navbar?: {items?: NavbarItemLike[]}});
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    contentLoaded(args) {
      // The docs plugin adds its routes before it sets its global data.
      let bannerShown = false;
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        addRoute: (route) => {
          bannerShown ||= showsVersionBanner(route);
          args.actions.addRoute(withoutDocsMap(route));
        },
        setGlobalData: (data) => args.actions.setGlobalData(navbarReadsList || bannerShown ? data : withoutDocsList(data as GlobalPluginData)),
      };
      return contentLoaded({...args, actions});
    },
  };
}

const docCardPage = '@theme/DocCategoryGeneratedIndexPage';

/** The version route sits under the docs root route, so nested routes are walked too. */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  if (route.component === docCardPage) {
    throw new Error(
      `[lean-docs] ${route.path} is a generated-index category page, which renders DocCards; plugins/lean-docs leaves out the docs map they read.`,
    );
  }
  const routes = route.routes?.map(withoutDocsMap);
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (!version?.docs) return routes ? {...route, routes} : route;
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs: {}}}};
}

/** Whether a docs version under this route shows a banner (an unreleased or unmaintained version). */
export function showsVersionBanner(route: RouteConfig): boolean {
  return Boolean((route.props?.version as PropVersionMetadata | undefined)?.banner) || (route.routes ?? []).some(showsVersionBanner);
}

/** The global data without each version's list of docs; everything else (paths, sidebars, main doc) stays. */
export function withoutDocsList(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

/** Navbar item types that look a doc up in the global data's list. */
const docLinkedItemTypes = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

interface NavbarItemLike {
  type?: string;
  items?: NavbarItemLike[];
}

/** Whether a navbar item, at any depth of a dropdown, reads the list of docs. */
export function navbarReadsDocsList(themeConfig: {navbar?: {items?: NavbarItemLike[]}}): boolean {
  const reads = (items: NavbarItemLike[] | undefined): boolean =>
    (items ?? []).some((item) => (item.type !== undefined && docLinkedItemTypes.has(item.type)) || reads(item.items));
  return reads(themeConfig.navbar?.items);
}

export {validateOptions};
