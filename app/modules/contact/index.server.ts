// The contact module's public face on the server: what other modules and the Express wiring may call.
export { contactUsRouter } from "./api.server";
export { contactInboxSource } from "./inbox-source.server";
