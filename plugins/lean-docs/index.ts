import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, with one change: the version metadata every docs page loads (its sidebar and a map of all
 * docs) leaves out the map. Only DocCard reads it (`useDocById`), to show a linked doc's title and
 * description, and no page renders a DocCard: at 134 pages the map was 2.4 of the chunk's 5.4 kB gzip (with
 * descriptions, dropped first, it had been 8.6 of 13.8 kB at 132 pages). A generated-index category page
 * renders DocCards, so the build stops if the sidebars ask for one; a page that rendered a DocCard itself
 * would stop it too, as `useDocById` throws on a doc it does not find.
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    contentLoaded(args) {
      const actions: PluginContentLoadedActions = {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocsMap(route))};
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

export {validateOptions};
