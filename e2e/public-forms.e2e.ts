import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase } from "../test/harness/admin";
import { launchBrowser, openPage, PHONE, waitForHydration } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";

// Every public form in Chromium: each message of the spec (and of our schemas) on screen, tied to its
// field; success; failure by a real fault (the server stopped); and each form with JavaScript off.

let server: RunningServer;
let browser: Browser;
const env = { PUBLIC_POST_LIMIT_PER_MINUTE: "1000" };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function rows(table: "contact_requests" | "enquiries" | "donation_pledges") {
  const db = openServerDatabase(server);
  try {
    return await db.selectFrom(table).selectAll().orderBy("id", "desc").execute();
  } finally {
    await db.destroy();
  }
}

/** The field shows `message` below it, is marked invalid, and names the message as its description. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  // Read the marker and its message together: a re-submitted form clears and then sets them again.
  const state = async () => {
    const describedBy = await field.getAttribute("aria-describedby");
    return {
      invalid: await field.getAttribute("aria-invalid"),
      message: describedBy ? await page.locator(`[id="${describedBy}"]`).textContent() : null,
    };
  };
  await expect.poll(state, { timeout: 10_000 }).toEqual({ invalid: "true", message });
  const describedBy = await field.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`).isVisible()).resolves.toBe(true);
}

async function expectNoFieldError(field: Locator) {
  await expect(field.getAttribute("aria-invalid")).resolves.toBeNull();
}

async function statusText(page: Page, id: string) {
  const status = page.locator(`#${id}`);
  await status.waitFor({ state: "visible" });
  return (await status.textContent()) ?? "";
}

/** Holds each request to `pattern` for a moment, so the busy state can be seen (the request itself is untouched). */
async function slowDown(page: Page, pattern: RegExp, ms = 600) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe("REQUEST A CALL BACK (footer)", () => {
  it("shows each field's message, including e-mail and phone, then sends and clears", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/Faq`);
    await waitForHydration(page);
    const footer = page.locator(".site-footer");
    const name = footer.getByLabel("Name");
    const email = footer.getByLabel("Email");
    const phone = footer.getByLabel("Phone");
    const submit = footer.getByRole("button", { name: "Submit" });

    await submit.click();
    await expectFieldError(page, name, "Please enter your name");
    await expectFieldError(page, email, "Please enter a valid e-mail address");
    await expectFieldError(page, phone, "Please enter a 10-digit phone number");
    // the spec's asterisk marker stays, next to each label
    await expect(footer.locator(".form-field__marker").count()).resolves.toBe(3);
    await expect
      .poll(() => statusText(page, "callback-status"), { timeout: 10_000 })
      .toBe("Please correct the highlighted fields.");

    await name.fill("   ");
    await email.fill("parent@example");
    await phone.fill("98765");
    await submit.click();
    await expectFieldError(page, name, "Please enter your name");
    await expectFieldError(page, email, "Please enter a valid e-mail address");
    await expectFieldError(page, phone, "Please enter a 10-digit phone number");

    const before = (await rows("contact_requests")).length;
    await name.fill("Lakshmi Menon");
    await email.fill("lakshmi@example.org");
    await phone.fill("9876501234");
    await slowDown(page, /\/api\/contact_us$/);
    await submit.click();
    await expect(footer.getByRole("button", { name: "Sending..." }).isDisabled()).resolves.toBe(true);
    await footer.getByText("Your form has been submitted successfully!").waitFor();
    await expect(submit.isEnabled()).resolves.toBe(true);
    for (const field of [name, email, phone]) {
      await expect(field.inputValue()).resolves.toBe("");
      await expectNoFieldError(field);
    }
    expect(page.url()).toBe(`${server.url}/Faq`);
    const stored = await rows("contact_requests");
    expect(stored.length).toBe(before + 1);
    expect(stored[0]).toMatchObject({
      kind: "callback",
      name: "Lakshmi Menon",
      emailid: "lakshmi@example.org",
      mobilnum: "9876501234",
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works with JavaScript disabled: errors, then success, on the call-back page", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${server.url}/Library`);
    const footer = page.locator(".site-footer");
    await footer.getByLabel("Email").fill("no-js@example");
    await footer.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/forms\/callback$/);
    const main = page.locator("main");
    await expectFieldError(page, main.getByLabel("Name"), "Please enter your name");
    await expectFieldError(page, main.getByLabel("Email"), "Please enter a valid e-mail address");
    await expectFieldError(page, main.getByLabel("Phone"), "Please enter a 10-digit phone number");
    await expect(main.getByLabel("Email").inputValue()).resolves.toBe("no-js@example");

    await main.getByLabel("Name").fill("Farid Khan");
    await main.getByLabel("Email").fill("farid@example.org");
    await main.getByLabel("Phone").fill("9000011111");
    await main.getByRole("button", { name: "Submit" }).click();
    await main.getByText("Your form has been submitted successfully!").waitFor();
    await expect(main.getByLabel("Name").inputValue()).resolves.toBe("");
    expect((await rows("contact_requests"))[0]).toMatchObject({ name: "Farid Khan", mobilnum: "9000011111" });
    await context.close();
  });
});

