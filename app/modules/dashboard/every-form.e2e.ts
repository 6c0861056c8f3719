import type { Locator, Page } from "@playwright/test";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { expect, test, waitForHydration, type WatchedPage } from "../../../e2e/fixtures";
import type { PageOptions } from "../../../test/harness/browser";
import type { RunningServer } from "../../../test/harness/server";
import { DASHBOARD_SECTIONS } from "./sections";

// Every dashboard form that takes typing behaves the same, because each is an EditForm (app/ui/form/edit-form.tsx):
// it asks before leaving with unsaved changes, refuses with an error summary that takes focus and links to each
// field, asks for a chosen file again, and brings back what was typed after the session ended. The forms are found
// by walking the dashboard, so a new form that does not use EditForm fails here.

/** Every dashboard page with a form that takes typing. The first test walks the dashboard and fails when a page
 * not listed here has such a form, so each one is put through the behaviours below. */
const FORM_PAGES = [
  "/welcome/gallery",
  "/welcome/students",
  "/welcome/students/new",
  "/welcome/faculty",
  "/welcome/faculty/new",
  "/welcome/alumni",
  "/welcome/committee",
  "/welcome/outbox",
  "/welcome/news",
  "/welcome/alerts",
  "/welcome/news/posts/new",
  "/welcome/pages",
  "/welcome/pages/Transport",
  "/welcome/menu",
  "/welcome/pictures",
  "/welcome/search",

  "/welcome/events/new",
  "/welcome/documents",
  "/welcome/disclosure",
  "/welcome/admissions/messages",
  "/welcome/admissions/rte",
  "/welcome/donation-items",
  "/welcome/slides",
  "/welcome/settings",
  "/welcome/users",
  "/welcome/account",
  "/welcome/admissions/payments",
];
/**
 * Pages whose forms are not EditForms yet. The first test fails when one of them has become one (take it off this
 * list and put it on FORM_PAGES) and when any page not listed here has a form that is not: the list only shrinks.
 */
const PENDING_PAGES: string[] = [];
/** Forms whose only typing is passwords: never kept in a draft, so only the first two behaviours apply. */
const PASSWORDS_ONLY = new Set(["password"]);
const WALKED = [...new Set([...DASHBOARD_SECTIONS.map((section) => section.path), ...FORM_PAGES, ...PENDING_PAGES])];

/** A control a person types into or chooses with (hidden fields, buttons and plain checkboxes are not typing). */
const TYPED = [
  "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=checkbox]):not([type=radio]):not([type=image])",
  "textarea",
  "select",
].join(", ");

type FoundForm = { page: string; name: string | null; index: number };

async function typedForms(page: Page, path: string): Promise<FoundForm[]> {
  const forms = page.locator("main form, [role=main] form, .dashboard form");
  const found: FoundForm[] = [];
  for (let index = 0; index < (await forms.count()); index++) {
    const form = forms.nth(index);
    const method = ((await form.getAttribute("method")) ?? "get").toLowerCase();
    if (method !== "post" || (await form.locator(TYPED).count()) === 0) continue;
    // A quick form sends one control at once (a role, a one-time code): nothing to keep or summarise. The current
    // password a change asks for beside it (own e-mail, turning two-factor off) is never kept, so it does not count.
    const quick = (await form.getAttribute("data-quick-form")) !== null;
    const currentPassword = await form.locator("input[autocomplete=current-password]").count();
    if (quick && (await form.locator(TYPED).count()) - currentPassword === 1) continue;
    found.push({ page: path, name: await form.getAttribute("data-edit-form"), index });
  }
  return found;
}

/** The first button that sends the form and can be pressed (the first row's "Move up" cannot). */
const sendButton = (form: Locator) => form.locator("button[type=submit]:not([disabled])").first();

/** Whether a form's only controls to fill are files (and switches). */
const hasOnlyFiles = async (page: Page, name: string) => {
  const form = page.locator(`form[data-edit-form="${name}"]`);
  await reveal(form);
  return (await textControls(form).count()) === 0 && (await form.locator("input[type=file]").count()) > 0;
};

type Fixtures = {
  adminPage: (options?: PageOptions) => Promise<WatchedPage>;
  openPage: (options?: PageOptions) => Promise<WatchedPage>;
  server: RunningServer;
};

