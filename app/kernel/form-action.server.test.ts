import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RefusedError } from "./errors";
import { FIX_FIELDS, FORM_NAME, parseSubmission } from "./form";
import { answerRefusal, formAction, uploadFormAction } from "./form-action.server";

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const post = (fields: Record<string, string>) =>
  new Request("http://school.test/welcome", { method: "POST", body: posted(fields) });

describe("one refusal for every form action", () => {
  it("answers a RefusedError with its status, messages and what was typed (never a password)", () => {
    const form = posted({ [FORM_NAME]: "add-user", intent: "add", userid: "office", password: "secret words" });
    const answer = answerRefusal(new RefusedError(409, FIX_FIELDS, { userid: "That user ID is already taken" }), form);
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      message: FIX_FIELDS,
      fields: { userid: "That user ID is already taken" },
      values: { userid: "office" },
      form: "add-user",
      intent: "add",
    });
  });

  it("keeps a refusal's body as details and throws on anything that is not a refusal", () => {
    const answer = answerRefusal(new RefusedError(400, "Nothing was imported", {}, { errors: [{ row: 2 }] }), {});
    expect(answer.data.details).toEqual({ errors: [{ row: 2 }] });
    const fault = new Error("disk full");
    expect(() => answerRefusal(fault, {})).toThrow(fault);
    const redirect = new Response(null, { status: 302 });
    expect(() => answerRefusal(redirect, {})).toThrow();
  });

  it("turns the schema's field messages and a command's refusal into the same answer", async () => {
    const schema = z.object({ title: z.string().min(1, { error: "Title is required" }) });
    const refusedBySchema = await formAction(post({ title: "" }), async (form) => parseSubmission(schema, form));
    expect(refusedBySchema).toMatchObject({
      init: { status: 400 },
      data: { ok: false, message: FIX_FIELDS, fields: { title: "Title is required" }, values: { title: "" } },
    });
    const refusedByCommand = await formAction(post({ title: "Sports day" }), async () => {
      throw new RefusedError(409, FIX_FIELDS, { slug: "This address is taken" });
    });
    expect(refusedByCommand).toMatchObject({ init: { status: 409 }, data: { values: { title: "Sports day" } } });
    expect(await formAction(post({ title: "Sports day" }), async (form) => parseSubmission(schema, form))).toEqual({
      title: "Sports day",
    });
  });

  it("asks again for a file of a multipart form refused while it was read, naming the form", async () => {
    const answer = await uploadFormAction(
      { ok: false, status: 413, error: "The picture is too large", refusedField: "image" },
      { fileField: "image", form: "slides" },
      async () => "saved",
    );
    expect(answer).toMatchObject({
      init: { status: 413 },
      data: { message: "The picture is too large", fields: { image: "The picture is too large" }, form: "slides" },
    });
    expect(typeof answer === "string" ? [] : answer.data.files).toEqual(["image"]);
  });
});
