// Wrap, not eject: the stock page content, plus the link to the page's Markdown twin in the head (for AI
// assistants and crawlers) and the page actions beside the title. Config has no hook for either.
import {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import {twinPath} from '@site/plugins/llms-markdown/twin';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const twinUrl = useBaseUrl(twinPath(useDoc().metadata.permalink));
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twinUrl} />
      </Head>
      <PageActions twinUrl={twinUrl} />
      <Content {...props} />
    </>
  );
}
