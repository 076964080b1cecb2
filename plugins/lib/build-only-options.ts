import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * A plugin entry whose options never reach the browser. Docusaurus writes the whole site config into main.js
 * as JSON, every `[plugin, options]` pair included, though no page reads a plugin's options: the docs plugin's
 * remark and rehype settings and the redirect list, 1.5 kB gzip on their own. A function entry has no options in
 * the config (JSON leaves functions out); this one keeps them in its closure and validates them with the
 * module's own `validateOptions`, as Docusaurus does for a `[module, options]` entry.
 */
export function withBuildOnlyOptions<Options, Validated, Content>(
  name: string,
  plugin: (context: LoadContext, options: Validated) => Plugin<Content> | null | Promise<Plugin<Content> | null>,
  validateOptions: (data: OptionValidationContext<Options, Validated>) => Validated,
  options: NoInfer<Options>,
): PluginModule {
  const entry = (context: LoadContext, validated: unknown) => plugin(context, validated as Validated);
  // Docusaurus calls a function entry's validator with `{}`, the options it has for it: the real ones are here.
  entry.validateOptions = ({validate}: OptionValidationContext<unknown, unknown>) =>
    validateOptions({validate: validate as OptionValidationContext<Options, Validated>['validate'], options});
  Object.defineProperty(entry, 'name', {value: name});
  return entry as unknown as PluginModule;
}
