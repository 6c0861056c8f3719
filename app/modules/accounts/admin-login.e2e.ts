import AxeBuilder from "@axe-core/playwright";
import { expect, expectNoReact, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The sign-in form itself is under test here, so these tests sign in through it rather than by a written session.
const ADMIN = { userid: "office", password: "first admin password" };
test.use({ serverEnv: { ADMIN_USER: ADMIN.userid, ADMIN_PASSWORD: ADMIN.password } });

test.describe("administrator sign-in in Chromium", () => {
  test("signs in through /Login, shows 'Successfully logged in', lands on /welcome, signs out, and Back does not show the dashboard", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    // Sign-in ships no React: a plain form and its small module.
    await expectNoReact(page);
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status").getByText("Successfully logged in")).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(page.getByText("Signed in as")).toContainText("office");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/Login/);
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

    await page.goBack();
    // The dashboard's data is fetched again (never cached) and the guard sends the browser back to /Login.
    await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fwelcome/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    // The session is gone server-side too: the browser's own cookies no longer open /api/me.
    const me = (await page.request.get(new URL("/api/me", page.url()).href)).status();
    expect(me).toBe(401);
    expect(consoleErrors.filter((text) => !text.includes("401"))).toEqual([]);
  });

  test("checks fields in the browser and says 'Invalid username or password' for a wrong password", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/Login`);
    await waitForHydration(page);
    await page.getByLabel("User ID").fill("   ");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator("#userid-error")).toHaveText("User ID is required");
    await expect(page.locator("#password-error")).toHaveText("Password must be at least 6 characters");
    await expect(page.getByLabel("User ID")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("User ID")).toHaveAttribute("aria-describedby", "userid-error");

    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("status").getByText("Invalid username or password")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/Login");

    // A refused password is not sent back; the user ID is.
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("User ID")).toHaveValue(ADMIN.userid);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("works without JavaScript and returns to the page the user was going to", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/welcome/account`);
    expect(new URL(page.url()).pathname).toBe("/Login");
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/welcome\/account$/);
    await expect(page.getByRole("heading", { name: "Change my password" })).toBeVisible();
  });

  test("lets an admin add an editor in the Users section; the editor does not see it", async ({ openPage, server }) => {
    const { page, context } = await openPage();
    await page.goto(`${server.url}/Login?redirectTo=${encodeURIComponent("/welcome/users")}`);
    await waitForHydration(page);
    await page.getByLabel("User ID").fill(ADMIN.userid);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/welcome\/users$/);
    const accounts = page.getByRole("list", { name: "Accounts" });
    await expect(accounts.locator(".account-card__id", { hasText: "office" })).toBeVisible();

    const form = page.getByRole("form", { name: "Add a user" });
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(page.locator("#new-userid-error")).toHaveText("User ID is required");
    await form.getByLabel("User ID").fill("gallery.editor");
    await form.getByLabel("Display name").fill("Gallery Editor");
    await form.getByLabel("Password", { exact: true }).fill("quiet orchard lamp");
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(page.getByText("Account gallery.editor added.")).toBeVisible();
    await expect(accounts.locator(".account-card__id", { hasText: "gallery.editor" })).toBeVisible();

    const usersAxe = await new AxeBuilder({ page }).include("main").analyze();
    expect(usersAxe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByText("gallery.editor").first()).toBeVisible();
    const auditAxe = await new AxeBuilder({ page }).include("main").analyze();
    expect(
      auditAxe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
    await context.close();

    const editor = await openPage();
    await editor.page.goto(`${server.url}/Login`);
    await waitForHydration(editor.page);
    await editor.page.getByLabel("User ID").fill("gallery.editor");
    await editor.page.getByLabel("Password").fill("quiet orchard lamp");
    await editor.page.getByRole("button", { name: "Login" }).click();
    await expect(editor.page).toHaveURL(/\/welcome$/);
    await expect(editor.page.getByRole("link", { name: "My account" })).toBeVisible();
    await expect(editor.page.getByRole("link", { name: "Users" })).toHaveCount(0);
  });
});
