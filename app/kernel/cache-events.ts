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

// What public pages show can change at a set moment without anyone writing (an alert that starts or ends): the
// render cache keeps a page no longer than the soonest such moment any module knows of.
type NextChange = () => Promise<number | undefined>;
const scheduledChangeSources = new Set<NextChange>();

/** Registers a module's "next moment my part of the public pages changes" (epoch ms, or undefined). */
export function registerScheduledChange(source: NextChange) {
  scheduledChangeSources.add(source);
}

/** The soonest moment any registered part of the public pages changes by itself (epoch ms), or undefined. */
export async function nextScheduledChange(): Promise<number | undefined> {
  const moments = await Promise.all([...scheduledChangeSources].map((source) => source()));
  const known = moments.filter((moment): moment is number => moment !== undefined);
  return known.length ? Math.min(...known) : undefined;
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
