// What a loader hands its page's server render but never the browser. React Router serialises every loader's answer
// into the page (turbo-stream) before rendering, whether the page ships React or not; a value under a symbol key is
// skipped by that serialisation, yet the server render reads the very object the loader returned. For data only a
// page without React needs, such as another language's catalogue (64 KB in Hindi, serialised on every page).
// Decision 147.

const SERVER_ONLY = Symbol("server-only loader data");

/** `data` with `extra` attached out of the serialiser's sight. */
export function withServerOnly<T extends object, S>(data: T, extra: S): T {
  return Object.assign(data, { [SERVER_ONLY]: extra });
}

/** What withServerOnly attached, on the server; undefined in the browser (it never travelled). */
export function serverOnlyOf<S>(data: object | undefined): S | undefined {
  return (data as { [SERVER_ONLY]?: S } | undefined)?.[SERVER_ONLY];
}
