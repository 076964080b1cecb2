import type {NavbarItem} from '@docusaurus/theme-common';
import {docsRepositoryUrl} from './site';

/**
 * The navbar, in the order of SPEC §2.3. An entry whose page is not written yet stays `pending`
 * and is left out of the build; the issue that writes the page flips the flag.
 */
export interface PlannedNavbarItem {
  item: NavbarItem;
  pending?: boolean;
}

export const plannedNavbarItems: PlannedNavbarItem[] = [
  {item: {label: 'Announcements', to: '/learn/announcements', position: 'left'}},
  {item: {label: 'What is Bittensor?', to: '/learn/introduction', position: 'left'}},
  {item: {label: 'Bittensor SDK Reference', to: '/sdk/bt-api-ref', position: 'left'}},
  {item: {label: 'BTCLI Live Coding Playground', to: '/btcli/btcli-playground', position: 'left'}},
  {item: {label: 'EVM on Bittensor', to: '/evm-tutorials', position: 'left'}},
  {item: {type: 'search', position: 'left'}},
  {item: {label: 'Releases', to: '/resources/bittensor-rel-notes', position: 'left'}},
  {
    item: {
      href: docsRepositoryUrl,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'Source of these docs on GitHub',
    },
  },
];

export const navbarItems: NavbarItem[] = plannedNavbarItems.filter((entry) => !entry.pending).map((entry) => entry.item);
