// The pages module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { ADMIN_PAGE_PATHS, ALIASES, CONTENT_PAGE_PATHS } from "./route-paths";
export { blockPageHandle } from "./page-behaviours";
export { usePageNote } from "./ui/page-language-note";
