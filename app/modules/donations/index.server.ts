// The donations module's public face on the server: what other modules and the Express wiring may call.
export { donationsRouter } from "./api.server";
export { donationItemsRouter } from "./items.api.server";
export { pledgeInboxSource } from "./inbox-source.server";
