import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraints } from "./form-constraints";
import { phoneNumber, PHONE_MAX_LENGTH } from "./phone";
import { optionalText, requiredText, wholeNumber } from "./validation";

const schemaWithName = (max: number) =>
  z.object({ name: requiredText("Name is required", max), note: optionalText(500) });

describe("form constraints from a schema", () => {
  it("follows the schema: changing its limit changes the field's maxLength", () => {
    expect(formConstraints(schemaWithName(40)).input("name")).toEqual({ required: true, maxLength: 40 });
    expect(formConstraints(schemaWithName(60)).input("name")).toEqual({ required: true, maxLength: 60 });
  });

  it("marks only fields that must not be empty as required", () => {
    expect(formConstraints(schemaWithName(40)).text("note")).toEqual({ maxLength: 500 });
    const choice = z.object({ role: z.enum(["admin", "editor"]), kind: z.enum(["", "a"]) });
    expect(formConstraints(choice).choice("role")).toEqual({ required: true });
    expect(formConstraints(choice).choice("kind")).toEqual({});
  });

  it("gives numbers their range and type, and text its pattern when the browser can use it", () => {
    const schema = z.object({
      count: wholeNumber("Count is required", "Count must be 1 to 10", 1, 10),
      phone: phoneNumber({ required: "Enter a phone number" }),
      code: z.string().regex(/^[a-z-]+$/),
    });
    const constraints = formConstraints(schema);
    expect(constraints.input("count")).toEqual({ required: true, min: 1, max: 10, type: "number" });
    // A phone is written many ways: the field is never cut shorter than a written number, and has no pattern.
    expect(constraints.input("phone")).toEqual({ required: true, maxLength: PHONE_MAX_LENGTH });
    // Valid for the server, but not in the "v" mode a pattern attribute is compiled in: left out.
    expect(constraints.input("code").pattern).toBeUndefined();
    expect(constraints.text("phone")).toEqual({ required: true, maxLength: PHONE_MAX_LENGTH });
  });

  it("reads a form schema that refines and transforms (as the events form does) from what it accepts", () => {
    const schema = z
      .object({ title: requiredText("Title is required", 200), place: optionalText(200) })
      .superRefine((event, ctx) => {
        if (event.place === "x") ctx.addIssue({ code: "custom", path: ["place"], message: "No" });
      })
      .transform((event) => ({ ...event, place: event.place || "School" }));
    const constraints = formConstraints(schema);
    expect(constraints.input("title")).toEqual({ required: true, maxLength: 200 });
    expect(constraints.input("place")).toEqual({ maxLength: 200 });
    expect(constraints.input("no-such-field")).toEqual({});
  });
});
