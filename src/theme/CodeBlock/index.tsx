// Replaces the stock CodeBlock, which gives its content `key={String(isBrowser)}` so every code block is
// thrown away and built again right after hydration, to swap the light theme's inline colours the server
// rendered for the reader's mode. Here the colours of both modes come from CSS (plugins/static-highlight),
// so a block is hydrated once and kept: on /btcli that is 91 blocks not rebuilt while the page starts.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the stock component: plain string children become one string, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
