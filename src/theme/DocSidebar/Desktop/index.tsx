// Wrap, not eject: the stock desktop sidebar, hydrated in idle time after the page's first pass; a phone removes it before that (src/components/DeferredHydration).
import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocSidebar/Desktop';
import type OriginalType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocSidebarDesktopWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration hiddenOnPhones>
      <Original {...props} />
    </DeferredHydration>
  );
}