describe("Contact Us", () => {
  it("shows each field's message, the submitting state, then success and a cleared form", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/ContactUs`);
    await waitForHydration(page);
    const form = page.locator("main form");
    const send = form.getByRole("button", { name: "Send message" });
    await send.click();
    await expectFieldError(page, form.getByLabel("Name"), "Please enter your name");
    await expectFieldError(page, form.getByLabel("Email"), "Please enter a valid e-mail address");
    await expectFieldError(page, form.getByLabel("Subject"), "Please enter a subject");
    await expectFieldError(page, form.getByLabel("Message"), "Please enter your message");

    await form.getByLabel("Name").fill("Priya Nair");
    await form.getByLabel("Email").fill("priya@example.org");
    await form.getByLabel("Subject").fill("Transport");
    await form.getByLabel("Message").fill("Is there a bus from the east side of the city?");
    await slowDown(page, /\/ContactUs\.data/);
    await send.click();
    // The previous status stays until React shows the sending state, so wait for it.
    await expect
      .poll(() => statusText(page, "contact-status"), { timeout: 10_000 })
      .toBe("Submitting your message, please wait...");
    await expect(form.getByLabel("Message").isDisabled()).resolves.toBe(true);
    await expect(send.isDisabled()).resolves.toBe(true);
    await form.getByText("Form submitted successfully!").waitFor();
    await expect(form.getByLabel("Message").isEnabled()).resolves.toBe(true);
    await expect(form.getByLabel("Subject").inputValue()).resolves.toBe("");
    expect((await rows("contact_requests"))[0]).toMatchObject({
      kind: "contact",
      name: "Priya Nair",
      subject: "Transport",
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works with JavaScript disabled on /contact", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    const form = page.locator("main form");
    await form.getByLabel("Name").fill("Joseph D'Souza");
    await form.getByLabel("Email").fill("joseph@example");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    await expectFieldError(page, form.getByLabel("Email"), "Please enter a valid e-mail address");
    await expectFieldError(page, form.getByLabel("Subject"), "Please enter a subject");
    await expect(form.getByLabel("Name").inputValue()).resolves.toBe("Joseph D'Souza");
    await form.getByLabel("Email").fill("joseph@example.org");
    await form.getByLabel("Subject").fill("Fees");
    await form.getByLabel("Message").fill("Please send the fee structure.");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Form submitted successfully!").waitFor();
    expect((await rows("contact_requests"))[0]).toMatchObject({
      name: "Joseph D'Souza",
      message: "Please send the fee structure.",
    });
    await context.close();
  });
});

const enquiryFields = async (form: Locator) => {
  await form.getByLabel("Student name").fill("Arjun Reddy");
  await form.getByLabel("Parent name").fill("Kavitha Reddy");
  await form.getByLabel("Occupation").fill("Doctor");
  await form.getByLabel("Present school").fill("Sample Public School");
  await form.getByLabel("Admission sought for class").fill("7");
  await form.getByLabel("Phone").fill("9345678012");
  await form.getByLabel("Email").fill("kavitha@example.org");
  await form.getByLabel("Address").fill("12 Temple Street");
  await form.getByLabel("Daycare request").check();
  await form.getByLabel("Remarks").fill("Boarding from next year.");
};

describe("Online Enquiry Form", () => {
  it("shows each required field's message, then stores the enquiry and says thank you", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/Onlineenquiryform`);
    await waitForHydration(page);
    const form = page.locator("main form");
    const submit = form.getByRole("button", { name: "Submit enquiry" });
    await submit.click();
    await expectFieldError(page, form.getByLabel("Student name"), "Student name is required");
    await expectFieldError(page, form.getByLabel("Parent name"), "Parent name is required");
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number is required");
    await expectFieldError(page, form.getByLabel("Email"), "Email is required");
    await expectNoFieldError(form.getByLabel("Occupation"));

    await enquiryFields(form);
    await form.getByLabel("Phone").fill("93456");
    await form.getByLabel("Email").fill("kavitha@");
    await submit.click();
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number must be 10 digits");
    await expectFieldError(page, form.getByLabel("Email"), "Invalid email address");
    await expectNoFieldError(form.getByLabel("Student name"));

    await form.getByLabel("Phone").fill("9345678012");
    await form.getByLabel("Email").fill("kavitha@example.org");
    await submit.click();
    await page.waitForURL(/\/SubmittedSuccessfully$/);
    await page.getByText("Thank you for your enquiry.").waitFor();
    expect((await rows("enquiries"))[0]).toMatchObject({
      studentName: "Arjun Reddy",
      parentName: "Kavitha Reddy",
      occupation: "Doctor",
      admissionSought: "7",
      daycareRequest: 1,
      remarks: "Boarding from next year.",
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works with JavaScript disabled", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${server.url}/Onlineenquiryform`);
    const form = page.locator("main form");
    await form.getByLabel("Student name").fill("Nisha");
    await form.getByRole("button", { name: "Submit enquiry" }).click();
    await page.waitForLoadState();
    await expectFieldError(page, form.getByLabel("Parent name"), "Parent name is required");
    await expect(form.getByLabel("Student name").inputValue()).resolves.toBe("Nisha");
    await form.getByLabel("Parent name").fill("Rahul");
    await form.getByLabel("Phone").fill("9000022222");
    await form.getByLabel("Email").fill("rahul@example.org");
    await form.getByRole("button", { name: "Submit enquiry" }).click();
    await page.waitForURL(/\/SubmittedSuccessfully$/);
    await page.getByText("Thank you for your enquiry.").waitFor();
    expect((await rows("enquiries"))[0]).toMatchObject({
      studentName: "Nisha",
      parentName: "Rahul",
      daycareRequest: 0,
    });
    await context.close();
  });
});

