import type { z } from "zod";
import { config } from "~/kernel/config";
import { RefusedError } from "~/kernel/errors";
import { parseSubmission } from "~/kernel/form";
import { answerRefusal, formAction } from "~/kernel/form-action.server";
import { spoolFormFile, type SpooledFile } from "~/kernel/media/multipart.server";

/**
 * The action of a dashboard form with one optional picture (an event, a news post): refuses a body over the
 * picture limit, checks the fields with the form's schema (every message and typed value back on a refusal),
 * spools the picture to a temporary file for `save`, and always removes that file afterwards. A RefusedError
 * of `save` is answered like the schema's.
 */
export async function savePictureForm<S extends z.ZodType, T>(
  request: Request,
  options: {
    schema: S;
    /** Name of the file input. */
    pictureField: string;
    save: (input: z.output<S>, picture: SpooledFile | undefined, form: FormData) => Promise<T>;
  },
) {
  const limitMb = config().UPLOAD_IMAGE_MAX_MB;
  if (Number(request.headers.get("content-length") ?? 0) > (limitMb + 1) * 1024 * 1024)
    return answerRefusal(new RefusedError(413, `The picture is too large: it may be at most ${limitMb} MB.`), {});
  return formAction(request, async (form) => {
    const input = parseSubmission(options.schema, form);
    const picture = await spoolFormFile(form.get(options.pictureField), options.pictureField);
    try {
      return await options.save(input, picture, form);
    } finally {
      await picture?.discard();
    }
  });
}
