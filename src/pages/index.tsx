import {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import QuickStart from '@site/src/components/QuickStart';
import ReaderPaths from '@site/src/components/ReaderPaths';
import {readerPaths} from '@site/src/data/readerPaths';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline}
      description="Guides and references for Bittensor developers, miners, validators, stakers, subnet creators, senators and EVM users.">
      <HomeHero title={siteConfig.title} tagline={siteConfig.tagline} />
      <main className="container">
        <ReaderPaths paths={readerPaths} />
        <QuickStart />
      </main>
    </Layout>
  );
}
