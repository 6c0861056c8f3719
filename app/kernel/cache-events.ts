// The render cache (server/render-cache.ts) forgets its pages when an administrator changes anything; other
// copies of public content kept in memory (the public committee list) forget theirs at the same moment.
const invalidationListeners = new Set<() => void>();

/** Calls `listener` each time the public pages' cache is cleared, on this process. */
export function onRenderCacheInvalidated(listener: () => void) {
  invalidationListeners.add(listener);
}

/** Tells every listener that the public pages' cache was cleared. */
export function announceRenderCacheInvalidated() {
  for (const listener of invalidationListeners) listener();
}

// Public content changed without a signed-in write (a scheduled item came due): the server clears the render cache
// of every instance (server/app.ts).
const contentListeners = new Set<() => void>();

export function onPublicContentChanged(listener: () => void) {
  contentListeners.add(listener);
}

export function announcePublicContentChanged() {
  for (const listener of contentListeners) listener();
}
