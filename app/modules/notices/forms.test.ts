import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  childStepSchema,
  declarationsStepSchema,
  DOCUMENT_KINDS,
  familyStepSchema,
  transportStepSchema,
} from "~/modules/admissions";
import { callbackRequestSchema, contactMessageSchema } from "~/modules/contact";
import { donationPledgeSchema } from "~/modules/donations";
import { enquirySchema } from "~/modules/enquiries";
import { alumniRegistrationSchema } from "~/modules/records";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { NOT_PERSONAL_FIELDS, PUBLIC_FORMS, type PublicForm } from "./forms";
import { privacyNotice } from "./content";

// The privacy notice must describe every field of every public form: a field added to a form's schema and not to
// forms.ts fails here, and so does a new public form (a schema with the robots' trap) that the notice does not name.

type Shaped = { shape: Record<string, z.ZodType> };
const keysOf = (...schemas: Shaped[]) => schemas.flatMap((schema) => Object.keys(schema.shape));

const FIELDS_BY_FORM: Record<PublicForm["key"], string[]> = {
  enquiry: keysOf(enquirySchema),
  callback: keysOf(callbackRequestSchema),
  contact: keysOf(contactMessageSchema),
  pledge: keysOf(donationPledgeSchema),
  alumni: [...keysOf(alumniRegistrationSchema), "photo"],
  admission: [
    ...keysOf(childStepSchema, familyStepSchema, transportStepSchema, declarationsStepSchema),
    ...DOCUMENT_KINDS,
  ],
};

/** Fields of a form's schema that its notice entry does not describe. */
const undescribed = (form: PublicForm, fields: string[]) =>
  fields.filter((field) => !NOT_PERSONAL_FIELDS.includes(field) && !(field in form.fields));

describe("the privacy notice's list of forms", () => {
  it("describes every field of every public form's schema, and nothing that is not one", () => {
    expect(PUBLIC_FORMS.map((form) => form.key).sort()).toEqual(Object.keys(FIELDS_BY_FORM).sort());
    for (const form of PUBLIC_FORMS) {
      const fields = FIELDS_BY_FORM[form.key];
      expect(undescribed(form, fields), form.key).toEqual([]);
      expect(
        Object.keys(form.fields).filter((field) => !fields.includes(field)),
        form.key,
      ).toEqual([]);
    }
  });

  it("fails a form whose schema has a field the notice does not describe (the check above is not vacuous)", () => {
    const enquiry = PUBLIC_FORMS.find((form) => form.key === "enquiry")!;
    expect(undescribed(enquiry, [...FIELDS_BY_FORM.enquiry, "siblingName"])).toEqual(["siblingName"]);
  });

  it("names every module whose schema is a public form (each carries the robots' trap field)", () => {
    const modules = readdirSync("app/modules").filter((name) =>
      readdirSync(`app/modules/${name}`).some(
        (file) =>
          /schema.*\.ts$/.test(file) &&
          !file.endsWith(".test.ts") &&
          readFileSync(`app/modules/${name}/${file}`, "utf8").includes("...honeypotShape"),
      ),
    );
    expect(modules.sort()).toEqual(["contact", "donations", "enquiries", "records"]);
  });

  it("puts each form's fields, purpose and keeping into the notice's text", () => {
    const text = JSON.stringify(privacyNotice(DEFAULT_SITE_SETTINGS, { retentionMonths: 18 }));
    for (const form of PUBLIC_FORMS) {
      expect(text).toContain(form.title);
      for (const description of Object.values(form.fields)) expect(text).toContain(description);
    }
    expect(text).toContain("18 months after it is closed");
    // No grievance officer named yet: the school office's own e-mail answers.
    expect(text).toContain(`E-mail: ${DEFAULT_SITE_SETTINGS.email}`);
  });
});
