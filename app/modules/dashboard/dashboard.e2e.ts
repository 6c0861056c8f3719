import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The dashboard as a clerk uses it: nothing typed is lost when her session ends, a refused save keeps
// every value and message, outcomes show after a save, and the same with and without JavaScript.

const STUDENT = {
  "Admission ID": "E2E-KEEP-1",
  "Aadhaar number": "223412321234",
  Name: "Smt. Lakshmi Devi",
  Class: "7",
  Section: "B",
  "Contact number": "9876501234",
  Email: "lakshmi.devi.with.a.very.long.address@example.org",
  Address: "12 Temple Street, Sample Nagar",
  "Admission year": "2021",
};

async function fillStudent(page: Page, values: Partial<typeof STUDENT>) {
  const form = page.getByRole("form", { name: "Register student" });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Gender", { exact: true }).selectOption("female");
}

async function signInWithForm(page: Page, userid: string, password: string) {
  await page.getByLabel(/user/i).first().fill(userid);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`an ended session during Register keeps the typed record and comes back to the form (${mode})`, async ({
    openPage,
    server,
  }) => {
    const clerk = await signInAs(server, "admin");
    const { page, context } = await openPage({ javaScriptEnabled });
    const [name, value] = clerk.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    await page.goto(`${server.url}/welcome/students/new`);
    if (javaScriptEnabled) await waitForHydration(page);
    await fillStudent(page, { ...STUDENT, "Admission ID": `KEEP-${javaScriptEnabled ? "JS" : "NOJS"}` });
    // The session ended a minute ago (its time was up): a draft is kept only for a session that existed.
    const db = openServerDatabase(server);
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", clerk.userId)
      .execute();
    await db.destroy();
    await page.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL(/\/Login\?redirectTo=/);
    expect(page.url()).not.toContain(".data");
    await signInWithForm(page, clerk.userid, clerk.password);
    await expect(page).toHaveURL(/\/welcome\/students\/new\?draft=/);
    await expect(page.getByText("What you typed is back")).toBeVisible();
    const form = page.getByRole("form", { name: "Register student" });
    await expect(form.getByLabel("Admission ID", { exact: true })).toHaveValue(
      `KEEP-${javaScriptEnabled ? "JS" : "NOJS"}`,
    );
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(STUDENT.Name);
    await expect(form.getByLabel("Address", { exact: true })).toHaveValue(STUDENT.Address);
    await expect(form.getByLabel("Gender", { exact: true })).toHaveValue("female");
    await expect(page.getByText("Page not found")).toHaveCount(0);

    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Student registered successfully!")).toBeVisible();
  });

  test(`a refused save keeps every typed value and shows every message (${mode})`, async ({ adminPage, server }) => {
    const { page } = await adminPage({ javaScriptEnabled });
    await page.goto(`${server.url}/welcome/students/new`);
    if (javaScriptEnabled) await waitForHydration(page);
    const form = page.getByRole("form", { name: "Register student" });
    await form.getByLabel("Name", { exact: true }).fill("Dr. Meena Rao");
    await form.getByLabel("Email", { exact: true }).fill("not-an-address");
    await form.getByLabel("Address", { exact: true }).fill("3 Lake View Road");
    await page.getByRole("button", { name: "Register" }).click();
    for (const message of [
      "Admission ID is required",
      "Aadhaar number is required",
      "Class is required",
      "Section is required",
      "Contact number is required",
      "Gender is required",
    ])
      await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Dr. Meena Rao");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("not-an-address");
    await expect(form.getByLabel("Address", { exact: true })).toHaveValue("3 Lake View Road");
    expect(page.url()).not.toContain("reason=");
  });

  test(`an editor opening /Addstd is told the account cannot open it (${mode})`, async ({ openPage, server }) => {
    const editor = await signInAs(server, "editor");
    const { page, context } = await openPage({ javaScriptEnabled });
    const [name, value] = editor.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const response = await page.goto(`${server.url}/Addstd`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Your account cannot open this.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeAttached();
  });

  test(`saving the news ticker shows the new text in the site's ticker (${mode})`, async ({ adminPage, server }) => {
    const { page } = await adminPage({ javaScriptEnabled });
    await page.goto(`${server.url}/welcome/news`);
    if (javaScriptEnabled) await waitForHydration(page);
    const text = `Sports day on 14 February (${mode})`;
    const form = page.getByRole("form", { name: "Latest news" });
    await form.getByLabel("Latest event", { exact: true }).fill(text);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Successfully Submitted")).toBeVisible();
    // The dashboard has its own frame, without the public ticker.
    await expect(page.locator(".ticker__track")).toHaveCount(0);
    await page.goto(`${server.url}/`);
    await expect(page.locator(".ticker__track")).toContainText(text);
  });
}

