// Wrap, not eject: the stock copy and word-wrap buttons, rendered when the browser is idle. The stock ones are
// browser-only, so every code block rendered them in one pass right after hydration: on /btcli, 91 blocks'
// buttons and icons inside a single long task.
import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {whenIdle} from '@site/src/client/whenIdle';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Buttons {...props} /> : null;
}
