// Wrap, not eject: the stock desktop sidebar, hydrated in a task of its own after the page's first pass; on a phone it is removed before that (src/components/DeferredHydration).
import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocSidebar/Desktop';
import type OriginalType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DeferredHydration from '@site/src/components/DeferredHydration';

export default function DocSidebarDesktopWrapper(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <DeferredHydration>
      <Original {...props} />
    </DeferredHydration>
  );
}
