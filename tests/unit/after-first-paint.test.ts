import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {afterFirstPaint} from '../../src/client/afterFirstPaint';

/** A browser's paint timeline, reduced to what afterFirstPaint reads: FCP entries and paint observers. */
function fakePaintTimeline({supportsPaint}: {supportsPaint: boolean}) {
  const entries: string[] = [];
  const observers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  Object.assign(globalThis, {
    performance: {getEntriesByName: (name: string) => entries.filter((entry) => entry === name)},
    PerformanceObserver: Object.assign(
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.callback), 1);
        }
      },
      {supportedEntryTypes: supportsPaint ? ['paint', 'resource'] : ['resource']},
    ),
    window: {requestIdleCallback: (callback: () => void) => idle.push(callback)},
  });
  return {
    paint(name: string) {
      entries.push(name);
      for (const observer of [...observers]) observer();
    },
    observers,
    idle,
  };
}

const saved = {performance: globalThis.performance, PerformanceObserver: globalThis.PerformanceObserver};
afterEach(() => Object.assign(globalThis, saved, {window: undefined}));

test('waits for the first contentful paint, not the first paint, then runs once', () => {
  const timeline = fakePaintTimeline({supportsPaint: true});
  let runs = 0;
  afterFirstPaint(() => (runs += 1));
  assert.equal(runs, 0);
  timeline.paint('first-paint');
  assert.equal(runs, 0);
  timeline.paint('first-contentful-paint');
  assert.equal(runs, 1);
  assert.equal(timeline.observers.length, 0, 'the observer is disconnected');
});

test('runs at once when the page has already painted (an in-app navigation)', () => {
  const timeline = fakePaintTimeline({supportsPaint: true});
  timeline.paint('first-contentful-paint');
  let runs = 0;
  afterFirstPaint(() => (runs += 1));
  assert.equal(runs, 1);
});

test('without paint timing, runs when the browser is idle', () => {
  const timeline = fakePaintTimeline({supportsPaint: false});
  let runs = 0;
  afterFirstPaint(() => (runs += 1));
  assert.equal(runs, 0);
  timeline.idle.forEach((callback) => callback());
  assert.equal(runs, 1);
});
