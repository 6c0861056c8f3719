import { db } from "~/kernel/database/connection";
import { submitPublicForm } from "~/kernel/public-form.server";
import { saveContactRequest } from "./contact.server";
import { CALLBACK_SUCCESS, CONTACT_SUCCESS } from "./messages";
import { callbackRequestSchema, contactMessageSchema } from "./schema";

/** Route action of the footer call-back form. */
export function saveCallbackForm(request: Request, clientIp: string) {
  return submitPublicForm({
    request,
    clientIp,
    form: "callback",
    schema: callbackRequestSchema,
    successMessage: CALLBACK_SUCCESS,
    save: ({ name, emailid, mobilnum }) =>
      saveContactRequest(db(), { name, emailid, mobilnum }, new URL(request.url).origin),
  });
}

/** Route action of the Contact Us page form. */
export function saveContactForm(request: Request, clientIp: string) {
  return submitPublicForm({
    request,
    clientIp,
    form: "contact",
    schema: contactMessageSchema,
    successMessage: CONTACT_SUCCESS,
    save: ({ name, emailid, subject, message }) =>
      saveContactRequest(db(), { name, emailid, subject, message }, new URL(request.url).origin),
  });
}
