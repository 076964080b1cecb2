import type {NavbarItem} from '@docusaurus/theme-common';
import {docsRepositoryUrl} from './site';

/** The navbar, in the order of SPEC §2.3. */
export const navbarItems: NavbarItem[] = [
  {label: 'Announcements', to: '/learn/announcements', position: 'left'},
  {label: 'What is Bittensor?', to: '/learn/introduction', position: 'left'},
  {label: 'Bittensor SDK Reference', to: '/sdk/bt-api-ref', position: 'left'},
  {label: 'BTCLI Live Coding Playground', to: '/btcli/btcli-playground', position: 'left'},
  {label: 'EVM on Bittensor', to: '/evm-tutorials', position: 'left'},
  {type: 'search', position: 'left'},
  {label: 'Releases', to: '/resources/bittensor-rel-notes', position: 'left'},
  {
    href: docsRepositoryUrl,
    position: 'right',
    className: 'header-github-link',
    'aria-label': 'Source of these docs on GitHub',
  },
];
