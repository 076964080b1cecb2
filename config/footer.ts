import type {Footer} from '@docusaurus/theme-common';
import {companyUrls, docsRepositoryUrl, docsTeamContact} from './site';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Start here',
      items: [
        {label: 'What is Bittensor?', to: '/learn/introduction'},
        {label: 'Install the SDK', to: '/getting-started/installation'},
        {label: 'Install btcli', to: '/getting-started/install-btcli'},
        {label: 'Wallets and keys', to: '/keys/wallets'},
      ],
    },
    {
      title: 'Understand the network',
      items: [
        {label: 'Dynamic TAO', to: '/dynamic-tao'},
        {label: 'Emissions', to: '/learn/emissions'},
        {label: 'Yuma Consensus', to: '/learn/yuma-consensus'},
        {label: 'Governance', to: '/governance'},
      ],
    },
    {
      title: 'Bittensor',
      items: [
        {label: 'bittensor.com', href: companyUrls.bittensor},
        {label: 'Latent Holdings', href: companyUrls.latent},
        {label: 'Docs source on GitHub', href: docsRepositoryUrl},
        {label: 'Contact the docs team', href: docsTeamContact},
      ],
    },
  ],
  copyright: `© ${new Date().getFullYear()} Bittensor documentation, Latent Holdings. Content written for developers, miners, validators and stakers.`,
};
