import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../test/harness/admin";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";
import { eventually, startSmtpServer, type TestSmtpServer } from "../test/harness/smtp";

// A clerk's day in the help desk (search, open, assign, note, reply, done, export) and a forgotten
// password reset through the e-mailed link, in Chromium, with a real SMTP server.

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([
    startServer({ env: { SEED_SAMPLE_CONTENT: "false", SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.5" } }),
    launchBrowser(),
  ]);
  admin = await signInAs(server, "admin", "office-clerk");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

async function signedInPage(viewport = DESKTOP) {
  const watched = await openPage(browser, { viewport });
  const [name, value] = admin.cookie.split("=");
  await watched.context.addCookies([{ name, value, url: server.url }]);
  return watched;
}

const postJson = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ reference: string }>);

describe("the help desk", () => {
  it("finds an enquiry, assigns it, notes, replies by e-mail, marks it done and exports the list", async () => {
    const { reference } = await postJson("/api/enquiries", {
      studentName: "Anaya",
      parentName: "Lakshmi Iyer",
      phone: "9812345678",
      email: "lakshmi@example.org",
      daycareRequest: false,
      remarks: "Is there a hostel for girls?",
    });
    await postJson("/api/contact_us", { name: "Dev", emailid: "dev@example.org", mobilnum: "9700000001" });
    const { page, context, consoleErrors } = await signedInPage();
    await page.goto(`${server.url}/welcome`);
    await waitForHydration(page);
    await expect(page.locator(".dashboard-section__badge").first().textContent()).resolves.toContain("2");

    await page.goto(`${server.url}/welcome/inbox`);
    await page.getByLabel("Search", { exact: true }).fill("hostel");
    await page.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => page.locator(".help-desk-item").count()).toBe(1);
    await page.getByRole("link", { name: reference }).click();
    await page.getByRole("heading", { name: new RegExp(reference) }).waitFor();
    await expect(page.getByRole("link", { name: "lakshmi@example.org" }).getAttribute("href")).resolves.toContain(
      "mailto:lakshmi@example.org",
    );

    await page.getByLabel("Assigned to").selectOption({ label: "Test admin" });
    await page.getByRole("button", { name: "Assign" }).click();
    await page.getByText(`${reference} is assigned to Test admin.`).waitFor();

    await page.getByLabel("Note (only the office sees it)").fill("Called back; visiting on Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added.").waitFor();
    await page.locator(".item-history").getByText("Called back; visiting on Monday.").waitFor();

    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Write the reply first").waitFor();
    await page
      .getByLabel("Message", { exact: true })
      .fill("Dear Lakshmi,\n\nyes, we have a girls' hostel. See you on Monday.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply to lakshmi@example.org queued").waitFor();
    const reply = await eventually(
      () => smtp.received.find((mail) => mail.subject?.includes(reference) && mail.text?.includes("girls' hostel")),
      "the reply e-mail",
    );
    expect(reply.envelopeTo).toEqual(["lakshmi@example.org"]);

    await page.getByLabel("Status").selectOption("done");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByText(`${reference} is now done.`).waitFor();

    await page.goto(`${server.url}/welcome/inbox?status=done`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, "utf8");
    expect(csv).toContain(reference);
    expect(csv).not.toContain("Dev");
    // The empty reply is refused with a 400 on purpose; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await context.close();
  });

  it("reads well on a phone", async () => {
    const { page, context } = await signedInPage(PHONE);
    await page.goto(`${server.url}/welcome/inbox`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe("a forgotten password", () => {
  it("is reset through the e-mailed link, which then stops working", async () => {
    const db = openServerDatabase(server);
    try {
      await db.updateTable("admin_users").set({ email: "clerk@example.org" }).where("id", "=", admin.userId).execute();
    } finally {
      await db.destroy();
    }
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("User ID or e-mail").fill("clerk@example.org");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText("a link to set a new password is on its way").waitFor();
    const mail = await eventually(
      () => smtp.received.find((m) => m.envelopeTo.includes("clerk@example.org")),
      "the reset e-mail",
    );
    const link = mail.text!.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)![0];

    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("the clerk's new password");
    await page.getByLabel("Repeat the new password").fill("the clerk's new password");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.getByText("Your password has been changed").waitFor();
    await page.getByRole("link", { name: "Sign in with the new password" }).click();
    await page.getByLabel("User ID").fill("office-clerk");
    await page.getByLabel("Password").fill("the clerk's new password");
    await page.getByRole("button", { name: /sign in|login/i }).click();
    await page.waitForURL(/\/welcome/);

    await page.goto(link);
    await page.getByText("This link does not work any more").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
