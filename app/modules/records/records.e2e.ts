import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { RECORD_KINDS, type RecordKind } from "~/modules/records/kinds";
import { DESKTOP, expect, PHONE, test as base, waitForHydration } from "../../../e2e/fixtures";

const test = base.extend<{ pupils: void }>({
  /** 23 more students ("Pupil A" to "Pupil W", T-00 to T-22), registered once per file through the API. */
  pupils: async ({ admin, fileServer, server }, use) => {
    await fileServer.once("pupils", async () => {
      for (let index = 0; index < 23; index++) {
        const response = await fetch(`${server.url}/api/students`, {
          method: "POST",
          headers: { cookie: admin.cookie, "content-type": "application/json", origin: server.url },
          body: JSON.stringify({
            ...VALID.students,
            stdadmid: `T-${String(index).padStart(2, "0")}`,
            stdname: `Pupil ${String.fromCharCode(65 + index)}`,
          }),
        });
        expect(response.status).toBe(201);
      }
    });
    await use();
  },
});

// The table, count and accessibility checks read the records registered before them.
test.describe.configure({ mode: "serial" });
test.use({ serverEnv: { SEED_SAMPLE_CONTENT: "false" } });

const VALID: Record<string, Record<string, string>> = {
  students: {
    stdadmid: "E2E-1",
    stdaadhar: "223412321234",
    stdname: "Meera Iyer",
    studentclass: "7",
    section: "B",
    contactnum: "9000000101",
    emailid: "meera@example.org",
    address: "5 Lake Road",
    gender: "female",
    admissionyear: "2023",
  },
  faculty: {
    facultyadmid: "E2E-F1",
    facultyaadhar: "432143214321",
    facultyname: "Suresh Babu",
    subject: "Science",
    qualification: "M.Sc.",
    experience: "5 years",
    contactnum: "9000000102",
    emailid: "suresh@example.org",
    address: "Staff Quarters 3",
    gender: "male",
  },
  alumni: {
    registerid: "E2E-A1",
    name: "Lakshmi N",
    gender: "female",
    studentorteacher: "student",
    admissionyear: "2004",
    passoutyear: "2014",
    branch: "Commerce",
    contactnum: "9000000103",
    typeofemployee: "Government",
    designation: "Officer",
    companyname: "State Bank",
    companylocation: "Chennai",
    facebookurl: "",
    linkedinurl: "",
    blogurl: "",
    websiteurl: "https://example.org",
    comments: "",
  },
  committee: { sno: "41", designation: "Member", name: "Sri K. Mohan", address: "7 River Street" },
};
const FIRST_REQUIRED: Record<string, [string, string]> = {
  students: ["stdadmid", "Admission ID is required"],
  faculty: ["subject", "Subject is required"],
  alumni: ["studentorteacher", "Student or Teacher is required"],
  committee: ["sno", "SNO is required"],
};
const CHANGE: Record<string, [string, string]> = {
  students: ["section", "C"],
  faculty: ["subject", "Physics"],
  alumni: ["designation", "Manager"],
  committee: ["designation", "Treasurer"],
};

async function fill(page: Page, kind: RecordKind, mode: "create" | "update", values: Record<string, string>) {
  for (const field of kind.fields) {
    const locator = page.locator(`#${kind.id}-${mode}-${field.name}`);
    if (mode === "update" && field.name === kind.key) continue;
    if (field.input === "select") await locator.selectOption(values[field.name]);
    else if (field.input === "checkbox") await locator.setChecked(values[field.name] === "on");
    else await locator.fill(values[field.name] ?? "");
  }
}

const statusText = (page: Page, role: "status" | "alert") =>
  page
    .locator(`.dashboard-panel [role=${role}]`)
    .allTextContents()
    .then((texts) => texts.join(" "));

