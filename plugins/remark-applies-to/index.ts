import {appliesToText, isDocumentedComponent} from '../../config/versions';

interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

interface VFileLike {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

/**
 * Puts one "Applies to" line at the top of a page whose front matter lists `applies_to`
 * (any of runtime, sdk, btcli, wallet), with the versions from config/versions.ts, so pages do not
 * repeat version numbers in their prose. An unknown name fails the build: a typo must not hide a label.
 */
export default function remarkAppliesTo() {
  return (tree: Node, file: VFileLike) => {
    const requested = file.data.frontMatter?.applies_to;
    if (requested === undefined) return;
    if (!Array.isArray(requested) || requested.length === 0 || !requested.every(isDocumentedComponent)) {
      throw new Error(`${file.path ?? 'a page'}: applies_to must be a non-empty list of runtime, sdk, btcli, wallet; got ${JSON.stringify(requested)}`);
    }
    const label: Node = {
      type: 'paragraph',
      data: {hName: 'p', hProperties: {className: ['applies-to']}},
      children: [
        {type: 'strong', children: [{type: 'text', value: 'Applies to:'}]},
        {type: 'text', value: ` ${appliesToText(requested)}`},
      ],
    };
    tree.children?.unshift(label);
  };
}
