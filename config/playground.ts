/**
 * The btcli playground (/btcli/btcli-playground) runs snippets on a Codapi server that the docs team hosts
 * (sandbox/codapi/ has its configuration). Its base URL comes from CODAPI_URL at build time, for example
 * `CODAPI_URL=https://sandbox.example.org/v1`; without it the page still renders and says that live runs are off.
 */
export const playgroundSandbox = 'btcli';
export const playgroundCommand = 'run';

export function playgroundUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env.CODAPI_URL?.trim();
  if (!raw) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CODAPI_URL must be an http(s) URL, got ${raw}`);
  return url.toString().replace(/\/+$/, '');
}
