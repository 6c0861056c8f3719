import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False in the server's HTML and during hydration, true once the browser runs the page's JavaScript. */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
