import {type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import BalanceCommand from '@site/docs/_partials/_quick-start-balance.mdx';
import CreateWalletCommand from '@site/docs/_partials/_quick-start-create-wallet.mdx';
import InstallCommand from '@site/docs/_partials/_quick-start-install.mdx';
import styles from './styles.module.css';

interface Step {
  title: string;
  /** A one-block MDX partial, so the build highlights it like every code block in the docs. */
  Command: ComponentType;
  detail: ReactNode;
}

// Commands as btcli 9.21.2 accepts them; testnet first, so no real TAO is at stake.
const steps: Step[] = [
  {
    title: 'Install btcli',
    Command: InstallCommand,
    detail: (
      <>
        Python 3.10 or newer. <Link to="/getting-started/install-btcli">Full instructions</Link>
      </>
    ),
  },
  {
    title: 'Create a wallet',
    Command: CreateWalletCommand,
    detail: (
      <>
        Write the mnemonic down offline before you go on. <Link to="/keys/handle-seed-phrase">Why it matters</Link>
      </>
    ),
  },
  {
    title: 'Check it on testnet',
    Command: BalanceCommand,
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
            {/* The theme's MDX components, so the block renders as every docs code block does. */}
            <MDXContent>
              <step.Command />
            </MDXContent>
            <p className={styles.detail}>{step.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
