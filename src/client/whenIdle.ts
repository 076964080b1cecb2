/** Runs `callback` when the browser is idle (within `timeout` ms at the latest); a short timer where idle callbacks are missing. */
export function whenIdle(callback: (deadline?: IdleDeadline) => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout});
  else setTimeout(callback, 50);
}
