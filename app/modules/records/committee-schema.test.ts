import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { committeeMemberSchema } from "./committee-schema";

const valid = { sno: "1", designation: "President", name: "Lakshmi Devi", address: "3 Temple Street, Sample City" };

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(committeeMemberSchema, input);
  return result.ok ? {} : result.fields;
};

describe("committeeMemberSchema", () => {
  it("accepts a member posted as a form, sno as text", () =>
    expect(committeeMemberSchema.parse(valid)).toEqual({ ...valid, sno: 1 }));
  it("accepts sno as a number from JSON", () =>
    expect(committeeMemberSchema.parse({ ...valid, sno: 12 }).sno).toBe(12));
  it.each([
    ["sno", "", "SNO is required"],
    ["sno", undefined, "SNO is required"],
    ["sno", "0", "SNO must be a whole number of 1 or more"],
    ["sno", "-3", "SNO must be a whole number of 1 or more"],
    ["sno", "2.5", "SNO must be a whole number of 1 or more"],
    ["sno", "one", "SNO must be a whole number of 1 or more"],
    ["sno", "99999999999", "SNO must be a whole number of 1 or more"],
    ["designation", "", "Designation is required"],
    ["designation", "d".repeat(101), "Designation must be at most 100 characters"],
    ["name", " ", "Name is required"],
    ["name", "n".repeat(101), "Name must be at most 100 characters"],
    ["address", "", "Address is required"],
    ["address", "a".repeat(501), "Address must be at most 500 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
});
