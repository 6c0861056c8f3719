import { data } from "react-router";
import type { z } from "zod";
import { config } from "~/kernel/config";
import { parseSubmission } from "~/kernel/form";
import { spoolFormFile, type SpooledFile } from "~/kernel/media/multipart.server";

/**
 * The action of a dashboard form with one optional picture (an event, a news post): refuses a body over the
 * picture limit, checks the fields with the form's schema (every message and typed value back on a refusal),
 * spools the picture to a temporary file for `save`, and always removes that file afterwards.
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
    return data(
      {
        ok: false as const,
        message: `The picture is too large: it may be at most ${limitMb} MB.`,
        fields: {},
        values: {},
      },
      { status: 413 },
    );
  const form = await request.formData();
  const submission = parseSubmission(options.schema, form);
  if (!submission.ok) return data(submission, { status: 400 });
  const picture = await spoolFormFile(form.get(options.pictureField), options.pictureField);
  try {
    return await options.save(submission.data, picture, form);
  } finally {
    await picture?.discard();
  }
}
