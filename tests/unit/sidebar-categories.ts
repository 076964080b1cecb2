import sidebarsModule from '../../sidebars';
import {unwrapDefault} from './routes';

type SidebarItem = string | {type: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
export type SidebarCategory = Exclude<SidebarItem, string>;

/** The sidebar category whose link is the page `id` (a landing page with its parts as children), at any depth. */
export function sidebarCategoryLinkedTo(id: string, items = unwrapDefault(sidebarsModule).bittensorSidebar as SidebarItem[]): SidebarCategory | undefined {
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.link?.type === 'doc' && item.link.id === id) return item;
    const inner = sidebarCategoryLinkedTo(id, item.items ?? []);
    if (inner) return inner;
  }
  return undefined;
}
