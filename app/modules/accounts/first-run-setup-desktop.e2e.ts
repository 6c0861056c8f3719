import { DESKTOP, expect, test } from "../../../e2e/fixtures";

// A second fresh install (its own server): setup at desktop width without JavaScript ends signed in on the
// dashboard, as the phone journey with JavaScript does in first-run-setup.e2e.ts.
test.use({ serverEnv: { FIRST_RUN_SETUP: "auto", RENDER_CACHE_SECONDS: "0" } });

test("fresh install → setup without JavaScript at 1366 px → signed in on the dashboard home", async ({
  openPage,
  server,
}) => {
  test.setTimeout(120_000);
  const printed = () => server.output().match(/open (http:\/\/\S+\/setup\?token=\S+)/)?.[1];
  await expect.poll(printed, { timeout: 10_000 }).toBeTruthy();
  const token = new URL(printed()!).searchParams.get("token")!;

  const { page } = await openPage({ viewport: DESKTOP, javaScriptEnabled: false });
  const setup = await page.goto(`${server.url}/setup?token=${token}`);
  // The token in the address never leaves the page; the page's own posts still carry their Origin.
  expect(setup!.headers()["referrer-policy"]).toBe("strict-origin");
  const form = page.locator("form.setup-form");
  await form.locator("#setup-schoolName").fill("Hillside Public School");
  await form.locator("#setup-shortName").fill("Hillside PS");
  await form.locator("#setup-phone").fill("9111111111");
  await form.locator("#setup-phone2").fill("9222222222");
  await form.locator("#setup-email").fill("office@hillside.example");
  await form.locator("#setup-email2").fill("jobs@hillside.example");
  await form.locator("#setup-address").fill("12 Hill Road, Hillside 500020");
  // A city typed by name (as the list suggests it) is stored by its zone's name.
  await form.locator("#setup-timeZone").fill("Kolkata");
  await form.locator("#setup-userid").fill("office");
  await form.locator("#setup-displayName").fill("Office Desk");
  await form.locator("#setup-password").fill("tidal-Orbit-magnet-93");
  await form.locator("#setup-confirmPassword").fill("tidal-Orbit-magnet-93");
  await form.getByRole("button", { name: "Finish setup" }).click();

  await page.waitForURL(/\/welcome$/);
  await expect(page.locator(".dashboard-flash")).toContainText("Welcome! Your school's website is set up");
  await expect(page.getByText("Bad Request")).toHaveCount(0);
  // A fresh session: the dashboard answers this browser, and the token opens nothing any more.
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "school_session")).toBe(true);
  expect((await fetch(`${server.url}/setup?token=${token}`)).status).toBe(403);
  // Site settings offer the same list, with the zone stored by its current name.
  await page.goto(`${server.url}/welcome/settings`);
  await expect(page.locator("#settings-timeZone")).toHaveValue("Asia/Kolkata");
  await expect(page.locator("#settings-timeZone")).toHaveAttribute("list", "settings-timeZone-list");
  expect(await page.locator("#settings-timeZone-list option").count()).toBeGreaterThan(400);
});
