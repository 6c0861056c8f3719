// /Alumniregistration: the registration (with its photo) checked and sent in place.
import { enhanceRegistrationForm } from "~/modules/records/enhance-registration-form";

document.querySelectorAll<HTMLFormElement>("main form[data-form=alumni-registration]").forEach(enhanceRegistrationForm);
