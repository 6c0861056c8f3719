import { enhanceForm } from "~/ui/form/enhance-form";

/** The sign-in form, checked and sent in place; a signed-in answer leads on to the page it redirects to. */
export const enhanceLoginForm = (form: HTMLFormElement) =>
  enhanceForm(form, () => import("./login-check").then(({ checkLoginForm }) => checkLoginForm));
