/** Facts about the site itself, shared by the config, the footer, the navbar and the tests. */
export const siteTitle = 'Bittensor';
export const siteTagline = 'Developer Documentation';
/** One-paragraph summary of the site for AI assistants (the head of /llms.txt). */
export const siteSummary =
  'How to build on Bittensor, the network where subnets pay miners and validators in TAO for useful work: installing btcli and the Python SDK, holding keys safely, staking, running and creating subnets, the EVM, and the chain itself, with references for every btcli command, SDK method and chain error.';

/** The production URL; set SITE_URL when deploying elsewhere (no trailing slash). */
export const siteUrl = (process.env.SITE_URL ?? 'https://docs.learnbittensor.org').replace(/\/+$/, '');

export const docsRepositoryUrl = 'https://github.com/latent-to/developer-docs';
/** "Edit this page" opens a page's source here: Docusaurus appends the file's path, e.g. docs/learn/emissions.md. */
export const docsEditUrl = `${docsRepositoryUrl}/edit/main/`;
export const companyUrls = {
  bittensor: 'https://bittensor.com',
  latent: 'https://latent.to',
} as const;
export const docsTeamContact = 'mailto:m@latent.to';

/** Bumping the id shows the bar again to readers who dismissed an earlier message. */
export const announcementBar = {
  id: 'package_source',
  content:
    'Use only the links and commands in these docs or in official release announcements. Treat any other source of Bittensor software as a possible phishing copy.',
  backgroundColor: '#1f2937',
  textColor: '#f9fafb',
  isCloseable: true,
} as const;
