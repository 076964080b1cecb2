// Wrap, not eject: the stock footer, hydrated in a task of its own after the page's first pass (src/components/DeferredHydration).
import React, {type ReactNode} from 'react';
import Original from '@theme-original/Footer';
import type OriginalType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function FooterWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