describe("Donation", () => {
  it("keeps a running total, refuses 0, checks the donor, then thanks with the pledge number and resets", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/Donate`);
    await waitForHydration(page);
    const form = page.locator("main form");
    const total = form.getByTestId("donation-total");
    await expect(total.textContent()).resolves.toBe("Rs. 0");
    const donate = form.getByRole("button", { name: "Donate" });

    await donate.click();
    await form.getByText("Please choose at least one item to donate.").waitFor();
    await expectFieldError(page, form.getByLabel("Item 1"), "Please choose at least one item to donate.");
    await expectFieldError(page, form.getByLabel("Your name"), "Name is required");
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number is required");
    await expectFieldError(page, form.getByLabel("Email"), "Email is required");

    await form.getByLabel("Item 1").fill("2");
    await expect(total.textContent()).resolves.toBe("Rs. 20");
    await form.getByLabel("Item 4").fill("3");
    await expect(total.textContent()).resolves.toBe("Rs. 140");
    await form.getByLabel("Item 4").fill("");
    await expect(total.textContent()).resolves.toBe("Rs. 20");
    await form.getByLabel("Item 5").fill("1");
    await expect(total.textContent()).resolves.toBe("Rs. 70");

    await form.getByLabel("Your name").fill("Sunita Rao");
    await form.getByLabel("Phone").fill("99001");
    await form.getByLabel("Email").fill("sunita@example");
    await donate.click();
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number must be 10 digits");
    await expectFieldError(page, form.getByLabel("Email"), "Invalid email address");

    await form.getByLabel("Phone").fill("9900112233");
    await form.getByLabel("Email").fill("sunita@example.org");
    await donate.click();
    const thanks = form.getByTestId("pledge-thanks");
    await thanks.waitFor();
    const [pledge] = await rows("donation_pledges");
    expect(pledge).toMatchObject({ donorName: "Sunita Rao", phone: "9900112233", total: 70 });
    await expect(thanks.textContent()).resolves.toContain(`Your pledge number is ${pledge!.id} for a total of Rs. 70.`);
    await expect(thanks.textContent()).resolves.toContain("9000000001");
    await expect(thanks.textContent()).resolves.toContain("9000000002");
    await expect
      .poll(() => statusText(page, "donation-status"), { timeout: 10_000 })
      .toBe("Thank you for your pledge!");
    for (const id of ["1", "2", "3", "4", "5"])
      await expect(form.getByLabel(`Item ${id}`).inputValue()).resolves.toBe("0");
    await expect(total.textContent()).resolves.toBe("Rs. 0");
    await expect(form.getByLabel("Your name").inputValue()).resolves.toBe("");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works with JavaScript disabled, pricing the pledge on the server", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/Donate`);
    const form = page.locator("main form");
    await form.getByLabel("Your name").fill("Imran");
    await form.getByLabel("Phone").fill("9000033333");
    await form.getByLabel("Email").fill("imran@example.org");
    await form.getByRole("button", { name: "Donate" }).click();
    await page.waitForLoadState();
    await form.getByText("Please choose at least one item to donate.").waitFor();
    await expect(form.getByLabel("Your name").inputValue()).resolves.toBe("Imran");

    await form.getByLabel("Item 3").fill("4");
    await form.getByRole("button", { name: "Donate" }).click();
    await page.waitForLoadState();
    const [pledge] = await rows("donation_pledges");
    expect(pledge).toMatchObject({ donorName: "Imran", total: 120 });
    await expect(form.getByTestId("pledge-thanks").textContent()).resolves.toContain(
      `Your pledge number is ${pledge!.id} for a total of Rs. 120.`,
    );
    await context.close();
  });
});

