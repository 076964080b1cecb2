import React, {Suspense, useState, type ReactNode} from 'react';
import {whenIdle} from '@site/src/client/whenIdle';

/** Defined, as true, in the browser build, which runs Preact (plugins/preact-client). */
declare const __PREACT_CLIENT__: boolean | undefined;

/** One deferred part of the served page: hydrated once released. */
type Slot = {released: boolean; promise: Promise<void>; release: () => void};

const waiting: Slot[] = [];
/** Parts that phones hide: released in idle time, after the others, by when a phone has removed them. */
const waitingForIdle: Slot[] = [];
/** Set once the page's first hydration pass is over: parts rendered after it (page changes) do not wait. */
let firstPassOver = false;
let releasing = false;

/** A task of its own, sooner than setTimeout's (which browsers may clamp to 4 ms and more). */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(null);
}

/** Releases the parts in page order, one per task. */
function releaseNext(): void {
  firstPassOver = true;
  const slot = waiting.shift();
  if (slot) {
    slot.release();
    inNextTask(releaseNext);
  } else if (waitingForIdle.length > 0) {
    whenIdle(() => {
      waitingForIdle.shift()?.release();
      releaseNext();
    });
  } else {
    releasing = false;
  }
}

function waitingSlot(idle: boolean): Slot {
  let resolve!: () => void;
  const slot: Slot = {released: false, promise: new Promise<void>((done) => (resolve = done)), release: () => {}};
  slot.release = () => {
    slot.released = true;
    resolve();
  };
  (idle ? waitingForIdle : waiting).push(slot);
  if (!releasing) {
    releasing = true;
    inNextTask(releaseNext);
  }
  return slot;
}

/**
 * Suspends while the page hydrates for the first time. Preact keeps the served element of a component that
 * suspends during hydration and, once the promise settles, hydrates that element then.
 */
function Gate({idle, children}: {idle: boolean; children: ReactNode}): ReactNode {
  const [slot] = useState<Slot | null>(() => (firstPassOver ? null : waitingSlot(idle)));
  if (slot && !slot.released) throw slot.promise;
  return children;
}

/**
 * Hydrates `children` in a task of its own after the page's first hydration pass, not in it. Preact hydrates a
 * page in one synchronous pass (React 18 slices it); cut into the shell and its large parts (navbar, sidebar,
 * content, table of contents, footer), no task of a page's first load grows long. Until its turn, a part is the
 * served HTML: its links work as plain links, its buttons do nothing yet.
 *
 * A part the theme removes on phones once the page has hydrated (`hiddenOnPhones`: the desktop sidebar and table
 * of contents) waits for idle time instead, so a phone does not hydrate what it is about to remove.
 *
 * `children` must render exactly one element: that is all Preact keeps of a suspended component. On the server
 * (React) and on later page changes it renders `children` as they are.
 */
export default function DeferredHydration({children, hiddenOnPhones = false}: {children: ReactNode; hiddenOnPhones?: boolean}): ReactNode {
  if (typeof window === 'undefined' || typeof __PREACT_CLIENT__ === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate idle={hiddenOnPhones}>{children}</Gate>
    </Suspense>
  );
}