// Per-row forms are named by the row: a number ("document-12"), or a certificate's key ("certificate-fire_safety").
const kindOf = (name: string) => name.replace(/-\d+$/, "").replace(/^certificate-.+$/, "certificate");

/** Opens the <details> a form sits in (a row's "Edit" panel), so its fields can be typed into. */
const reveal = (form: Locator) =>
  form.evaluate((element) => {
    for (let open = element.closest("details"); open; open = open.parentElement?.closest("details") ?? null)
      open.open = true;
  });

const textControls = (form: Locator) =>
  form.locator(
    "input:not([type]):not([readonly]):visible, input[type=text]:not([readonly]):visible, input[type=email]:visible, input[type=tel]:visible, input[type=url]:visible, input[type=number]:visible, textarea:not([readonly]):visible",
  );

test("every dashboard form that takes typing is an EditForm", async ({ adminPage, server }) => {
  // One walk through every section (over thirty pages), each opened and read in turn.
  test.setTimeout(300_000);
  const { page } = await adminPage();
  const offenders: string[] = [];
  const pendingStill: string[] = [];
  const withForms: string[] = [];
  for (const path of WALKED) {
    await page.goto(`${server.url}${path}`);
    const forms = await typedForms(page, path);
    if (forms.length) withForms.push(path);
    const plain = forms.filter((form) => !form.name);
    if (PENDING_PAGES.includes(path)) {
      if (plain.length) pendingStill.push(path);
    } else for (const form of plain) offenders.push(`${path} (form ${form.index + 1})`);
  }
  expect(offenders).toEqual([]);
  expect(pendingStill.sort()).toEqual([...PENDING_PAGES].sort());
  expect(withForms.sort()).toEqual([...FORM_PAGES, ...PENDING_PAGES].sort());
});

