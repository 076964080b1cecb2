import React, {Component, Fragment, isValidElement, useState, type ReactElement, type ReactNode} from 'react';
import {whenIdle} from '@site/src/client/whenIdle';

/** Defined, as true, in the browser build, which runs Preact (plugins/preact-client). */
declare const __PREACT_CLIENT__: boolean | undefined;

/** What Preact calls a component instance; only the parts used here, under their names in Preact's build. */
interface PreactComponent {
  /** The element it renders into; Preact renders nothing while it is null. */
  __P: Element | null;
  /** Set by preact/compat once it has unmounted (a phone removes the desktop sidebar before its release). */
  __z?: boolean;
  forceUpdate(): void;
}

/**
 * One deferred part of the served page. It is what its gate throws: Preact treats anything with a `then` as a
 * suspension and hands it to the nearest boundary, which takes note of the gate's component instead of waiting
 * on a promise.
 */
interface Slot {
  released: boolean;
  then: () => void;
  component?: PreactComponent;
  parentDom?: Element | null;
}

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

function release(slot: Slot): void {
  slot.released = true;
  const component = slot.component;
  if (!component || component.__z) return;
  component.__P = slot.parentDom ?? null;
  component.forceUpdate();
}

/**
 * Observed time a task of releases aims at. Lighthouse's mobile figures multiply what it observes by four and
 * count what passes 50 ms as blocking: 8 ms here reads as 32 ms there.
 */
const taskBudgetMs = 8;
/** Parts released in the next task; grows or shrinks with what the last task cost per part. */
let batchSize = 1;
let lastTaskStart = 0;
let lastBatch = 0;

/** Releases the parts in page order, as many per task as fit the budget. */
function releaseNext(): void {
  firstPassOver = true;
  const now = performance.now();
  // The time since the last task began is its cost plus whatever the browser ran in between: an estimate that
  // errs towards smaller batches.
  if (lastBatch > 0) {
    const perPart = Math.max(0.05, (now - lastTaskStart) / lastBatch);
    batchSize = Math.max(1, Math.min(64, Math.floor(taskBudgetMs / perPart)));
  }
  lastTaskStart = now;
  lastBatch = Math.min(batchSize, waiting.length);
  if (lastBatch > 0) {
    for (const slot of waiting.splice(0, lastBatch)) release(slot);
    inNextTask(releaseNext);
  } else if (waitingForIdle.length > 0) {
    whenIdle(() => {
      const slot = waitingForIdle.shift();
      if (slot) release(slot);
      lastBatch = 0;
      releaseNext();
    });
  } else {
    releasing = false;
  }
}

function waitingSlot(idle: boolean): Slot {
  const slot: Slot = {released: false, then: () => {}};
  (idle ? waitingForIdle : waiting).push(slot);
  if (!releasing) {
    releasing = true;
    inNextTask(releaseNext);
  }
  return slot;
}

/**
 * Where a gate's suspension lands. preact/compat's Suspense would call `then` on what was thrown, and with
 * DevTools attached (as under Lighthouse) each call records an async stack trace through Preact's whole render
 * recursion: 0.2 ms a gate, 430 ms on the SDK reference. This boundary only keeps the gate's component, and
 * holds it back from rendering (as Suspense does) until its release.
 */
class HydrationBoundary extends Component<{children: ReactNode}> {
  /** Preact's `_childDidSuspend`, under its name in Preact's build. */
  __c(slot: Slot, vnode: {__c: PreactComponent}): void {
    const component = vnode.__c;
    slot.component = component;
    slot.parentDom = component.__P;
    component.__P = null;
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * Suspends while the page hydrates for the first time. Preact keeps the served element of a component that
 * suspends during hydration and hydrates that element when the component renders again.
 */
function Gate({idle, children}: {idle: boolean; children: ReactNode}): ReactNode {
  const [slot] = useState<Slot | null>(() => (firstPassOver ? null : waitingSlot(idle)));
  if (slot && !slot.released) throw slot;
  return children;
}

const inPreactBrowser = (): boolean => typeof window !== 'undefined' && typeof __PREACT_CLIENT__ !== 'undefined';

/**
 * Hydrates `children` after the page's first hydration pass, not in it. Preact hydrates a page in one
 * synchronous pass (React 18 slices it); cut into the shell and its parts (navbar, sidebar, each block of the
 * content, table of contents, footer), released in page order in tasks that fit a budget, no task of a page's
 * first load grows long. Until its turn, a part is the served HTML: its links work as plain links, its buttons
 * do nothing yet.
 *
 * A part the theme removes on phones once the page has hydrated (`hiddenOnPhones`: the desktop sidebar and table
 * of contents) waits for idle time instead, so a phone does not hydrate what it is about to remove.
 *
 * `children` must render exactly one element: that is all Preact keeps of a suspended component. On the server
 * (React) and on later page changes it renders `children` as they are.
 */
export default function DeferredHydration({children, hiddenOnPhones = false}: {children: ReactNode; hiddenOnPhones?: boolean}): ReactNode {
  if (!inPreactBrowser()) return children;
  return (
    <HydrationBoundary>
      <Gate idle={hiddenOnPhones}>{children}</Gate>
    </HydrationBoundary>
  );
}

type PageElement = ReactElement<Record<string, unknown>, (props: Record<string, unknown>) => ReactNode>;

/**
 * The page's Markdown content with each top-level block (paragraph, heading, list, code block, table) a part of
 * its own, so that a long page's content is taken over in tasks that fit the budget instead of one. A page
 * opened after the first pass renders as it is.
 */
export function DeferredBlocks({page}: {page: PageElement}): ReactNode {
  const [deferred] = useState(() => inPreactBrowser() && !firstPassOver);
  if (!deferred) return page;
  // The MDX page component returns a fragment of its blocks; calling it here (it only reads the MDX components'
  // context) gives that list, with the same hooks in the same order on every render.
  const tree = page.type(page.props);
  const blocks = isValidElement<{children?: unknown}>(tree) && tree.type === Fragment ? tree.props.children : undefined;
  if (!Array.isArray(blocks)) return tree;
  return (
    <HydrationBoundary>
      {blocks.map((block: ReactNode, index) =>
        isValidElement(block) ? (
          <Gate key={index} idle={false}>
            {block}
          </Gate>
        ) : (
          block
        ),
      )}
    </HydrationBoundary>
  );
}
