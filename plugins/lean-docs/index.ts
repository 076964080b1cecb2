import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, with one change: the version metadata every docs page loads (sidebar and a map of all
 * docs) leaves out each doc's description. Only DocCard reads it, and no page renders a DocCard; each
 * page's own description is in its HTML head. It was 8.6 of the chunk's 13.8 kB gzip at 132 pages.
 */
export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded!;
  return {
    ...plugin,
    contentLoaded(args) {
      const actions: PluginContentLoadedActions = {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDescriptions(route))};
      return contentLoaded({...args, actions});
    },
  };
}

/** The version route sits under the docs root route, so nested routes are walked too. */
export function withoutDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDescriptions);
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (!version?.docs) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]));
  return {...route, ...(routes && {routes}), props: {...route.props, version: {...version, docs}}};
}

export {validateOptions};
