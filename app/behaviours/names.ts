/** The browser modules of pages without React (app/behaviours/<name>.ts); a route asks for them in its handle. */
export const BEHAVIOURS = [
  "carousel",
  "popup",
  "dialogs",
  "facade",
  "contact-form",
  "enquiry-form",
  "donation-form",
  "donation-total",
  "registration-form",
  "login-form",
  "gallery",
  "site",
] as const;
export type BehaviourName = (typeof BEHAVIOURS)[number];

/**
 * A route's handle. `hydrate`: the page ships React and its route modules (the dashboard, sign-in and setup). Otherwise it ships no React, only the `site` module every public page
 * has, plus the `behaviours` it names.
 */
export type PageHandle = {
  hydrate?: boolean;
  /** The modules the page needs; a function of the route's loader data when it depends on the content. */
  behaviours?: BehaviourName[] | ((data: never) => BehaviourName[]);
};
