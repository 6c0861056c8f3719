// The contact module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { CALLBACK_FORM_ACTION, CallbackForm } from "./ui/callback-form";
export { callbackRequestSchema, contactMessageSchema } from "./schema";
