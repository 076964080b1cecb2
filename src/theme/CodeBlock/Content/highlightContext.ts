import {createContext} from 'react';

import type {IslandContent} from '@site/src/components/StaticHtml/islands';

/**
 * The block's lines as highlighted at build time (plugins/static-highlight), if it went through MDX, with the
 * page key that marks them as an island (plugins/static-islands): in the browser, for the page the browser was
 * served, the served element that holds them instead of their HTML.
 */
export const HighlightedHtmlContext = createContext<{html: IslandContent; island?: string} | undefined>(undefined);
