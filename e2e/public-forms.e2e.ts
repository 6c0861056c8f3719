import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { openServerDatabase } from "../test/harness/admin";
import type { RunningServer } from "../test/harness/server";
import { pageScripts } from "../test/harness/browser";
import { expect, expectNoReact, PHONE, test, waitForHydration } from "./fixtures";

// Every public form in Chromium: each message of the spec (and of our schemas) on screen, tied to its
// field; success; failure by a real fault (the server stopped); and each form with JavaScript off.

// Each test reads back only what it stored itself, so the tests may spread over the workers (each worker has its own
// server for this file; a test that stops it leaves the next one to start it again on the same database).
test.describe.configure({ mode: "parallel" });
test.use({ serverEnv: { PUBLIC_POST_LIMIT_PER_MINUTE: "1000" } });

async function rows(server: RunningServer, table: "contact_requests" | "enquiries" | "donation_pledges") {
  const db = openServerDatabase(server);
  try {
    return await db.selectFrom(table).selectAll().orderBy("id", "desc").execute();
  } finally {
    await db.destroy();
  }
}

/** The help desk's reference told to the sender of a stored form. */
async function inboxReference(server: RunningServer, kind: "pledge" | "enquiry" | "callback" | "contact", id: number) {
  const db = openServerDatabase(server);
  try {
    const row = await db
      .selectFrom("inbox_items")
      .select("reference")
      .where("kind", "=", kind)
      .where("source_id", "=", id)
      .executeTakeFirstOrThrow();
    return row.reference;
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
  await expect.poll(state).toEqual({ invalid: "true", message });
  const describedBy = await field.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
}

async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid");
}

/** The status line `#id`, once shown, has exactly `text`. */
async function expectStatus(page: Page, id: string, text: string) {
  await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator(`#${id}`)).toHaveText(text);
}

/**
 * Holds requests to `pattern` until `release()`, so the busy state can be checked while the request is under way
 * (the request itself is untouched).
 */
