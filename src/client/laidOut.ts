/**
 * Whether the browser lays `element` out now: not hidden (a closed tab panel), and not inside a block skipped
 * while off-screen (`content-visibility: auto`, custom.css). Reading the size of an element that is not laid out
 * lays it out for that read alone. Without `checkVisibility` the browser cannot tell, so every element counts.
 */
export function isLaidOut(element: Element): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({contentVisibilityAuto: true});
}
