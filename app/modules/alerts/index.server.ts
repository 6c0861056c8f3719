// The alerts module's public face on the server: what other modules and the Express wiring may call.
export { alertsRouter } from "./api.server";
export { onAlertsChanged } from "./commands.server";
export { loadBannerAlerts, nextBannerChange } from "./alerts.server";
