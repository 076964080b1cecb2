import React, {Component, Fragment, isValidElement, useState, type ReactElement, type ReactNode} from 'react';
import {whenIdle} from '@site/src/client/whenIdle';

/** Defined, as true, in the browser build, which runs Preact (plugins/preact-client). */
declare const __PREACT_CLIENT__: boolean | undefined;

// What Preact calls a vnode and a component instance: only the parts used here, under their names in Preact's
// build. The source patches of plugins/preact-client (`preact-resume-nodes`, `preact-keep-comments`) read the
// two fields of ours, `__x` and `__keep`.

interface PreactVNode {
  /** The served nodes a suspended group resumes hydrating (ours). */
  __x?: ChildNode[];
  /** Its first DOM node. */
  __e: ChildNode | null;
}

interface PreactComponent {
  /** The vnode it last rendered. */
  __v: PreactVNode;
  /** The element it renders into; Preact renders nothing while it is null. */
  __P: Element | null;
  /** Set by preact/compat once it has unmounted (a phone removes the desktop sidebar before its release). */
  __z?: boolean;
  /** Called by preact/compat when a suspended component unmounts. */
  __R?: (() => void) | null;
  forceUpdate(): void;
}

/** A served node of a group waiting for its turn, which Preact must not remove as unclaimed (ours). */
type KeptNode = ChildNode & {__keep?: boolean};

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
  /** A group of the content's blocks: the served nodes it takes over. */
  nodes?: KeptNode[];
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
  component.__R = null;
  if (slot.nodes) {
    for (const node of slot.nodes) node.__keep = false;
    component.__v.__x = slot.nodes;
  }
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

function waitingSlot(idle: boolean, nodes?: KeptNode[]): Slot {
  const slot: Slot = {released: false, then: () => {}, nodes};
  (idle ? waitingForIdle : waiting).push(slot);
  if (!releasing) {
    releasing = true;
    inNextTask(releaseNext);
  }
  return slot;
}

/**
 * Where a gate's suspension lands. preact/compat's Suspense calls `then` on what was thrown; under Lighthouse
 * its handler took 0.2 ms a gate, 430 ms for a gate per block of the SDK reference (likely because, with
 * DevTools attached, each call records an async stack trace through Preact's whole render recursion). This
 * boundary only keeps the gate's component, and holds it back from rendering (as Suspense does) until its
 * release.
 */
class HydrationBoundary extends Component<{children: ReactNode}> {
  /** Preact's `_childDidSuspend`, under its name in Preact's build. */
  __c(slot: Slot, vnode: {__c: PreactComponent}): void {
    const component = vnode.__c;
    slot.component = component;
    slot.parentDom = component.__P;
    component.__P = null;
    const nodes = slot.nodes;
    if (nodes) {
      // Preact keeps the first of a suspended component's nodes; the others of the group stay too (`__keep`),
      // and go with the group if it is unmounted before its turn.
      for (const node of nodes) node.__keep = true;
      component.__v.__e = nodes[0] ?? null;
      component.__R = () => {
        for (const node of nodes) {
          node.__keep = false;
          node.remove();
        }
      };
    }
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * Suspends while the page hydrates for the first time. Preact keeps the served nodes of a component that
 * suspends during hydration and hydrates them when the component renders again.
 */
function Gate({idle = false, nodes, children}: {idle?: boolean; nodes?: KeptNode[]; children: ReactNode}): ReactNode {
  const [slot] = useState<Slot | null>(() => (firstPassOver && !nodes ? null : waitingSlot(idle, nodes)));
  if (slot && !slot.released) throw slot;
  return children;
}

const inPreactBrowser = (): boolean => typeof window !== 'undefined' && typeof __PREACT_CLIENT__ !== 'undefined';

/**
 * Hydrates `children` after the page's first hydration pass, not in it. Preact hydrates a page in one
 * synchronous pass (React 18 slices it); cut into the shell and its parts (navbar, sidebar, the content in
 * groups of blocks, table of contents, footer), released in page order in tasks that fit a budget, no task of
 * a page's first load grows long. Until its turn, a part is the served HTML: its links work as plain links, its
 * buttons do nothing yet.
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

/** Set once the first page's blocks have rendered: a page opened later renders as it is. */
let blocksRendered = false;

/** Blocks per group: few gates in the first pass, and a group's hydration well inside a task's budget. */
const blocksPerGroup = 16;

/**
 * The served nodes of the content, cut where every `blocksPerGroup`-th element starts: the first part holds
 * what comes before the first element. Undefined unless there is one element per block.
 */
function servedGroups(elementBlocks: number): KeptNode[][] | undefined {
  const root = document.querySelector('.theme-doc-markdown');
  if (!root) return undefined;
  const nodes = Array.from(root.childNodes);
  // The theme writes a page title the Markdown lacks in a header before the content.
  if (nodes[0] instanceof Element && nodes[0].localName === 'header') nodes.shift();
  const groups: KeptNode[][] = [[]];
  let elements = 0;
  for (const node of nodes) {
    if (node instanceof Element) {
      if (elements % blocksPerGroup === 0) groups.push([]);
      elements += 1;
    }
    groups.at(-1)!.push(node);
  }
  return elements === elementBlocks ? groups : undefined;
}

/**
 * The page's Markdown content in groups of `blocksPerGroup` top-level blocks (paragraph, heading, list, code
 * block, table), each a part of its own, so that a long page's content is taken over in tasks that fit the
 * budget instead of one. A page opened after the first one renders as it is, and so does one whose blocks do not
 * match the served elements one for one.
 */
export function DeferredBlocks({page}: {page: PageElement}): ReactNode {
  const [first] = useState(() => {
    if (!inPreactBrowser() || blocksRendered) return false;
    blocksRendered = true;
    return true;
  });
  // The MDX page component returns a fragment of its blocks; calling it here (it only reads the MDX components'
  // context) gives that list, with the same hooks in the same order on every render.
  const tree = first ? page.type(page.props) : page;
  const blocks = first && isValidElement<{children?: unknown}>(tree) && tree.type === Fragment ? tree.props.children : undefined;
  const [groups] = useState(() => (Array.isArray(blocks) ? servedGroups(blocks.filter((block) => isValidElement(block)).length) : undefined));
  if (!groups || !Array.isArray(blocks)) return tree;
  const parts: ReactNode[][] = [[]];
  let elements = 0;
  for (const block of blocks as ReactNode[]) {
    if (isValidElement(block)) {
      if (elements % blocksPerGroup === 0) parts.push([]);
      elements += 1;
    }
    parts.at(-1)!.push(block);
  }
  return (
    <HydrationBoundary>
      {parts[0]}
      {parts.slice(1).map((part, index) => (
        <Gate key={index} nodes={groups[index + 1]}>
          {part}
        </Gate>
      ))}
    </HydrationBoundary>
  );
}