describe("footer visitor counter", () => {
  it("shows the stored count, counting this browser's first visit of the day once", async () => {
    const { page, context } = await openPage(browser);
    const db = openServerDatabase(server);
    const stored = async () =>
      Number((await db.selectFrom("visitor_count").select("count").executeTakeFirstOrThrow()).count);
    try {
      const before = await stored();
      const first = page.waitForResponse(/\/api\/visitor-count$/);
      await page.goto(`${server.url}/Faq`);
      const { count } = (await (await first).json()) as { count: number };
      expect(count).toBe(before + 1);
      const counter = page.getByTestId("visitor-count");
      await expect.poll(async () => Number(await counter.textContent())).toBe(count);
      expect(await stored()).toBe(count);

      // a second page load the same day reads the count without adding to it
      const second = page.waitForResponse(/\/api\/visitor-count$/);
      await page.goto(`${server.url}/Library`);
      await expect((await second).json()).resolves.toEqual({ count });
      await expect.poll(async () => Number(await counter.textContent())).toBe(count);
      expect(await stored()).toBe(count);
    } finally {
      await db.destroy();
    }
    await context.close();
  });
});

describe("accessibility of the forms with their errors showing", () => {
  it.each(["/ContactUs", "/Onlineenquiryform", "/Donate"])(
    "%s and the footer form pass axe at 390 px",
    async (path) => {
      const { page, context } = await openPage(browser, { viewport: PHONE });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.locator("main form button[type=submit]").click();
      await page.locator("main form [aria-invalid=true]").first().waitFor();
      await page.locator(".site-footer").getByRole("button", { name: "Submit" }).click();
      await page.locator(".site-footer [aria-invalid=true]").first().waitFor();
      const axe = await new AxeBuilder({ page }).include("main form").include(".site-footer__callback").analyze();
      expect(axe.passes.length).toBeGreaterThan(5);
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    },
  );
});

