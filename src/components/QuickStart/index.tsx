import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Step {
  title: string;
  command: string;
  detail: ReactNode;
}

// Commands as btcli 9.21.2 accepts them; test network first, so no real TAO is at stake.
const steps: Step[] = [
  {
    title: 'Install btcli',
    command: 'python3 -m pip install bittensor-cli',
    detail: (
      <>
        Python 3.10 or newer. <Link to="/getting-started/install-btcli">Full instructions</Link>
      </>
    ),
  },
  {
    title: 'Create a wallet',
    command: 'btcli wallet create --wallet-name my-coldkey --hotkey my-hotkey',
    detail: (
      <>
        Write the mnemonic down offline before you go on. <Link to="/keys/handle-seed-phrase">Why it matters</Link>
      </>
    ),
  },
  {
    title: 'Check it on testnet',
    command: 'btcli wallet balance --wallet-name my-coldkey --network test',
    detail: (
      <>
        Testnet TAO has no value, so mistakes cost nothing. <Link to="/concepts/bittensor-networks">Networks</Link>
      </>
    ),
  },
];

export default function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start-heading">
      <Heading as="h2" id="quick-start-heading">
        Your first ten minutes
      </Heading>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <Heading as="h3" className={styles.stepTitle}>
              {step.title}
            </Heading>
            <CodeBlock language="bash">{step.command}</CodeBlock>
            <p className={styles.detail}>{step.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
