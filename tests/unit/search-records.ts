import type {Hierarchy, RecordType, SearchRecord} from '../../src/search/types';

export interface RecordFields {
  origin: string;
  path: string;
  type: RecordType;
  hierarchy: Partial<Hierarchy>;
  content?: string | null;
  anchor?: string | null;
  objectID: string;
  position: number;
}

/** A DocSearch record as the extractor writes it, for search unit tests. */
export function searchRecord({origin, path, type, hierarchy, content = null, anchor = null, objectID, position}: RecordFields): SearchRecord {
  const url = `${origin}${path}`;
  return {
    objectID,
    type,
    hierarchy: {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy},
    content,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position,
  };
}
