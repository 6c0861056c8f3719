import { DESKTOP, expect, test } from "../../../e2e/fixtures";
import { openServerDatabase } from "../../../test/harness/admin";

// Issue 28, item 4: the clerk at 1366 px sees applications on the board, switches to the list, ticks two and
// moves them to "Documents verified" after one confirmation (decision 135).

test("the office's board shows applications; two move to Documents verified with one confirmation", async ({
  adminPage,
  server,
}) => {
  const db = openServerDatabase(server);
  const names = ["Pooja Hegde", "Rohan Kamath", "Sneha Pai"];
  try {
    for (const [index, child] of names.entries()) {
      const at = new Date(Date.now() - (3 - index) * 86_400_000).toISOString();
      await db
        .insertInto("admission_applications")
        .values({
          number: `ADM-2027-0070${index}`,
          academic_year: "2027-28",
          status: "submitted",
          saved_step: "review",
          child_name: child,
          date_of_birth: "2019-02-11",
          gender: "female",
          class_sought: "class 2",
          phone: `+91984801230${index}`,
          email: "parent@example.org",
          address: "4 Lake View Road, Hubballi",
          submitted_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  } finally {
    await db.destroy();
  }

  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/admissions`);
  const submitted = page.locator('.pipeline-column[data-status="submitted"]');
  await expect(submitted.locator(".pipeline-card").filter({ hasText: "Pooja Hegde" })).toContainText("ADM-2027-00700");
  await expect(submitted.locator(".pipeline-column__count")).toHaveText("3");

  await page.getByRole("link", { name: "List", exact: true }).click();
  await page.getByLabel("Tick ADM-2027-00700, Pooja Hegde").check();
  await page.getByLabel("Tick ADM-2027-00701, Rohan Kamath").check();
  await page.getByLabel("Move the ticked applications to").selectOption("documents_verified");
  await page.getByRole("button", { name: "Move ticked…" }).click();
  await expect(page.getByRole("heading", { name: "Move 2 applications to Documents verified?" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, move 2 applications" }).click();
  await expect(page.getByText("Moved 2 applications to Documents verified.")).toBeVisible();

  await page.getByRole("link", { name: "Board", exact: true }).click();
  const verified = page.locator('.pipeline-column[data-status="documents_verified"]');
  await expect(verified.locator(".pipeline-column__count")).toHaveText("2");
  await expect(verified).toContainText("Rohan Kamath");
  await expect(page.locator('.pipeline-column[data-status="submitted"]')).toContainText("Sneha Pai");
});
