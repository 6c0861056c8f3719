import { useEffect, useRef } from "react";

/**
 * The same enhance function a page without React runs from its behaviour module, run on a component's
 * server-rendered markup from an effect (a hydrated page, or a page reached by a client-side link from one).
 * `enhance` must be a module-level function (stable) and return its undo.
 */
export function useEnhancement<T extends HTMLElement>(enhance: (element: T) => () => void) {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? enhance(ref.current) : undefined), [enhance]);
  return ref;
}
