import { describe, expect, it } from "vitest";
import { checkDonationForm } from "./donation-check";
import { EMPTY_PLEDGE_MESSAGE } from "./schema";
import { QUANTITY_MESSAGE } from "./quantity";
import { rupees, runningTotal } from "./running-total";

const boxes = (...texts: (string | undefined)[]) =>
  texts.map((text, index) => ({ cost: [10, 20, 30, 40, 50][index]!, text }));

describe("the Donate table's running total (server render and browser alike)", () => {
  it("adds whole numbers, counts empty boxes and words as 0", () => {
    const shown = runningTotal(boxes("2", "", "abc", "3", undefined));
    expect(shown).toEqual({
      total: 140,
      amounts: [20, 0, 0, 120, 0],
      message: undefined,
      marked: [false, false, false, false, false],
    });
    expect(rupees(shown.total)).toBe("Rs. 140");
    expect(rupees(140000)).toBe("Rs. 1,40,000");
  });

  it("marks each refused box, leaves it out of the total and names the problem", () => {
    const shown = runningTotal(boxes("1.5", "1", "-2"), EMPTY_PLEDGE_MESSAGE);
    expect(shown.total).toBe(20);
    expect(shown.amounts).toEqual([undefined, 20, undefined]);
    expect(shown.message).toBe(QUANTITY_MESSAGE);
    expect(shown.marked).toEqual([true, false, true]);
  });

  it("shows the answer's 'choose at least one item' on the first box while the total is 0", () => {
    expect(runningTotal(boxes("0", "0"), EMPTY_PLEDGE_MESSAGE)).toMatchObject({
      message: EMPTY_PLEDGE_MESSAGE,
      marked: [true, false],
    });
    expect(runningTotal(boxes("1", "0"), EMPTY_PLEDGE_MESSAGE)).toMatchObject({
      message: undefined,
      marked: [false, false],
    });
  });
});

describe("the pledge's check in the browser", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it("reports a 0 total together with the donor's fields", () => {
    expect(checkDonationForm(form({ "quantities.1": "0", donorName: "", phone: "99", email: "x@" }))).toEqual({
      ok: false,
      fields: {
        quantities: EMPTY_PLEDGE_MESSAGE,
        donorName: "Name is required",
        phone:
          "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
        email: "Invalid email address",
      },
    });
  });

  it("passes a pledge the server would take", () => {
    expect(
      checkDonationForm(
        form({ "quantities.1": "2", donorName: "Sunita Rao", phone: "9900112233", email: "sunita@example.org" }),
      ),
    ).toEqual({ ok: true });
  });
});