test.describe("records through the dashboard", () => {
  for (const kind of Object.values(RECORD_KINDS)) {
    test(`registers, searches, updates and deletes ${kind.plural}, with each message`, async ({
      adminPage,
      server,
    }) => {
      const { page, consoleErrors } = await adminPage();
      const values = VALID[kind.id];
      const key = values[kind.key];

      // Register: an empty form shows the field messages in red and sends nothing.
      await page.goto(`${server.url}/welcome/${kind.id}/new`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Register" }).click();
      const [field, message] = FIRST_REQUIRED[kind.id];
      const error = page.locator(`#${kind.id}-create-${field}-error`);
      await expect(error).toHaveText(message);
      await expect(page.locator(`#${kind.id}-create-${field}`)).toHaveAttribute("aria-invalid", "true");

      await fill(page, kind, "create", values);
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByText(kind.registeredMessage)).toBeVisible();
      // The form is cleared after success.
      await expect(page.locator(`#${kind.id}-create-${kind.key}`)).toHaveValue("");

      // The same key again: the server's reason is shown.
      await fill(page, kind, "create", values);
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByText(kind.duplicateMessage, { exact: true }).first()).toBeVisible();
      await expect.poll(() => statusText(page, "alert")).toContain(kind.duplicateMessage);

      // Search then update.
      await page.goto(`${server.url}/welcome/${kind.id}`);
      await waitForHydration(page);
      const updateSearch = page.locator("#update");
      await expect(updateSearch.getByPlaceholder(kind.searchPlaceholder)).toBeVisible();
      await updateSearch.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText(kind.searchMessage)).toBeVisible();
      await updateSearch.getByPlaceholder(kind.searchPlaceholder).fill(key);
      await updateSearch.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(new RegExp(`/welcome/${kind.id}/${encodeURIComponent(key)}$`));
      const keyField = page.locator(`#${kind.id}-update-${kind.key}`);
      await expect(keyField).toBeVisible();
      await expect(keyField).toHaveValue(key);
      await expect(keyField).toHaveAttribute("readonly");
      await expect(page.getByRole("button", { name: kind.id === "faculty" ? "Cancel" : "Close" })).toBeVisible();
      const [changed, newValue] = CHANGE[kind.id];
      await page.locator(`#${kind.id}-update-${changed}`).fill(newValue);
      await page.getByRole("button", { name: "Update", exact: true }).click();
      await expect(page.getByText(kind.updatedMessage)).toBeVisible();

      // A bad value on update shows its message and keeps what was typed.
      await page.getByPlaceholder(kind.searchPlaceholder).fill(key);
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await expect(keyField).toBeVisible();
      await expect(page.locator(`#${kind.id}-update-${changed}`)).toHaveValue(newValue);

      // Delete, with confirmation.
      await page.getByRole("link", { name: `Delete this ${kind.noun}` }).click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText(kind.deletedMessage)).toBeVisible();
      await expect(page.locator(".data-table")).toContainText("There are no records to display");
      // Refused posts (the 409 above) are logged by the browser as failed loads; nothing else may fail.
      expect(consoleErrors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
    });
  }

  test("registers a student without JavaScript and shows the server's messages", async ({ adminPage, server }) => {
    const { page } = await adminPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/Addstd`);
    await page.locator("#students-create-stdadmid").fill("NOJS-1");
    await page.getByRole("button", { name: "Register" }).click();
    // The message under the field, and the error summary's link to it.
    await expect(page.getByRole("form", { name: "Register student" }).getByText("Name is required")).toBeVisible();
    await expect(page.getByRole("link", { name: "Name is required" })).toHaveAttribute(
      "href",
      "#students-create-stdname",
    );
    await expect(page.locator("#students-create-stdadmid")).toHaveValue("NOJS-1");
    await fill(page, RECORD_KINDS.students, "create", { ...VALID.students, stdadmid: "NOJS-1" });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Student registered successfully!")).toBeVisible();
    await page.goto(`${server.url}/SearchStudentForm`);
    await page.locator("#update").getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Please enter an Admission ID")).toBeVisible();
  });
});

test.describe("the records table", () => {
  test("sorts, pages, changes the page size and searches", async ({ adminPage, pupils: _, server }) => {
    const { page, consoleErrors } = await adminPage();
    await page.goto(`${server.url}/welcome/students`);
    await waitForHydration(page);
    const names = () => page.locator('.data-table td[data-label="Name"]').allTextContents();
    // The URL changes as the new page renders: wait for the rows to follow.
    const namesBecome = async (expected: string[]) => {
      await expect.poll(names, { timeout: 10_000 }).toEqual(expected);
    };
    await expect(page.locator(".data-table-range")).toHaveText("1-10 of 24");
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=stdname&order=asc/);
    await namesBecome([
      "Meera Iyer",
      "Pupil A",
      "Pupil B",
      "Pupil C",
      "Pupil D",
      "Pupil E",
      "Pupil F",
      "Pupil G",
      "Pupil H",
      "Pupil I",
    ]);
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/order=desc/);
    await namesBecome([
      "Pupil W",
      "Pupil V",
      "Pupil U",
      "Pupil T",
      "Pupil S",
      "Pupil R",
      "Pupil Q",
      "Pupil P",
      "Pupil O",
      "Pupil N",
    ]);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.locator(".data-table-range").textContent()).toBe("11-20 of 24");
    await page.getByLabel("Rows per page:").selectOption("25");
    await expect(page).toHaveURL(/pageSize=25/);
    await expect.poll(async () => (await names()).length).toBe(24);
    await page.getByLabel("Search by name or Admission ID").fill("pupil b");
    await page.locator(".data-table-search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=pupil/);
    await namesBecome(["Pupil B"]);
    // Hover highlight.
    const row = page.locator(".data-table tbody tr").first();
    const before = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    await row.hover();
    await expect.poll(() => row.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await page.screenshot({ path: "/tmp/issue7-students-1366.png", fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test("shows the count boxes and fits a phone", async ({ adminPage, pupils: _, server }) => {
    const { page } = await adminPage({ viewport: PHONE });
    await page.goto(`${server.url}/welcome`);
    await expect(page.getByTestId("TOTAL STUDENTS")).toHaveText("24");
    await expect(page.getByTestId("TOTAL ACCOUNT")).toHaveText("1");
    await page.screenshot({ path: "/tmp/issue7-welcome-390.png", fullPage: true });
    await page.goto(`${server.url}/Studentview`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/issue7-students-390.png", fullPage: true });
    const desktop = await adminPage({ viewport: DESKTOP });
    await desktop.page.goto(`${server.url}/welcome`);
    await desktop.page.screenshot({ path: "/tmp/issue7-welcome-1366.png", fullPage: true });
    await desktop.page.goto(`${server.url}/welcome/alumni/new`);
    await desktop.page.screenshot({ path: "/tmp/issue7-alumni-add-1366.png", fullPage: true });
  });
});

test("at tablet widths, wide tables scroll inside their frame and the page does not scroll sideways", async ({
  adminPage,
  pupils: _,
  server,
}) => {
  for (const width of [768, 1024]) {
    const { page } = await adminPage({ viewport: { width, height: 900 } });
    for (const path of ["/welcome/students", "/welcome/pages", "/welcome/pages/Transport"]) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      const where = `${path} at ${width} px`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
    }
    // The student table keeps a phone number whole; the table scrolls instead.
    await page.goto(`${server.url}/welcome/students`);
    const phone = page.getByRole("cell", { name: "+91 90000 00101" }).first();
    const lines = await phone.evaluate((cell) => {
      const words = document.createRange();
      words.selectNodeContents(cell);
      return new Set([...words.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `lines of a phone number at ${width} px`).toBe(1);
  }
});

test.describe("CSV import from the dashboard", () => {
  test("lists a bad file's problems by row and column, then imports a good one", async ({ adminPage, server }) => {
    const { page } = await adminPage();
    await page.goto(`${server.url}/welcome/committee`);
    await waitForHydration(page);
    await page.getByText("Import committee members from a CSV file").click();
    const header = "sno,designation,name,address";
    const upload = (text: string) =>
      page
        .locator('input[type="file"][name="file"]')
        .setInputFiles({ name: "committee.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    await upload(`${header}\n71,Member,Sri A,Road 1\nabc,,Sri B,Road 2\n`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("Nothing was imported: 2 problems in the file.")).toBeVisible();
    await expect(page.locator(".csv-errors li")).toHaveText([
      "Row 3, Designation: Designation is required",
      "Row 3, SNO: SNO must be a whole number of 1 or more",
    ]);
    await upload(`${header}\n71,Member,Sri A,Road 1\n72,Member,Sri B,Road 2\n`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("Imported 2 committee members from the CSV file.")).toBeVisible();
    await expect
      .poll(() => page.locator('.data-table td[data-label="Name"]').allTextContents())
      .toEqual(expect.arrayContaining(["Sri A", "Sri B"]));
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/Commite",
    "/welcome",
    "/welcome/students?sort=stdname&order=asc",
    "/welcome/alumni/new",
    "/welcome/students/T-01",
    "/welcome/students/T-01?confirm=delete",
    "/welcome/inbox",
    "/welcome/users",
    "/welcome/gallery",
  ]) {
    test(`${path} has no axe violations, also with field errors shown`, async ({ adminPage, pupils: _, server }) => {
      const { page } = await adminPage();
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      if (path.endsWith("/new")) {
        await page.getByRole("button", { name: "Register" }).click();
        await expect(page.locator(".field-error").first()).toBeVisible();
      }
      const result = await new AxeBuilder({ page }).include("main").analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