async function holdRequests(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test("the form pages ship no React, only their own small modules", async ({ openPage, server }) => {
  const { page, consoleErrors } = await openPage();
  const modules: Record<string, string[]> = {
    "/ContactUs": ["contact-form"],
    "/contact": ["contact-form"],
    "/Onlineenquiryform": ["enquiry-form"],
    "/Donate": ["donation-form", "donation-total"],
    "/Alumniregistration": ["registration-form"],
  };
  for (const [path, own] of Object.entries(modules)) {
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    await expectNoReact(page);
    const scripts = (await pageScripts(page)).map((src) => /behaviour-([\w-]+?)-[\w-]{8}\.js$/.exec(src)?.[1]);
    for (const name of ["site", ...own]) expect(scripts, path).toContain(name);
    // No other page's form module.
    const forms = ["contact-form", "enquiry-form", "donation-form", "donation-total", "registration-form"];
    expect(
      scripts.filter((name) => forms.includes(name ?? "") && !own.includes(name!)),
      path,
    ).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe("REQUEST A CALL BACK (footer)", () => {
  test("shows each field's message, including e-mail and phone, then sends and clears", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Faq`);
    await waitForHydration(page);
    await expectNoReact(page);
    const footer = page.locator(".site-footer");
    const name = footer.getByLabel("Name");
    const email = footer.getByLabel("Email");
    const phone = footer.getByLabel("Phone");
    const submit = footer.getByRole("button", { name: "Submit" });

    await submit.click();
    await expectFieldError(page, name, "Please enter your name");
    await expectFieldError(page, email, "Please enter a valid e-mail address");
    await expectFieldError(page, phone, "Please enter your phone number");
    // the spec's asterisk marker stays, next to each label
    await expect(footer.locator(".form-field__marker")).toHaveCount(3);
    await expectStatus(page, "callback-status", "Please correct the highlighted fields.");

    await name.fill("   ");
    await email.fill("parent@example");
    await phone.fill("98765");
    await submit.click();
    await expectFieldError(page, name, "Please enter your name");
    await expectFieldError(page, email, "Please enter a valid e-mail address");
    await expectFieldError(
      page,
      phone,
      "This phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );

    const before = (await rows(server, "contact_requests")).length;
    await name.fill("Lakshmi Menon");
    await email.fill("lakshmi@example.org");
    await phone.fill("9876501234");
    const held = await holdRequests(page, /\/forms\/callback$/);
    await submit.click();
    await expect(footer.getByRole("button", { name: "Sending..." })).toBeDisabled();
    held.release();
    await expect(footer.getByText("Your form has been submitted successfully!")).toBeVisible();
    await expect(submit).toBeEnabled();
    for (const field of [name, email, phone]) {
      await expect(field).toHaveValue("");
      await expectNoFieldError(field);
    }
    expect(page.url()).toBe(`${server.url}/Faq`);
    const stored = await rows(server, "contact_requests");
    expect(stored.length).toBe(before + 1);
    expect(stored[0]).toMatchObject({
      kind: "callback",
      name: "Lakshmi Menon",
      emailid: "lakshmi@example.org",
      mobilnum: "+919876501234",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("on a page with React (/Login) the component runs the same enhancer: checks, then sends in place", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    const footer = page.locator(".site-footer");
    const name = footer.getByLabel("Name");
    await footer.getByLabel("Phone").fill("123");
    await footer.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(page, name, "Please enter your name");
    await expectFieldError(
      page,
      footer.getByLabel("Phone"),
      "This phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );
    await name.fill("Ravi Kumar");
    await footer.getByLabel("Email").fill("ravi@example.org");
    await footer.getByLabel("Phone").fill("9876501299");
    await footer.getByRole("button", { name: "Submit" }).click();
    await expect(footer.getByText("Your form has been submitted successfully!")).toBeVisible();
    await expect(name).toHaveValue("");
    expect(page.url()).toBe(`${server.url}/Login`);
    expect((await rows(server, "contact_requests"))[0]).toMatchObject({
      name: "Ravi Kumar",
      mobilnum: "+919876501299",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("works with JavaScript disabled: errors, then success, on the call-back page", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${server.url}/Library`);
    const footer = page.locator(".site-footer");
    await footer.getByLabel("Email").fill("no-js@example");
    await footer.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/forms\/callback$/);
    const main = page.locator("main");
    await expectFieldError(page, main.getByLabel("Name"), "Please enter your name");
    await expectFieldError(page, main.getByLabel("Email"), "Please enter a valid e-mail address");
    await expectFieldError(page, main.getByLabel("Phone"), "Please enter your phone number");
    await expect(main.getByLabel("Email")).toHaveValue("no-js@example");

    await main.getByLabel("Name").fill("Farid Khan");
    await main.getByLabel("Email").fill("farid@example.org");
    await main.getByLabel("Phone").fill("9000011111");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Your form has been submitted successfully!")).toBeVisible();
    await expect(main.getByLabel("Name")).toHaveValue("");
    expect((await rows(server, "contact_requests"))[0]).toMatchObject({
      name: "Farid Khan",
      mobilnum: "+919000011111",
    });
  });
});

test.describe("Contact Us", () => {
  test("shows each field's message, the submitting state, then success and a cleared form", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/ContactUs`);
    await waitForHydration(page);
    await expectNoReact(page);
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
    const held = await holdRequests(page, /\/ContactUs$/);
    await send.click();
    // The previous status stays until the form's script shows the sending state, so wait for it.
    await expectStatus(page, "contact-status", "Submitting your message, please wait...");
    await expect(form.getByLabel("Message")).toBeDisabled();
    await expect(send).toBeDisabled();
    held.release();
    await expect(form.getByText("Form submitted successfully!")).toBeVisible();
    await expect(form.getByLabel("Message")).toBeEnabled();
    await expect(form.getByLabel("Subject")).toHaveValue("");
    expect((await rows(server, "contact_requests"))[0]).toMatchObject({
      kind: "contact",
      name: "Priya Nair",
      subject: "Transport",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("works with JavaScript disabled on /contact", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    const form = page.locator("main form");
    await form.getByLabel("Name").fill("Joseph D'Souza");
    await form.getByLabel("Email").fill("joseph@example");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState();
    await expectFieldError(page, form.getByLabel("Email"), "Please enter a valid e-mail address");
    await expectFieldError(page, form.getByLabel("Subject"), "Please enter a subject");
    await expect(form.getByLabel("Name")).toHaveValue("Joseph D'Souza");
    await form.getByLabel("Email").fill("joseph@example.org");
    await form.getByLabel("Subject").fill("Fees");
    await form.getByLabel("Message").fill("Please send the fee structure.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Form submitted successfully!")).toBeVisible();
    expect((await rows(server, "contact_requests"))[0]).toMatchObject({
      name: "Joseph D'Souza",
      message: "Please send the fee structure.",
    });
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

test.describe("Online Enquiry Form", () => {
  test("shows each required field's message, then stores the enquiry and says thank you", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Onlineenquiryform`);
    await waitForHydration(page);
    await expectNoReact(page);
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
    await expectFieldError(
      page,
      form.getByLabel("Phone"),
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );
    await expectFieldError(page, form.getByLabel("Email"), "Invalid email address");
    await expectNoFieldError(form.getByLabel("Student name"));

    await form.getByLabel("Phone").fill("9345678012");
    await form.getByLabel("Email").fill("kavitha@example.org");
    await submit.click();
    await expect(page).toHaveURL(/\/SubmittedSuccessfully$/);
    await expect(page.getByText("Thank you for your enquiry.")).toBeVisible();
    const [enquiry] = await rows(server, "enquiries");
    // The one-time reference reaches the page the reader is shown (the script's fetch of it does not use it up).
    await expect(page.locator(".reference-number")).toHaveText(await inboxReference(server, "enquiry", enquiry!.id));
    expect(enquiry).toMatchObject({
      studentName: "Arjun Reddy",
      parentName: "Kavitha Reddy",
      occupation: "Doctor",
      admissionSought: "7",
      daycareRequest: 1,
      remarks: "Boarding from next year.",
    });
    expect(consoleErrors).toEqual([]);
  });

  test("works with JavaScript disabled", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${server.url}/Onlineenquiryform`);
    const form = page.locator("main form");
    await form.getByLabel("Student name").fill("Nisha");
    await form.getByRole("button", { name: "Submit enquiry" }).click();
    await page.waitForLoadState();
    await expectFieldError(page, form.getByLabel("Parent name"), "Parent name is required");
    await expect(form.getByLabel("Student name")).toHaveValue("Nisha");
    await form.getByLabel("Parent name").fill("Rahul");
    await form.getByLabel("Phone").fill("9000022222");
    await form.getByLabel("Email").fill("rahul@example.org");
    await form.getByRole("button", { name: "Submit enquiry" }).click();
    await expect(page).toHaveURL(/\/SubmittedSuccessfully$/);
    await expect(page.getByText("Thank you for your enquiry.")).toBeVisible();
    expect((await rows(server, "enquiries"))[0]).toMatchObject({
      studentName: "Nisha",
      parentName: "Rahul",
      daycareRequest: 0,
    });
  });
});

test.describe("Donation", () => {
  test("keeps a running total, refuses 0, checks the donor, then thanks with the reference and resets", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Donate`);
    await waitForHydration(page);
    await expectNoReact(page);
    const form = page.locator("main form");
    const total = form.getByTestId("donation-total");
    await expect(total).toHaveText("Rs. 0");
    const donate = form.getByRole("button", { name: "Donate" });

    await donate.click();
    await expect(
      form.locator("p.field-error", { hasText: "Please choose at least one item to donate." }),
    ).toBeVisible();
    await expectFieldError(page, form.getByLabel("A set of notebooks"), "Please choose at least one item to donate.");
    await expectFieldError(page, form.getByLabel("Your name"), "Name is required");
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number is required");
    await expectFieldError(page, form.getByLabel("Email"), "Email is required");

    await form.getByLabel("A set of notebooks").fill("2");
    await expect(total).toHaveText("Rs. 1,200");
    await form.getByLabel("A computer-lab hour").fill("3");
    await expect(total).toHaveText("Rs. 5,700");
    await form.getByLabel("A computer-lab hour").fill("");
    await expect(total).toHaveText("Rs. 1,200");
    await form.getByLabel("A tree for the campus").fill("1");
    await expect(total).toHaveText("Rs. 2,200");

    await form.getByLabel("Your name").fill("Sunita Rao");
    await form.getByLabel("Phone").fill("99001");
    await form.getByLabel("Email").fill("sunita@example");
    await donate.click();
    await expectFieldError(
      page,
      form.getByLabel("Phone"),
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );
    await expectFieldError(page, form.getByLabel("Email"), "Invalid email address");

    await form.getByLabel("Phone").fill("9900112233");
    await form.getByLabel("Email").fill("sunita@example.org");
    await donate.click();
    const thanks = form.getByTestId("pledge-thanks");
    await expect(thanks).toBeVisible();
    const [pledge] = await rows(server, "donation_pledges");
    expect(pledge).toMatchObject({ donorName: "Sunita Rao", phone: "+919900112233", total: 2200 });
    const reference = await inboxReference(server, "pledge", pledge!.id);
    // One number for one pledge, called its reference everywhere.
    await expect(thanks).toContainText(`Your reference is ${reference} for a total of Rs. 2,200.`);
    await expect(thanks).toContainText("quote your reference");
    await expect(thanks).not.toContainText("pledge number");
    await expect(thanks).toContainText("+91 90000 00001");
    await expect(thanks).toContainText("+91 90000 00002");
    await expectStatus(page, "donation-status", `Thank you for your pledge! Your reference is ${reference}.`);
    await expect(page.locator("#donation-status")).toBeFocused();
    for (const name of [
      "A set of notebooks",
      "A library book",
      "A bench",
      "A computer-lab hour",
      "A tree for the campus",
    ])
      await expect(form.getByLabel(name)).toHaveValue("0");
    await expect(total).toHaveText("Rs. 0");
    await expect(form.getByLabel("Your name")).toHaveValue("");
    expect(consoleErrors).toEqual([]);
  });

  test("works with JavaScript disabled, pricing the pledge on the server", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/Donate`);
    const form = page.locator("main form");
    await form.getByLabel("Your name").fill("Imran");
    await form.getByLabel("Phone").fill("9000033333");
    await form.getByLabel("Email").fill("imran@example.org");
    await form.getByRole("button", { name: "Donate" }).click();
    await page.waitForLoadState();
    await expect(
      form.locator("p.field-error", { hasText: "Please choose at least one item to donate." }),
    ).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveValue("Imran");

    await form.getByLabel("A bench").fill("4");
    await form.getByRole("button", { name: "Donate" }).click();
    await expect(form.getByTestId("pledge-thanks")).toBeVisible();
    const [pledge] = await rows(server, "donation_pledges");
    expect(pledge).toMatchObject({ donorName: "Imran", total: 24000 });
    const reference = await inboxReference(server, "pledge", pledge!.id);
    await expect(form.getByTestId("pledge-thanks")).toContainText(
      `Your reference is ${reference} for a total of Rs. 24,000.`,
    );
  });
});

test.describe("accessibility of the forms with their errors showing", () => {
  for (const path of ["/ContactUs", "/Onlineenquiryform", "/Donate"]) {
    test(`${path} and the footer form pass axe at 390 px`, async ({ openPage, server }) => {
      const { page } = await openPage({ viewport: PHONE });
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      await page.locator("main form button[type=submit]").click();
      await expect(page.locator("main form [aria-invalid=true]").first()).toBeVisible();
      await page.locator(".site-footer").getByRole("button", { name: "Submit" }).click();
      await expect(page.locator(".site-footer [aria-invalid=true]").first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).include("main form").include(".site-footer__callback").analyze();
      expect(axe.passes.length).toBeGreaterThan(5);
      expect(
        axe.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("when the server fails", () => {
  test("every form shows 'There was an error submitting the form.' and keeps what was typed", async ({
    openPage,
    server,
  }) => {
    const pages = await Promise.all([openPage(), openPage(), openPage(), openPage()]);
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
    for (const { page } of pages) await expectNoReact(page);

    const footer = footerPage.locator(".site-footer");
    // The footer form's checks are fetched when the form is first used; offline they must be there.
    const formReady = footerPage.waitForResponse((response) => /\/assets\/callback-check.*\.js$/.test(response.url()));
    await footer.getByLabel("Name").fill("Offline Parent");
    await formReady;
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
    await donation.getByLabel("A library book").fill("5");
    await donation.getByLabel("Your name").fill("Offline Donor");
    await donation.getByLabel("Phone").fill("9000055555");
    await donation.getByLabel("Email").fill("donor@example.org");

    // A real fault: the server process is gone.
    // (The next test of this file, if any, gets the server back on the same database.)
    await server.stop({ keepDatabase: true });
    await footer.getByRole("button", { name: "Submit" }).click();
    await contact.getByRole("button", { name: "Send message" }).click();
    await enquiry.getByRole("button", { name: "Submit enquiry" }).click();
    await donation.getByRole("button", { name: "Donate" }).click();

    const failure = "There was an error submitting the form.";
    await expectStatus(footerPage, "callback-status", failure);
    await expect(footer.getByLabel("Phone")).toHaveValue("9000044444");
    await expectStatus(contactPage, "contact-status", failure);
    await expect(contact.getByLabel("Message")).toHaveValue("A long message that must not be lost.");
    await expect(contact.getByLabel("Message")).toBeEnabled();
    await expectStatus(enquiryPage, "enquiry-status", failure);
    await expect(enquiry.getByLabel("Remarks")).toHaveValue("Boarding from next year.");
    await expect(enquiry.getByLabel("Daycare request")).toBeChecked();
    expect(enquiryPage.url()).toMatch(/\/Onlineenquiryform$/);
    await expectStatus(donatePage, "donation-status", failure);
    await expect(donation.getByLabel("A library book")).toHaveValue("5");
    await expect(donation.getByTestId("donation-total")).toHaveText("Rs. 2,000");
    // no page fell over to the error screen
    for (const { page } of pages) await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
});