describe("when the server fails", () => {
  it("every form shows 'There was an error submitting the form.' and keeps what was typed", async () => {
    const pages = await Promise.all([openPage(browser), openPage(browser), openPage(browser), openPage(browser)]);
    const [footerPage, contactPage, enquiryPage, donatePage] = pages.map((watched) => watched.page) as [
      Page,
      Page,
      Page,
      Page,
    ];
    await Promise.all([
      footerPage.goto(`${server.url}/Holidays`),
      contactPage.goto(`${server.url}/ContactUs`),
      enquiryPage.goto(`${server.url}/Onlineenquiryform`),
      donatePage.goto(`${server.url}/Donate`),
    ]);
    await Promise.all(pages.map(({ page }) => waitForHydration(page)));

    const footer = footerPage.locator(".site-footer");
    await footer.getByLabel("Name").fill("Offline Parent");
    await footer.getByLabel("Email").fill("offline@example.org");
    await footer.getByLabel("Phone").fill("9000044444");
    const contact = contactPage.locator("main form");
    await contact.getByLabel("Name").fill("Offline Parent");
    await contact.getByLabel("Email").fill("offline@example.org");
    await contact.getByLabel("Subject").fill("Hostel");
    await contact.getByLabel("Message").fill("A long message that must not be lost.");
    const enquiry = enquiryPage.locator("main form");
    await enquiryFields(enquiry);
    const donation = donatePage.locator("main form");
    await donation.getByLabel("Item 2").fill("5");
    await donation.getByLabel("Your name").fill("Offline Donor");
    await donation.getByLabel("Phone").fill("9000055555");
    await donation.getByLabel("Email").fill("donor@example.org");

    // A real fault: the server process is gone.
    const database = server.database;
    await server.stop({ keepDatabase: true });
    try {
      await footer.getByRole("button", { name: "Submit" }).click();
      await contact.getByRole("button", { name: "Send message" }).click();
      await enquiry.getByRole("button", { name: "Submit enquiry" }).click();
      await donation.getByRole("button", { name: "Donate" }).click();

      const failure = "There was an error submitting the form.";
      await expect(statusText(footerPage, "callback-status")).resolves.toBe(failure);
      await expect(footer.getByLabel("Phone").inputValue()).resolves.toBe("9000044444");
      await expect(statusText(contactPage, "contact-status")).resolves.toBe(failure);
      await expect(contact.getByLabel("Message").inputValue()).resolves.toBe("A long message that must not be lost.");
      await expect(contact.getByLabel("Message").isEnabled()).resolves.toBe(true);
      await expect(statusText(enquiryPage, "enquiry-status")).resolves.toBe(failure);
      await expect(enquiry.getByLabel("Remarks").inputValue()).resolves.toBe("Boarding from next year.");
      await expect(enquiry.getByLabel("Daycare request").isChecked()).resolves.toBe(true);
      expect(enquiryPage.url()).toMatch(/\/Onlineenquiryform$/);
      await expect(statusText(donatePage, "donation-status")).resolves.toBe(failure);
      await expect(donation.getByLabel("Item 2").inputValue()).resolves.toBe("5");
      await expect(donation.getByTestId("donation-total").textContent()).resolves.toBe("Rs. 100");
      // no page fell over to the error screen
      for (const { page } of pages) await expect(page.getByText("Something went wrong").count()).resolves.toBe(0);
    } finally {
      await Promise.all(pages.map(({ context }) => context.close()));
      server = await startServer({ env, database });
    }
  });
});
