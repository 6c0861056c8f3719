// The spec's messages for the two contact forms (section 8), kept apart from the zod schema so the
// footer, on every page, does not load zod.
export const CALLBACK_SUCCESS = "Your form has been submitted successfully!";
export const CONTACT_SUCCESS = "Form submitted successfully!";
export const CONTACT_SUBMITTING = "Submitting your message, please wait...";
