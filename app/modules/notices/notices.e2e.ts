import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, expectNoReact, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office names the grievance officer and edits the known accessibility gaps in Site settings; the privacy
// notice and the accessibility statement show them as a new version, without React, and pass axe's WCAG 2.2 AA rules.
test.describe.configure({ mode: "serial" });

async function axeViolations(page: Page, include = "body") {
  const result = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the privacy notice reads from the footer, without React, axe-clean on a phone and a desktop", async ({
  openPage,
  server,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, consoleErrors } = await openPage({ viewport });
    await page.goto(`${server.url}/Faq`);
    await page.locator(".site-footer__legal").getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(`${server.url}/privacy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
    await expect(page.getByRole("heading", { name: "Your rights under the DPDP Act" })).toBeVisible();
    await expectNoReact(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(".site-footer__legal").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }
});

test("the office names the grievance officer and edits the gaps; a bad e-mail is refused on its field", async ({
  adminPage,
  openPage,
  server,
}) => {
  const visitor = (await openPage()).page;
  await visitor.goto(`${server.url}/privacy`);
  const before = Number(/Version (\d+)/.exec((await visitor.locator(".notice-version").textContent()) ?? "")?.[1]);

  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/settings`);
  await waitForHydration(page);
  const form = page.locator(".dashboard-panel");
  await form.getByLabel("Grievance officer (name and role)").fill("Mr. Arjun Reddy, Office Manager");
  await form.getByLabel("Grievance officer's e-mail").fill("not an address");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByLabel("Grievance officer's e-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Enter the grievance officer's e-mail address, like name@example.org").first(),
  ).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
  // Nothing was stored: the notice is as it was.
  await visitor.reload();
  await expect(visitor.locator(".notice-version")).toContainText(`Version ${before},`);

  await form.getByLabel("Grievance officer's e-mail").fill("grievance@example.org");
  await form.getByLabel("Known accessibility gaps").fill("The school map is a picture without a text description.");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await visitor.reload();
  await expect(visitor.locator(".notice-version")).toContainText(`Version ${before + 1},`);
  await expect(visitor.locator("main")).toContainText("Grievance officer: Mr. Arjun Reddy, Office Manager");
  await expect(visitor.locator("main")).toContainText("E-mail: grievance@example.org");
  await visitor.getByRole("link", { name: new RegExp(`^Version ${before},`) }).click();
  await expect(visitor.locator(".notice-old")).toContainText("no longer in force");
  await expect(visitor.locator("main")).not.toContainText("Arjun Reddy");
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.goto(`${server.url}/accessibility`);
  await expect(visitor.locator("main")).toContainText("The school map is a picture without a text description.");
});
