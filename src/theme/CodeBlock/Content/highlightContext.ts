import {createContext} from 'react';

/** The block's lines as highlighted at build time (plugins/static-highlight), if it went through MDX. */
export const HighlightedHtmlContext = createContext<string | undefined>(undefined);
