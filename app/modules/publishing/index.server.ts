// The publishing module's public face on the server: what other modules and the Express wiring may call.
export { feedsRouter } from "./feeds.server";