test("an update shows the saved record with its message; Close on a changed form asks first", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/students/new`);
  await waitForHydration(page);
  await fillStudent(page, { ...STUDENT, "Admission ID": "UPD-1" });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Student registered successfully!")).toBeVisible();

  await page.goto(`${server.url}/welcome/students/UPD-1`);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Update student" });
  await form.getByLabel("Name", { exact: true }).fill("Smt. Lakshmi Devi Rao");
  await form.getByRole("button", { name: "Close" }).click();
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Smt. Lakshmi Devi Rao");

  // Leaving with unsaved text asks too.
  await page.getByRole("link", { name: /^Faculty/ }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay here" }).click();
  await expect(page).toHaveURL(/\/welcome\/students\/UPD-1$/);

  await form.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Student updated successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Update student: Smt. Lakshmi Devi Rao" })).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Smt. Lakshmi Devi Rao");
});

test("changing a user's role asks first", async ({ adminPage, server }) => {
  const other = await signInAs(server, "editor", "role.check");
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/users`);
  await waitForHydration(page);
  const card = page.locator(".account-card").filter({ hasText: other.userid });
  await card.getByRole("combobox", { name: "Role" }).selectOption("admin");
  await card.getByRole("button", { name: "Change role" }).click();
  const dialog = page.getByRole("dialog", { name: `Make ${other.userid} an admin?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, change the role" }).click();
  await expect(page.getByText(`${other.userid} is now admin.`)).toBeVisible();
});

test("at 390 px the sections fold away so the section itself is on the first screen", async ({ adminPage, server }) => {
  const { page } = await adminPage({ viewport: PHONE });
  await page.goto(`${server.url}/welcome/students`);
  await expect(page.getByRole("heading", { name: "Students", level: 2 })).toBeInViewport();
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(sections.getByRole("link", { name: /^Faculty/ })).toBeHidden();
  await sections.locator("summary", { hasText: "Sections" }).click();
  await expect(sections.getByRole("link", { name: /^Faculty/ })).toBeVisible();
  // Plain words, the spec's name small beside them.
  await expect(sections.getByRole("link", { name: /^Faculty/ })).toContainText("Faculty_dtl");
});

test("at 390 px the dashboard home shows the totals and the inbox's new items first, the sections folded", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: PHONE });
  await page.goto(`${server.url}/welcome`);
  await waitForHydration(page);
  for (const total of ["TOTAL STUDENTS", "TOTAL FACULTY", "TOTAL REQUESTS", "TOTAL ACCOUNT"])
    await expect(page.getByTestId(total)).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Inbox", level: 2 })).toBeInViewport();
  await expect(page.getByRole("columnheader", { name: "New", exact: true })).toBeInViewport();
  const sections = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(sections.getByRole("link", { name: /^Students/ })).toBeHidden();
  // The header: who is signed in, the account's pages, the site, Logout; no public ticker or call-back footer.
  const header = page.getByRole("banner");
  await expect(header).toContainText("Signed in as");
  for (const name of ["My account", "Two-factor sign-in", "Sessions", "View site"])
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.locator(".ticker, .site-footer")).toHaveCount(0);
  await header.getByRole("link", { name: "Two-factor sign-in" }).click();
  await expect(page).toHaveURL(/\/welcome\/account\/two-factor$/);
});

test("the public menu offers Dashboard to a signed-in clerk and the staff sign-in to a stranger", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/`);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Staff sign-in" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // A stranger right after (the same page, possibly from the render cache) is offered the sign-in.
  const stranger = await openPage();
  await stranger.page.goto(`${server.url}/`);
  await expect(stranger.page.getByRole("link", { name: "Staff sign-in" })).toBeVisible();
  await expect(stranger.page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("the password rules show before typing and the meter names the unmet rule as one types", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/account`);
  await waitForHydration(page);
  const rules = page.locator("#account-newPassword-rules");
  await expect(rules).toContainText("At least 12 characters");
  await expect(rules).toContainText("Not containing the user ID");
  const field = page.getByLabel("New password", { exact: true });
  const meter = page.locator("#account-newPassword-meter");
  await field.pressSequentially("lamp-7");
  await expect(meter).toHaveText("Not yet: Password must be at least 12 characters");
  await field.fill("");
  await field.pressSequentially("password1234");
  await expect(meter).toContainText("Not yet:");
  await expect(meter).not.toContainText("12 characters");
  await field.fill("");
  // The school's name is a word the password must not hold.
  await field.pressSequentially("niketan harbour lamp");
  await expect(meter).toHaveText(/Not yet: .*school's name/);
  await field.fill("");
  await field.pressSequentially("quiet orchard lamp 42");
  await expect(meter).toHaveText("Meets the rules.");
  await expect(page.getByRole("meter")).toBeVisible();
});

test("the dashboard's frame passes axe, whole page, at 390 and 1366 px", async ({ adminPage, server }) => {
  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    const { page } = await adminPage({ viewport });
    for (const path of ["/welcome", "/welcome/students", "/welcome/account"]) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      if (path === "/welcome/account") await page.getByLabel("New password", { exact: true }).pressSequentially("lamp");
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
        `${path} at ${viewport.width} px`,
      ).toEqual([]);
    }
  }
});

test("CSV export, a changed name, and import with 'Update existing records' changes the record", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/students/new`);
  await waitForHydration(page);
  await fillStudent(page, { ...STUDENT, "Admission ID": "CSV-1", Name: "Sri Ravi Kumar" });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Student registered successfully!")).toBeVisible();

  await page.goto(`${server.url}/welcome/students?q=CSV-1`);
  await waitForHydration(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export for re-import" }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const csv = (await readFile(path, "utf8")).replace("Sri Ravi Kumar", "Sri Ravi Kumar Sharma");
  await page.getByText(/Import students from a CSV file/).click();
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "students.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel("Update existing records").check();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(/Imported 1 student/)).toBeVisible();
  await page.goto(`${server.url}/welcome/students/CSV-1`);
  await expect(page.getByRole("form", { name: "Update student" }).getByLabel("Name", { exact: true })).toHaveValue(
    "Sri Ravi Kumar Sharma",
  );
});
