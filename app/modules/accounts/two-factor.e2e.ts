import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { signInAs } from "../../../test/harness/admin";
import { expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

/** A code for the next 30-second step: the current one is spent once enrolment is confirmed. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithPassword(page: Page, serverUrl: string, userid: string, password: string) {
  await page.goto(`${serverUrl}/Login`);
  await waitForHydration(page);
  await page.getByLabel("User ID").fill(userid);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/Login/);
}

/** Opens the set-up from /welcome/account, reads the key from the page's text fallback and confirms a code. */
async function enrol(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole("link", { name: "Two-factor sign-in", exact: true }).click();
  await expect(page).toHaveURL(/\/welcome\/account\/two-factor$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code to add this site to an authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const confirm = page.getByRole("form", { name: "Confirm two-factor sign-in" });
  await confirm.getByLabel("Code from the app").fill("000000");
  await confirm.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(confirm.getByText("That code is not right, or was already used. Try the newest code.")).toBeVisible();

  await confirm.getByLabel("Code from the app").fill(await generate({ secret }));
  await confirm.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on. Keep these recovery codes")).toBeVisible();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await list.getByRole("listitem").allInnerTexts()).map((text) => text.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  return { secret, recoveryCodes };
}

// One account goes through the whole journey in order: later steps need the earlier ones' state.
test.describe.configure({ mode: "serial" });

test.describe("two-factor sign-in in Chromium", () => {
  let secret = "";
  let recoveryCodes: string[] = [];

  test("enrols at /welcome/account, signs out, and signs in again with a code from the app", async ({
    adminPage,
    admin,
    server,
  }) => {
    const { page, consoleErrors } = await adminPage();
    await page.goto(`${server.url}/welcome/account`);
    await waitForHydration(page);
    ({ secret, recoveryCodes } = await enrol(page));
    await page.getByRole("link", { name: "Done: go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await signOut(page);

    await signInWithPassword(page, server.url, admin.userid, admin.password);
    await expect(page).toHaveURL(/\/Login\/two-factor\?redirectTo=%2Fwelcome$/);
    await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    await expect(page.getByText(`Signing in as ${admin.userid}`)).toBeVisible();
    // The half-finished sign-in opens nothing.
    await page.goto(`${server.url}/welcome/students`);
    await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fwelcome%2Fstudents/);
    await page.goBack();
    await expect(page).toHaveURL(/\/Login\/two-factor/);
    await waitForHydration(page);

    await page.getByLabel("Code").fill("123456");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#code-error")).toHaveText(
      "That code is not right, or was already used. Try the newest code.",
    );
    await page.getByLabel("Code").fill(await nextCode(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText("Signed in as")).toContainText("Test admin");
    expect(consoleErrors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
  });

  test("signs in with a recovery code, which then no longer works", async ({ openPage, admin, server }) => {
    expect(recoveryCodes).toHaveLength(10);
    const { page } = await openPage({ viewport: PHONE });
    await signInWithPassword(page, server.url, admin.userid, admin.password);
    await expect(page).toHaveURL(/\/Login\/two-factor/);
    // Typed the way people copy codes: upper case, with spaces around.
    await page.getByLabel("Code").fill(` ${recoveryCodes[0].toUpperCase()} `);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto(`${server.url}/welcome/account/two-factor`);
    await expect(page.getByText("9 of 10 recovery codes are unused.")).toBeVisible();
    await waitForHydration(page);
    await signOut(page);

    await signInWithPassword(page, server.url, admin.userid, admin.password);
    await expect(page).toHaveURL(/\/Login\/two-factor/);
    await waitForHydration(page);
    await page.getByLabel("Code").fill(recoveryCodes[0]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("#code-error")).toHaveText(
      "That code is not right, or was already used. Try the newest code.",
    );
    await expect(page).toHaveURL(/\/Login\/two-factor/);
    // Another unused one still works.
    await page.getByLabel("Code").fill(recoveryCodes[1]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test("an administrator requiring two-factor sends a non-enrolled administrator to enrolment", async ({
    admin,
    server,
    openPage,
  }) => {
    // The written session ended at the first sign-out: sign in again (a TOTP step may be spent, so a recovery code).
    const { page } = await openPage();
    await signInWithPassword(page, server.url, admin.userid, admin.password);
    await expect(page).toHaveURL(/\/Login\/two-factor/);
    await page.getByLabel("Code").fill(recoveryCodes[2]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto(`${server.url}/welcome/account/two-factor`);
    await waitForHydration(page);
    const rule = page.getByRole("form", { name: "Rule for administrators" });
    await rule.getByLabel(/Administrators must use two-factor sign-in/).check();
    await rule.getByRole("button", { name: "Save the rule" }).click();
    await expect(page.getByText("Every administrator must now use two-factor sign-in.")).toBeVisible();
    await expect(rule.getByLabel(/Administrators must use two-factor sign-in/)).toBeChecked();

    const other = await signInAs(server, "admin", "second.admin");
    const second = (await openPage()).page;
    await signInWithPassword(second, server.url, other.userid, other.password);
    await expect(second).toHaveURL(/\/welcome\/account\/two-factor$/);
    await expect(
      second.getByRole("alert").filter({ hasText: "Administrators must use two-factor sign-in on this site." }),
    ).toHaveText("Administrators must use two-factor sign-in on this site. Set it up to go on to the dashboard.");
    // Every other dashboard address sends this administrator back, until the set-up is done.
    await second.goto(`${server.url}/welcome/students`);
    await expect(second).toHaveURL(/\/welcome\/account\/two-factor$/);
    await second.goto(`${server.url}/welcome/account`);
    await waitForHydration(second);
    await expect(second).toHaveURL(/\/welcome\/account\/two-factor$/);
    await second.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const key = (await second.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    const confirm = second.getByRole("form", { name: "Confirm two-factor sign-in" });
    await confirm.getByLabel("Code from the app").fill(await generate({ secret: key }));
    await confirm.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(second.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await second.goto(`${server.url}/welcome/students`);
    await expect(second).toHaveURL(/\/welcome\/students$/);
  });
});
