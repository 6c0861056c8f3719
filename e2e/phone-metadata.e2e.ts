import type { Page, Response } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "./fixtures";

// Phone numbers are formatted on the server: no page, public or dashboard, downloads the phone metadata, and a
// dashboard page drawn again in the browser shows numbers exactly as the server wrote them (no hydration error).
// docs/decisions/130-phone-metadata-on-the-server-and-the-first-hour-rest.md

test.use({ serverEnv: { SEED_SAMPLE_CONTENT: "false" } });

/** Every script the page fetched, with its text, collected while it loads and runs. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

// A word of libphonenumber-js's metadata (its JSON's key for the calling codes).
const METADATA = "country_calling_codes";

test("the dashboard shows a landline as the server formats it, without the phone metadata", async ({
  adminPage,
  admin,
  server,
}) => {
  const response = await fetch(`${server.url}/api/students`, {
    method: "POST",
    headers: { cookie: admin.cookie, "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      stdadmid: "PH-1",
      stdaadhar: "223412321234",
      stdname: "Kavya Rao",
      studentclass: "7",
      section: "B",
      contactnum: "040 2345 6789",
      emailid: "kavya@example.org",
      address: "5 Lake Road",
      gender: "female",
      admissionyear: "2023",
    }),
  });
  expect(response.status).toBe(201);
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, consoleErrors } = await adminPage({ viewport });
    const scripts = watchScripts(page);
    await page.goto(`${server.url}/welcome/students`);
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "040 2345 6789" });
    await expect(link).toHaveAttribute("href", "tel:+914023456789");
    await page.goto(`${server.url}/welcome/students/PH-1`);
    await waitForHydration(page);
    await expect(page.getByLabel(/Contact number/)).toHaveValue("040 2345 6789");
    expect(await scripts()).not.toContain(METADATA);
    expect(consoleErrors).toEqual([]);
  }
});

test("a public form checks a number's shape in the browser and the server refuses one India does not dial", async ({
  openPage,
  server,
}) => {
  const { page } = await openPage({ viewport: PHONE });
  const scripts = watchScripts(page);
  await page.goto(`${server.url}/forms/callback`);
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "ready");
  const form = page.locator("main form");
  const phone = form.getByLabel("Phone");
  await form.getByLabel("Name").fill("Anita");
  await form.getByLabel("Email").fill("anita@example.org");
  await phone.fill("98480 1234");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.locator(".field-error", { hasText: /is too short/ })).toBeVisible();
  expect(page.url()).toContain("/forms/callback");
  // Ten digits the shape check lets through; the server's full check refuses it on the same field.
  await phone.fill("55555 55555");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("main form .field-error", { hasText: /is not a number we can dial/ })).toBeVisible();
  await expect(page.locator("main form").getByLabel("Phone")).toHaveValue("55555 55555");
  expect(await scripts()).not.toContain(METADATA);
});
