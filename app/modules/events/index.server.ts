// The events module's public face on the server: what other modules and the Express wiring may call.
export { eventsRouter, readBodyWithFile } from "./api.server";
export { loadEventAddresses, loadEventFeed, loadNextEvent, reindexEvents, seedSampleEvents } from "./events.server";
