// The visitors module's public face on the server: what other modules and the Express wiring may call.
export { footerVisitRouter, visitorCountRouter, visitFiguresRouter } from "./api.server";
export { hasVisitorCounter, readVisitorCount, startVisitorCounter } from "./visitors.server";
export { countPageViews } from "./page-views.server";
export { countFormCompletion, countSiteSearch, flushVisits } from "./counting.server";
export { visitorsJobs } from "./retention.server";
