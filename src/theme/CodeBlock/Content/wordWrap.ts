import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {isLaidOut} from '@site/src/client/laidOut';
import {whenIdle} from '@site/src/client/whenIdle';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Blocks waiting to learn whether they scroll sideways, with what updates each. */
const due = new Map<HTMLPreElement, () => void>();
let measuring = false;
let nearWindow: IntersectionObserver | undefined;

/**
 * Measures, in one idle moment, every due block the browser lays out; reading a skipped block's width would lay
 * it out for that read alone, so the others are measured once they come into view.
 */
function measureDueBlocks(): void {
  measuring = false;
  const ready = Array.from(due).filter(([pre]) => isLaidOut(pre));
  // Every width is read before React applies any update, so the page is laid out once for all of them.
  for (const [pre, measure] of ready) {
    due.delete(pre);
    measure();
  }
  if (due.size === 0 || typeof IntersectionObserver === 'undefined') return;
  nearWindow ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearWindow!.unobserve(entry.target);
      scheduleMeasuring();
    }
  });
  for (const pre of due.keys()) nearWindow.observe(pre);
}

function scheduleMeasuring(): void {
  if (measuring) return;
  measuring = true;
  whenIdle(measureDueBlocks);
}

/**
 * theme-common's useCodeWordWrap (Docusaurus 3.10), measuring when the browser is idle. The stock hook reads
 * each block's width in an effect as the page hydrates; on a long page most blocks are skipped while
 * off-screen, and each read laid one out: on /btcli 91 layouts, 260 ms of one 450 ms task under Lighthouse's
 * 4× slowdown. The word-wrap button it decides on appears in idle time anyway (CodeBlock/Buttons). A block in a
 * tab panel is measured when the panel is shown, as with the stock hook; a resize measures again.
 */
export function useIdleCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measureLater = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    due.set(pre, () => {
      setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
    });
    scheduleMeasuring();
  }, []);

  useEffect(() => {
    measureLater();
    const pre = codeBlockRef.current;
    return () => {
      if (!pre) return;
      due.delete(pre);
      nearWindow?.unobserve(pre);
    };
  }, [isEnabled, measureLater]);

  useEffect(() => {
    window.addEventListener('resize', measureLater, {passive: true});
    return () => window.removeEventListener('resize', measureLater);
  }, [measureLater]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
