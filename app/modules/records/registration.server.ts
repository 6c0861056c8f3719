import { spoolFormFile } from "~/kernel/media/multipart.server";
import { submitPublicForm } from "~/kernel/public-form.server";
import { submitAlumniRegistrationFromSite } from "./community.server";
import { alumniRegistrationSchema } from "./alumni-schema";

export const REGISTRATION_THANKS =
  "Thank you for registering. The alumni coordinator will check your details and confirm by e-mail or phone.";

/** Route action of /Alumniregistration: throttled, honeypot, the alumni schema's messages, a photo checked by its bytes. */
export function saveAlumniRegistrationForm(request: Request, clientIp: string) {
  return submitPublicForm({
    request,
    clientIp,
    form: "alumni-registration",
    schema: alumniRegistrationSchema,
    successMessage: REGISTRATION_THANKS,
    save: async (input, form) => {
      const photo = await spoolFormFile(form.get("photo"), "photo");
      try {
        const { id, reference } = await submitAlumniRegistrationFromSite(input, photo, new URL(request.url).origin);
        return { id, reference };
      } finally {
        await photo?.discard();
      }
    },
  });
}
