import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import {
  EMPTY_PLEDGE_MESSAGE,
  donationPledgeSchema,
  emptyPledgeFields,
  pledgeTotal,
  validatePledgeTotal,
} from "./schema";

const PRICES: Record<string, number> = { "1": 10, "2": 20, "3": 30, "4": 40, "5": 50 };
const DONATION_PRICES = PRICES;
const valid = {
  quantities: { "1": "2", "5": "1" },
  donorName: "Asha Rao",
  phone: "+919000000001",
  email: "asha@example.org",
};
const zero = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(donationPledgeSchema, input);
  return result.ok ? {} : result.fields;
};

describe("donationPledgeSchema", () => {
  it("accepts a pledge with the quantities it names (the items are the office's: the server knows them)", () => {
    expect(donationPledgeSchema.parse(valid)).toEqual({ ...valid, quantities: { "1": 2, "5": 1 } });
  });

  it("reads a posted form with quantities.N fields", () => {
    const form = new FormData();
    form.set("quantities.1", "3");
    form.set("quantities.2", "");
    form.set("donorName", "Asha Rao");
    form.set("phone", "090000 00001");
    form.set("email", "asha@example.org");
    expect(parseForm(donationPledgeSchema, form)).toEqual({
      ok: true,
      data: {
        quantities: { "1": 3, "2": 0 },
        donorName: "Asha Rao",
        phone: "+919000000001",
        email: "asha@example.org",
      },
    });
  });

  it.each([
    ["abc", 0],
    ["", 0],
    ["  ", 0],
    [" 4 ", 4],
    [7, 7],
    [null, 0],
  ])("counts quantity %j as %j (text that is not a number counts as 0)", (value, expected) => {
    expect(donationPledgeSchema.parse({ ...valid, quantities: { "3": value } }).quantities["3"]).toBe(expected);
  });

  it("treats missing quantities as none", () => {
    expect(donationPledgeSchema.parse({ ...valid, quantities: undefined }).quantities).toEqual({});
  });

  it.each([["-1"], ["1.5"], [-2], [0.5], ["1e3"], ["+4"], ["0x10"], ["2.0"]])("refuses quantity %j", (value) => {
    expect(errorsOf({ ...valid, quantities: { "2": value } })).toEqual({
      quantities: "Write each quantity as a whole number in digits, for example 12",
    });
  });

  it("refuses an absurd quantity", () => {
    expect(errorsOf({ ...valid, quantities: { "2": "10001" } })).toEqual({
      quantities: "Quantity must be 10000 or less",
    });
  });

  it("refuses item ids that cannot be items and a quantities value that is not a list", () => {
    expect(errorsOf({ ...valid, quantities: { abc: "1" } })).toEqual({ quantities: "Unknown donation item" });
    expect(errorsOf({ ...valid, quantities: { "0": "1" } })).toEqual({ quantities: "Unknown donation item" });
    expect(errorsOf({ ...valid, quantities: "5" })).toEqual({ quantities: "Quantities must list items and numbers" });
  });

  it.each([
    ["donorName", "", "Name is required"],
    ["donorName", "n".repeat(101), "Name must be at most 100 characters"],
    ["phone", "", "Phone number is required"],
    [
      "phone",
      "90000",
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["email", "", "Email is required"],
    ["email", "asha.example.org", "Invalid email address"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
});

describe("pledgeTotal and validatePledgeTotal", () => {
  it("sums cost times quantity", () => {
    expect(pledgeTotal({ ...zero, "1": 2, "5": 1 }, PRICES)).toBe(70);
    expect(pledgeTotal({ "1": 1, "2": 1, "3": 1, "4": 1, "5": 1 }, PRICES)).toBe(150);
    expect(pledgeTotal({ "9": 3 }, PRICES)).toBe(0);
  });
  it("refuses a total of 0", () => {
    expect(validatePledgeTotal(zero, PRICES)).toEqual({ ok: false, fields: { quantities: EMPTY_PLEDGE_MESSAGE } });
    expect(EMPTY_PLEDGE_MESSAGE).toBe("Please choose at least one item to donate.");
  });
  it("passes a positive total", () =>
    expect(validatePledgeTotal({ ...zero, "2": 3 }, PRICES)).toEqual({ ok: true, total: 60 }));
});

describe("emptyPledgeFields (the 0-total rule shown with the other messages)", () => {
  it("reports a form whose quantities are all 0, empty or not numbers", () => {
    expect(emptyPledgeFields({ quantities: { "1": "0", "2": "", "3": "abc" } }, DONATION_PRICES)).toEqual({
      quantities: EMPTY_PLEDGE_MESSAGE,
    });
    expect(emptyPledgeFields({}, DONATION_PRICES)).toEqual({ quantities: EMPTY_PLEDGE_MESSAGE });
  });
  it("says nothing for a positive total or quantities the schema refuses anyway", () => {
    expect(emptyPledgeFields({ quantities: { "4": "1" } }, DONATION_PRICES)).toEqual({});
    expect(emptyPledgeFields({ quantities: { "1": "-2" } }, DONATION_PRICES)).toEqual({});
  });
  it("refuses an item that is not offered, unless its quantity is 0", () => {
    expect(validatePledgeTotal({ "1": 1, "6": 2 }, PRICES)).toEqual({
      ok: false,
      fields: { quantities: "Unknown donation item" },
    });
    expect(validatePledgeTotal({ "1": 1, "6": 0 }, PRICES)).toEqual({ ok: true, total: 10 });
  });
  it("counts any quantity above 0 without prices (in the browser)", () => {
    expect(emptyPledgeFields({ quantities: { "42": "1" } })).toEqual({});
    expect(emptyPledgeFields({ quantities: { "42": "0" } })).toEqual({ quantities: EMPTY_PLEDGE_MESSAGE });
  });
});
