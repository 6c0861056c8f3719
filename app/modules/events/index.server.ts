// The events module's public face on the server: what other modules and the Express wiring may call.
export { eventsRouter } from "./api.server";
export { loadEventAddresses, loadEventFeed, loadNextEvent } from "./events.server";
export { reindexEvents } from "./event-kind.server";
export { eventsScheduleWatch } from "./queries.server";
export { sampleEventsLeft, seedSampleEvents } from "./sample-events.server";
export { eventPictures } from "./event-pictures.server";
export { eventTranslationStates } from "./translation-states.server";
