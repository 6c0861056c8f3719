import { readFileSync } from "node:fs";
import { openServerDatabase } from "../../../test/harness/admin";
import { eventually } from "../../../test/harness/smtp";
import { expect, PHONE, mailTest as test, waitForHydration } from "../../../e2e/fixtures";

// A clerk's day in the help desk (search, open, assign, note, reply, done, export) and a forgotten
// password reset through the e-mailed link, in Chromium, with a real SMTP server on a loopback port.

test.describe.configure({ mode: "serial" });

const postJson = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ reference: string }>);

test.describe("the help desk", () => {
  test("finds an enquiry, assigns it, notes, replies by e-mail, marks it done and exports the list", async ({
    adminPage,
    server,
    smtp,
  }) => {
    const { reference } = await postJson(server.url, "/api/enquiries", {
      studentName: "Anaya",
      parentName: "Lakshmi Iyer",
      phone: "9812345678",
      email: "lakshmi@example.org",
      daycareRequest: false,
      remarks: "Is there a hostel for girls?",
    });
    await postJson(server.url, "/api/contact_us", { name: "Dev", emailid: "dev@example.org", mobilnum: "9700000001" });
    const { page, consoleErrors } = await adminPage();
    await page.goto(`${server.url}/welcome`);
    await waitForHydration(page);
    await expect(page.locator(".dashboard-section__badge").first()).toContainText("2");

    await page.goto(`${server.url}/welcome/inbox`);
    // A search that finds nothing says so and leads back to the whole list.
    await page.getByLabel("Search", { exact: true }).fill("no such words");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.locator(".help-desk-empty")).toHaveText("Nothing matches “no such words”. Clear the search");
    await page.getByRole("link", { name: "Clear the search" }).click();
    await expect(page.locator(".help-desk-item")).toHaveCount(2);
    await page.getByLabel("Search", { exact: true }).fill("hostel");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.locator(".help-desk-item")).toHaveCount(1);
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { name: new RegExp(reference) })).toBeVisible();
    await expect(page.getByRole("link", { name: "lakshmi@example.org" })).toHaveAttribute(
      "href",
      /^mailto:lakshmi@example\.org/,
    );

    await page.getByLabel("Assigned to").selectOption({ label: "Test admin" });
    await page.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText(`${reference} is assigned to Test admin.`)).toBeVisible();

    await page.getByLabel("Note (only the office sees it)").fill("Called back; visiting on Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(page.locator(".item-history").getByText("Called back; visiting on Monday.")).toBeVisible();

    await page.getByRole("button", { name: "Send reply" }).click();
    // The message under the field, and the error summary's link to it.
    await expect(page.locator(".field-error", { hasText: "Write the reply first" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write the reply first" })).toHaveAttribute("href", "#help-desk-body");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Dear Lakshmi,\n\nyes, we have a girls' hostel. See you on Monday.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply to lakshmi@example.org queued")).toBeVisible();
    const reply = await eventually(
      () => smtp.received.find((mail) => mail.subject?.includes(reference) && mail.text?.includes("girls' hostel")),
      "the reply e-mail",
    );
    expect(reply.envelopeTo).toEqual(["lakshmi@example.org"]);

    await page.getByLabel("Status").selectOption("done");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText(`${reference} is now done.`)).toBeVisible();

    await page.goto(`${server.url}/welcome/inbox?status=done`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv).toContain(reference);
    expect(csv).not.toContain("Dev");
    // The empty reply is refused with a 400 on purpose; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
  });

  test("reads well on a phone", async ({ adminPage, server }) => {
    const { page } = await adminPage({ viewport: PHONE });
    await page.goto(`${server.url}/welcome/inbox`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("a forgotten password", () => {
  test("is reset through the e-mailed link, which then stops working", async ({ openPage, admin, server, smtp }) => {
    const db = openServerDatabase(server);
    try {
      await db.updateTable("admin_users").set({ email: "clerk@example.org" }).where("id", "=", admin.userId).execute();
    } finally {
      await db.destroy();
    }
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("User ID or e-mail").fill("clerk@example.org");
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByText("a link to set a new password is on its way")).toBeVisible();
    const mail = await eventually(
      () => smtp.received.find((m) => m.envelopeTo.includes("clerk@example.org")),
      "the reset e-mail",
    );
    const link = mail.text!.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)![0];

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("the clerk's new password");
    await page.getByLabel("Repeat the new password").fill("the clerk's new password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("Your password has been changed")).toBeVisible();
    await page.getByRole("link", { name: "Sign in with the new password" }).click();
    await waitForHydration(page);
    await page.getByLabel("User ID").fill(admin.userid);
    await page.getByLabel("Password").fill("the clerk's new password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/welcome/);

    await page.goto(link);
    await expect(page.getByText("This link does not work any more")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
