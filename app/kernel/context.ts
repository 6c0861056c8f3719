import { createContext } from "react-router";

/** What the Express layer hands to every loader and action. */
export type RequestInfo = {
  /** Per-response nonce that lets our own inline scripts past the Content-Security-Policy. */
  nonce: string;
  clientIp: string;
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "" });
