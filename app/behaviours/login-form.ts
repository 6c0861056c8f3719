// /Login: the sign-in form checked and sent in place.
import { enhanceLoginForm } from "~/features/auth/enhance-login-form";

document.querySelectorAll<HTMLFormElement>("main form[data-form=login]").forEach(enhanceLoginForm);
