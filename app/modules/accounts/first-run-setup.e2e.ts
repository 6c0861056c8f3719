import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { DESKTOP, expect, PHONE, test } from "../../../e2e/fixtures";

// A new install as `npm start` makes it: no administrator, the setup on. The second test needs the first.
test.use({ serverEnv: { FIRST_RUN_SETUP: "auto", RENDER_CACHE_SECONDS: "0" } });
test.describe.configure({ mode: "serial" });

const PUBLIC_SAMPLE = ["/", "/Transport", "/Donate", "/contact", "/Gallery", "/Faq"];

test.describe("first-run setup", () => {
  test("refuses without the console's token, sets up the school with it, then refuses again", async ({
    openPage,
    server,
  }) => {
    test.setTimeout(120_000);
    // Printed on the console just after the "listening" line.
    const printed = () => server.output().match(/open (http:\/\/\S+\/setup\?token=\S+)/)?.[1];
    await expect.poll(printed, { timeout: 10_000 }).toBeTruthy();
    const link = printed();
    const token = new URL(link!).searchParams.get("token")!;

    // Every page leads to /setup, which refuses without (or with a wrong) token.
    const home = await fetch(`${server.url}/Faq`, { redirect: "manual" });
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toBe("/setup");
    expect((await fetch(`${server.url}/setup`)).status).toBe(403);
    expect((await fetch(`${server.url}/setup?token=${token.slice(1)}x`)).status).toBe(403);

    const { page } = await openPage({ viewport: PHONE });
    {
      await page.goto(`${server.url}/setup?token=${token}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Set up your school's website");
      const form = page.locator("form.setup-form");
      // A new Indian school starts in India's zone, by its current name (not the retired Asia/Calcutta).
      await expect(form.locator("#setup-timeZone")).toHaveValue("Asia/Kolkata");
      // Searchable by city and country: the list offers the zone under "India — Kolkata (UTC+5:30)".
      await expect(page.locator('#setup-timeZone-list option[value="Asia/Kolkata"]')).toHaveAttribute(
        "label",
        "India — Kolkata (UTC+5:30)",
      );
      // Examples are placeholders, not values that would be published unchanged.
      await expect(form.locator("#setup-address")).toHaveValue("");
      await expect(form.locator("#setup-address")).toHaveAttribute("placeholder", /^for example /);
      await expect(form.locator("#setup-schoolName")).toHaveAttribute("required", "");
      // Every password rule is on the page before anything is typed.
      await expect(form.locator("#setup-password-rules li")).toHaveCount(4);
      await expect(form.locator("#setup-password-rules")).toContainText("At least 12 characters");
      await expect(form.locator("#setup-password")).toHaveAttribute(
        "aria-describedby",
        "setup-password-rules setup-password-meter",
      );
      await form.locator("#setup-schoolName").fill("Lakeview Vidya Mandir");
      await form.locator("#setup-shortName").fill("Lakeview VM");
      await form.locator("#setup-phone").fill("9111111111");
      await form.locator("#setup-phone2").fill("9222222222");
      await form.locator("#setup-email").fill("office@lakeview.example");
      await form.locator("#setup-email2").fill("jobs@lakeview.example");
      await form.locator("#setup-address").fill("4 Lake Road, Lakeview 500010");
      // A pale main colour fails the contrast check; a dark teal passes.
      await form.locator("#setup-brandPrimary").fill("#f0e68c");
      await form.locator("#setup-brandAccent").fill("#9fe3d6");
      const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0b5d57" } })
        .png()
        .toBuffer();
      await form.locator("#setup-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await form.locator("#setup-userid").fill("principal");
      await form.locator("#setup-displayName").fill("Dr. Meena Rao");
      await form.locator("#setup-adminEmail").fill("principal@lakeview.example");
      // The meter names the rule a typed password breaks: here the school's name just typed above.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await form.locator("#setup-password").pressSequentially("lakeview orchard 93");
      await expect(form.locator("#setup-password-meter")).toHaveText(/^Not yet: .*the school's name/);
      await form.locator("#setup-password").fill("tidal-Orbit-magnet-93");
      await expect(form.locator("#setup-password-meter")).toHaveText("Meets the rules.");
      await form.locator("#setup-confirmPassword").fill("tidal-Orbit-magnet-93");
      await form.getByRole("button", { name: "Finish setup" }).click();
      await page.getByText("Please correct the highlighted fields.").waitFor();
      expect(await page.locator("#setup-brandPrimary-error").textContent()).toContain("WCAG AA needs 4.5:1");
      expect(await form.locator("#setup-schoolName").inputValue()).toBe("Lakeview Vidya Mandir");

      await form.locator("#setup-brandPrimary").fill("#0b5d57");
      await form.locator("#setup-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await form.locator("#setup-password").fill("tidal-Orbit-magnet-93");
      await form.locator("#setup-confirmPassword").fill("tidal-Orbit-magnet-93");
      await form.getByRole("button", { name: "Finish setup" }).click();
      // Signed in at once: the dashboard home with a welcome, never the sign-in form or a bare 400.
      await page.waitForURL(/\/welcome$/);
      await expect(page.locator(".dashboard-flash")).toContainText("Welcome! Your school's website is set up");
      await expect(page.getByText("Bad Request")).toHaveCount(0);
      expect((await fetch(`${server.url}/setup?token=${token}`)).status).toBe(403);

      // The site now carries the school's name, colours and logo.
      await page.goto(`${server.url}/Transport`);
      expect(await page.locator(".main-nav__short-name").textContent()).toBe("Lakeview VM");
      const look = await page.evaluate(() => ({
        bar: getComputedStyle(document.querySelector(".main-nav")!).backgroundColor,
        logo: document.querySelector<HTMLImageElement>(".main-nav__logo")!.getAttribute("src"),
      }));
      expect(look.bar).toBe("rgb(11, 93, 87)");
      expect(look.logo).toMatch(/^\/media\/site\/.+\/logo\.webp$/);
      expect((await fetch(`${server.url}${look.logo}`)).headers.get("content-type")).toBe("image/webp");
      // The committee page's emblem and the tab's icon are the school's logo too, not the sample one.
      await page.goto(`${server.url}/Commite`);
      expect(await page.locator(".committee-emblem").getAttribute("src")).toBe(look.logo);
      expect(await page.locator("link[rel=icon]").getAttribute("href")).toBe(look.logo);

      // Signed out, the administrator signs in again; the setup is refused from now on, token or not.
      await page.context().clearCookies();
      await page.goto(`${server.url}/Login`);
      await page.getByLabel("User ID").fill("principal");
      await page.getByLabel("Password").fill("tidal-Orbit-magnet-93");
      await page.getByRole("button", { name: /log ?in|sign in/i }).click();
      await page.waitForURL(/\/welcome/i);
      expect((await fetch(`${server.url}/setup?token=${token}`)).status).toBe(403);
      expect((await fetch(`${server.url}/Faq`, { redirect: "manual" })).status).toBe(200);
    }
  });

  test("passes axe with the school's own colour pair on public pages at both widths", async ({ openPage, server }) => {
    test.setTimeout(180_000);
    // Only once the first test has set the school up (the pages would otherwise lead to /setup).
    expect((await fetch(`${server.url}/Faq`, { redirect: "manual" })).status).toBe(200);
    const problems: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await openPage({ viewport });
      {
        for (const path of PUBLIC_SAMPLE) {
          await page.goto(`${server.url}${path}`);
          // The welcome popup is seen for today (it opens once a day per visitor).
          await page.evaluate(() => localStorage.setItem("welcome-popup-seen", new Date().toLocaleDateString("sv")));
          const axe = await new AxeBuilder({ page }).exclude("iframe").analyze();
          for (const violation of axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
            problems.push(
              `${viewport.width} ${path}: ${violation.id} ${violation.nodes.map((n) => n.target).join(" ")}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
