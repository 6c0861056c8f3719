import { createContext } from "react";

/**
 * The site stylesheet's text, given by the server to pages without React, which carry it in a `<style>` instead
 * of linking it: one request less before the first paint on a slow phone (docs/decisions.md, issue 19). Pages
 * with React, and development, link the file.
 */
export const InlineStylesheet = createContext<string | undefined>(undefined);
