/**
 * The releases these docs are written against: one place, read by the "Applies to" label on pages
 * (front matter `applies_to`), the tests and the scripts. Moving to a newer release starts here.
 */
export const documentedVersions = {
  runtime: {label: 'subtensor runtime', version: 'spec 425', source: 'opentensor/subtensor@14bc6f9 (2026-06-30)'},
  sdk: {label: 'Bittensor SDK', version: '10.2.0', source: 'opentensor/bittensor tag v10.2.0'},
  btcli: {label: 'btcli', version: '9.21.2', source: 'opentensor/btcli tag v9.21.2'},
  wallet: {label: 'bittensor-wallet', version: '4.0.1', source: 'opentensor/btwallet tag v4.0.1'},
} as const;

export type DocumentedComponent = keyof typeof documentedVersions;

export const documentedComponents = Object.keys(documentedVersions) as DocumentedComponent[];

export function isDocumentedComponent(value: unknown): value is DocumentedComponent {
  return typeof value === 'string' && Object.hasOwn(documentedVersions, value);
}

/** "Applies to: subtensor runtime spec 425 · Bittensor SDK 10.2.0" for the given components, in config order. */
export function appliesToText(components: readonly DocumentedComponent[]): string {
  const named = documentedComponents.filter((component) => components.includes(component));
  return named.map((component) => `${documentedVersions[component].label} ${documentedVersions[component].version}`).join(' · ');
}
