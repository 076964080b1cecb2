import {whenIdle} from './whenIdle';

/**
 * Runs `callback` once the page has had its first contentful paint: at once after an in-app navigation, else
 * when the browser reports that paint. Where paint timing is missing, when the browser is next idle.
 */
export function afterFirstPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) {
    callback();
    return;
  }
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    whenIdle(() => callback());
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    callback();
  });
  observer.observe({type: 'paint'});
}