/** Puts every kind of form on a page through leaving, refusing and the kept draft. */
async function checkForms(path: string, { adminPage, openPage, server }: Fixtures) {
  const { page } = await adminPage();
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  // One form of each kind: the per-row forms of a list ("document-12", "document-13") behave alike.
  const all = (await typedForms(page, path)).map((form) => form.name).filter((name) => name !== null);
  const names = all.filter((name, i) => all.findIndex((other) => kindOf(other) === kindOf(name)) === i);
  expect(names.length, `${path} has a form that takes typing`).toBeGreaterThan(0);

  for (const name of names) {
    const form = page.locator(`form[data-edit-form="${name}"]`);
    await reveal(form);
    const typing = PASSWORDS_ONLY.has(name) ? form.locator("input[type=password]") : textControls(form);
    const files = form.locator("input[type=file]");
    // A form of choices only (a help desk item's status) cannot be refused by emptying it: leaving is what is walked.
    if ((await typing.count()) === 0 && (await files.count()) === 0) {
      const choice = form.locator("select").first();
      expect(await choice.locator("option").count(), `${name} has a choice to change`).toBeGreaterThan(1);
      const current = await choice.inputValue();
      const other = await choice
        .locator("option")
        .evaluateAll(
          (options, value) => (options as HTMLOptionElement[]).find((option) => option.value !== value)?.value ?? "",
          current,
        );
      await choice.selectOption(other);
      await page.getByRole("link", { name: /Dashboard home/ }).click();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect(leave).toBeVisible();
      await leave.getByRole("button", { name: "Stay here" }).click();
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      continue;
    }
    // A form of a file and switches (a CSV import) is changed by choosing a file, refused by sending none.
    const fileOnly = (await typing.count()) === 0;
    expect(
      fileOnly ? await files.count() : await typing.count(),
      `${name} has a field to type into or a file`,
    ).toBeGreaterThan(0);
    const first = typing.first();

    // 1. Leaving with a change asks first.
    if (fileOnly)
      await files.first().setInputFiles({ name: "changed.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") });
    else await first.fill(`Changed ${name}`);
    await page.getByRole("link", { name: /Dashboard home/ }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay here" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    // 2. A refusal: every text emptied (or no file chosen), sent; the summary takes focus and links to fields of this form.
    // A form whose every field may be left empty (the disclosure's answers, "not yet provided") has no such refusal.
    if (!fileOnly && (await form.locator("[required], [aria-required=true]").count()) === 0) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
      continue;
    }
    if (fileOnly) {
      await page.goto(`${server.url}${path}`);
      await waitForHydration(page);
    }
    await reveal(form);
    const texts = typing;
    for (let i = 0; i < (await texts.count()); i++) await texts.nth(i).fill("");
    await sendButton(form).click();
    const summary = page.locator("[data-form-summary]").filter({ has: page.locator("a, p") });
    await expect(summary.first()).toBeFocused();
    const links = summary.first().locator("a[href^='#']");
    for (let i = 0; i < (await links.count()); i++) {
      const target = (await links.nth(i).getAttribute("href"))!.slice(1);
      await expect(page.locator(`[id="${target}"]`), `${name}: the summary's link #${target}`).toHaveCount(1);
    }
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
  }

  // 3. Typing kept over an ended session, without JavaScript (the server alone keeps it).
  const plain = await openPage({ javaScriptEnabled: false });
  // Passwords and files are never kept, so forms of only those have nothing to bring back.
  const keeping: string[] = [];
  for (const name of names.filter((name) => !PASSWORDS_ONLY.has(name))) {
    await reveal(page.locator(`form[data-edit-form="${name}"]`));
    if ((await textControls(page.locator(`form[data-edit-form="${name}"]`)).count()) > 0) keeping.push(name);
    else
      expect(
        (await hasOnlyFiles(page, name)) || (await page.locator(`form[data-edit-form="${name}"] select`).count()) > 0,
        `${name}: only files or choices`,
      ).toBe(true);
  }
  for (const name of keeping) {
    const clerk = await signInAs(server, "admin");
    const [cookieName, cookieValue] = clerk.cookie.split("=") as [string, string];
    await plain.context.addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);
    await plain.page.goto(`${server.url}${path}`);
    const form = plain.page.locator(`form[data-edit-form="${name}"]`);
    await reveal(form);
    const marker = `Kept ${name} ${Date.now()}`;
    // The first control the marker fits in (a year's field takes four characters).
    const controls = textControls(form);
    const fits = await controls.evaluateAll(
      (elements, length) =>
        elements.findIndex(
          (element) =>
            !((element as HTMLInputElement).maxLength < length && (element as HTMLInputElement).maxLength > 0),
        ),
      marker.length,
    );
    const first = controls.nth(Math.max(0, fits));
    await first.fill(marker);
    const db = openServerDatabase(server);
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", clerk.userId)
      .execute();
    await db.destroy();
    await sendButton(form).click();
    await expect(plain.page).toHaveURL(/\/Login\?redirectTo=/);
    await plain.page.getByLabel(/user/i).first().fill(clerk.userid);
    await plain.page
      .getByLabel(/password/i)
      .first()
      .fill(clerk.password);
    await plain.page.getByRole("button", { name: /log ?in|sign in/i }).click();
    await expect(plain.page).toHaveURL(/draft=/);
    await expect(plain.page.getByText("What you typed is back")).toBeVisible();
    const restored = plain.page.locator(`form[data-edit-form="${name}"]`);
    await expect
      .poll(
        () =>
          restored.evaluate(
            (element, kept) =>
              [...element.querySelectorAll("input, textarea")].some(
                (control) => (control as HTMLInputElement).value === kept,
              ),
            marker,
          ),
        { message: `${name}: what was typed is back in its form` },
      )
      .toBe(true);
  }
}

for (const path of FORM_PAGES) {
  test(`${path}: each form asks before leaving, refuses with a summary that takes focus, keeps typing over sign-in`, async ({
    adminPage,
    openPage,
    server,
  }) => {
    await checkForms(path, { adminPage, openPage, server });
  });
}

test("a help desk item's forms behave the same", async ({ adminPage, openPage, server }) => {
  const sent = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      studentName: "Ravi Rao",
      parentName: "Smt. Kavya Rao",
      phone: "9876543210",
      email: "kavya@example.org",
      admissionSought: "3",
    }),
  });
  expect(sent.status).toBeLessThan(300);
  const db = openServerDatabase(server);
  const item = await db.selectFrom("inbox_items").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
  await db.destroy();
  await checkForms(`/welcome/inbox/${item.id}`, { adminPage, openPage, server });
});
