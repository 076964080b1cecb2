import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

/** Anchor of a page that was split (`btcli-wallet-transfer`) → where it lives now (`/btcli/wallet#btcli-wallet-transfer`). */
export type MovedAnchors = Readonly<Record<string, string>>;

/** The anchor the hash names, decoded; null when there is none or it is not valid percent-encoding. */
function anchorOf(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * On a landing page that replaced a long page, sends a link to one of the old page's anchors on to the page that
 * holds that section now (`/btcli#btcli-wallet-transfer` → `/btcli/wallet#btcli-wallet-transfer`), with
 * history.replace so that Back skips the landing page. Renders nothing; runs after hydration and on every hash
 * change while the landing page is open. Anchors that are not in the map stay where they are.
 */
export default function AnchorRedirect({map}: {map: MovedAnchors}): ReactNode {
  const history = useHistory();
  const {hash} = useLocation();
  const {withBaseUrl} = useBaseUrlUtils();
  useEffect(() => {
    const anchor = anchorOf(window.location.hash);
    if (anchor === null || !Object.hasOwn(map, anchor)) return;
    history.replace(withBaseUrl(map[anchor]!));
  }, [hash, history, map, withBaseUrl]);
  return null;
}
