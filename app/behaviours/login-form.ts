// /Login: the sign-in form checked and sent in place.
import { enhanceLoginForm } from "~/modules/accounts/enhance-login-form";

document.querySelectorAll<HTMLFormElement>("main form[data-form=login]").forEach(enhanceLoginForm);
