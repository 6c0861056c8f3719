import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE, waitForHydration } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";

const ADMIN = { userid: "office", password: "first admin password" };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { ADMIN_USER: ADMIN.userid, ADMIN_PASSWORD: ADMIN.password } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("administrator sign-in in Chromium", () => {
  it("signs in through /Login, shows 'Successfully logged in', lands on /welcome, signs out, and Back does not show the dashboard", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("status").getByText("Successfully logged in").waitFor();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole("heading", { level: 1, name: "Welcome" }).waitFor();
    await expect(page.getByText("Signed in as").textContent()).resolves.toContain("office");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/Login/);
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();

    await page.goBack();
    // The dashboard's data is fetched again (never cached) and the guard sends the browser back to /Login.
    await page.waitForURL(/\/Login\?redirectTo=%2Fwelcome/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "Logout" }).count()).resolves.toBe(0);
    // The session is gone server-side too.
    const me = await page.evaluate(async () => (await fetch("/api/me")).status);
    expect(me).toBe(401);
    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
    await context.close();
  });

  it("checks fields in the browser and says 'Invalid username or password' for a wrong password", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    await page.getByLabel("User ID").fill("   ");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator("#userid-error").textContent()).resolves.toBe("User ID is required");
    await expect(page.locator("#password-error").textContent()).resolves.toBe("Password must be at least 6 characters");
    await expect(page.getByLabel("User ID").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByLabel("User ID").getAttribute("aria-describedby")).resolves.toBe("userid-error");

    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("status").getByText("Invalid username or password").waitFor();
    expect(new URL(page.url()).pathname).toBe("/Login");

    // The call itself fails (network down): the spec's other message.
    await page.route("**/api/login", (route) => route.abort());
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("status").getByText("Error logging in, please try again").waitFor();
    await page.unroute("**/api/login");
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });

  it("works without JavaScript and returns to the page the user was going to", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/welcome?panel=change-password`);
    expect(new URL(page.url()).pathname).toBe("/Login");
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/welcome\?panel=change-password$/);
    await expect(page.getByRole("heading", { name: "Change password" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("lets an admin add an editor in the Users panel; the editor does not see it", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/Login?redirectTo=${encodeURIComponent("/welcome?panel=users")}`);
    await waitForHydration(page);
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/panel=users/);
    await page.getByRole("list", { name: "Accounts" }).locator(".account-card__id", { hasText: "office" }).waitFor();

    const form = page.getByRole("form", { name: "Add a user" });
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(page.locator("#new-userid-error").textContent()).resolves.toBe("User ID is required");
    await form.getByLabel("User ID").fill("gallery.editor");
    await form.getByLabel("Display name").fill("Gallery Editor");
    await form.getByLabel("Password (at least 12 characters)").fill("quiet orchard lamp");
    await form.getByRole("button", { name: "Add user" }).click();
    await form.getByRole("status").getByText("Account gallery.editor added.").waitFor();
    await page
      .getByRole("list", { name: "Accounts" })
      .locator(".account-card__id", { hasText: "gallery.editor" })
      .waitFor();

    const usersAxe = await new AxeBuilder({ page }).include("main").analyze();
    expect(usersAxe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByText("gallery.editor").first().waitFor();
    const auditAxe = await new AxeBuilder({ page }).include("main").analyze();
    expect(
      auditAxe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
    await context.close();

    const editor = await openPage(browser);
    await editor.page.goto(`${server.url}/Login`);
    await waitForHydration(editor.page);
    await editor.page.getByLabel("User ID").fill("gallery.editor");
    await editor.page.getByLabel("Password").fill("quiet orchard lamp");
    await editor.page.getByRole("button", { name: "Login" }).click();
    await editor.page.waitForURL(/\/welcome$/);
    await editor.page.getByRole("link", { name: "Change password" }).waitFor();
    await expect(editor.page.getByRole("link", { name: "Users" }).count()).resolves.toBe(0);
    await editor.context.close();
  });
});
