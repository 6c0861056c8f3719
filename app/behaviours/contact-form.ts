// /ContactUs and /contact: the Contact Us form checked and sent in place.
import { enhanceContactForm } from "~/modules/contact/enhance-forms";

document.querySelectorAll<HTMLFormElement>("main form[data-form=contact]").forEach(enhanceContactForm);
