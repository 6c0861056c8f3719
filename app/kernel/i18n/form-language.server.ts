import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LANGUAGE } from "./languages";

// The language of the page a public form was sent from, for what the save sends back later in the same request
// (the acknowledgement e-mail): submitPublicForm sets it around the save, so the form modules need not pass it on.
// The JSON API's posts are English.
const formLanguage = new AsyncLocalStorage<string>();

export function withFormLanguage<T>(code: string, run: () => T): T {
  return formLanguage.run(code, run);
}

/** The language of the public form being saved ("en" outside one). */
export function currentFormLanguage(): string {
  return formLanguage.getStore() ?? DEFAULT_LANGUAGE;
}
