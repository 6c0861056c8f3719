// The visitors module's public face on the server: what other modules and the Express wiring may call.
export { visitorCountRouter } from "./api.server";
export { hasVisitorCounter, readVisitorCount, startVisitorCounter } from "./visitors.server";
