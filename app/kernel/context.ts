import { createContext, type MiddlewareFunction } from "react-router";

/** What the Express layer hands to every loader and action. */
export type RequestInfo = {
  /** Per-response nonce that lets our own inline scripts past the Content-Security-Policy. */
  nonce: string;
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "" });

/**
 * Whether the page ships React: set by the middleware of each route whose handle says `hydrate` (a page with
 * React), read by the root loader, whose data a page without React never sends to the browser (decision 150).
 */
export const shipsReactContext = createContext(false);

export const marksPageWithReact: MiddlewareFunction<Response> = ({ context }) => {
  context.set(shipsReactContext, true);
};
