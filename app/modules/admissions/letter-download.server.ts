import { db } from "~/kernel/database/connection";
import { parseSubmission } from "~/kernel/form";
import { countAcceptedSubmission } from "~/kernel/public-post.server";
import { RefusedError } from "~/kernel/errors";
import { offerLetterName, offerLetterOf } from "./messages.server";
import { heldApplication } from "./parent.server";
import { findApplicationByNumber } from "./queries.server";
import { applicationLookupSchema } from "./schema";
import type { AdmissionApplicationRow } from "./tables";

// The offer letter is personal: the office gets it behind its sign-in, a parent with the key her browser holds (the
// application's cookie) or the application number with the child's date of birth; it never has a public address.

const NOT_FOUND = "No offer letter for this application.";

export async function offerLetterResponse(application: AdmissionApplicationRow | undefined) {
  const bytes = application ? await offerLetterOf(db(), application) : undefined;
  if (!application || !bytes) throw new Response(NOT_FOUND, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${offerLetterName(application.number)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The parent's download: the held application (GET), or the number and date of birth posted (throttled). */
export async function parentOfferLetter(request: Request, clientIp: string) {
  if (request.method !== "POST") return offerLetterResponse(await heldApplication(request));
  let lookup;
  try {
    lookup = parseSubmission(applicationLookupSchema, await request.formData());
    await countAcceptedSubmission("admission-lookup", clientIp);
  } catch (error) {
    if (error instanceof RefusedError) throw new Response(error.message, { status: error.status });
    throw error;
  }
  const application = await findApplicationByNumber(db(), lookup.number);
  return offerLetterResponse(application?.date_of_birth === lookup.dateOfBirth ? application : undefined);
}
