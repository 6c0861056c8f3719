// Every public page without React: the footer's REQUEST A CALL BACK form checked and sent in place.
import { enhanceCallbackForm } from "~/features/contact/enhance-forms";

document.querySelectorAll<HTMLFormElement>("form.callback-form").forEach(enhanceCallbackForm);
