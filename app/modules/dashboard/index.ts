// The dashboard module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { SectionErrorBoundary } from "./ui/section-error";

/** The route id of the dashboard's layout: the root route draws the dashboard without the public site's frame. */
export const DASHBOARD_LAYOUT_ROUTE = "dashboard";
