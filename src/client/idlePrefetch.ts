import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

/*
 * Docusaurus prefetches the chunks of every internal link as it scrolls into view, all in the observer's
 * callback: on a page with hundreds of links that is one long task while the page is still starting
 * (about 190 ms at 4x CPU slowdown on the SDK reference). The prefetches are queued here and made in idle
 * time instead, a few milliseconds at a time; hovering a link still loads its page at once (`preload`).
 */

type Prefetch = Window['docusaurus']['prefetch'];
type Pending = {routePath: string; done: (result: ReturnType<Prefetch>) => void};

const queue: Pending[] = [];
let scheduled = false;
let wrapped = false;

function drain(prefetch: Prefetch, deadline?: IdleDeadline): void {
  scheduled = false;
  const start = performance.now();
  const hasTime = () => (deadline && !deadline.didTimeout ? deadline.timeRemaining() > 2 : performance.now() - start < 8);
  while (queue.length > 0 && hasTime()) {
    const {routePath, done} = queue.shift()!;
    done(prefetch(routePath));
  }
  if (queue.length > 0) schedule(prefetch);
}

function schedule(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle((deadline) => drain(prefetch, deadline));
}

/**
 * Replaces `window.docusaurus`, which the app sets just before its first render, with a copy whose `prefetch`
 * queues (the object itself is read-only); links look it up there on each call.
 */
function deferPrefetches(): void {
  if (wrapped || !window.docusaurus) return;
  wrapped = true;
  const prefetch = window.docusaurus.prefetch;
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (routePath) =>
      // Settles as the stock prefetch would have, once it has run.
      new Promise<void[]>((resolve, reject) => {
        queue.push({routePath, done: (result) => void Promise.resolve(result).then((value) => resolve(value || []), reject)});
        schedule(prefetch);
      }),
  };
}

const clientModule: ClientModule = {
  // First called in the layout effect of the first render, before any link's observer has reported.
  onRouteDidUpdate() {
    if (typeof window !== 'undefined') deferPrefetches();
  },
};

export default clientModule;
