import { signInAs } from "../test/harness/admin";
import { expect, PHONE, test, waitForHydration } from "./fixtures";

// No render cache: the settings change below must show on the next view.
test.use({ serverEnv: { RENDER_CACHE_SECONDS: "0" } });

test.describe("the donation boxes", () => {
  test("counts only whole numbers of 0 or more, and turns only the wrong box red", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    {
      await page.goto(`${server.url}/Donate`);
      await waitForHydration(page);
      const form = page.locator("main form");
      const total = form.getByTestId("donation-total");
      const invalidBoxes = () =>
        form.locator('input[type="number"][aria-invalid="true"]').evaluateAll((boxes) => boxes.map((b) => b.id));
      await form.getByLabel("A set of notebooks").fill("-3");
      await expect.poll(() => total.textContent(), { timeout: 10_000 }).toBe("Rs. 0");
      expect(await invalidBoxes()).toEqual(["donation-quantity-1"]);
      expect(await form.getByText("Write each quantity as a whole number in digits, for example 12").isVisible()).toBe(
        true,
      );
      await form.getByLabel("A library book").fill("1.5");
      await expect.poll(invalidBoxes, { timeout: 10_000 }).toEqual(["donation-quantity-1", "donation-quantity-2"]);
      expect(await total.textContent()).toBe("Rs. 0");
      await form.getByLabel("A set of notebooks").fill("2");
      await form.getByLabel("A bench").fill("3");
      await expect.poll(() => total.textContent(), { timeout: 10_000 }).toBe("Rs. 19,200");
      expect(await invalidBoxes()).toEqual(["donation-quantity-2"]);
      await form.getByLabel("A library book").fill("1");
      await expect.poll(() => total.textContent(), { timeout: 10_000 }).toBe("Rs. 19,600");
      expect(await invalidBoxes()).toEqual([]);
      expect(await form.getByText("Write each quantity as a whole number in digits, for example 12").count()).toBe(0);
    }
  });

  test("without JavaScript, the server's answer marks only the wrong box", async ({ openPage, server }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    {
      await page.goto(`${server.url}/Donate`);
      const form = page.locator("main form");
      await form.getByLabel("A library book").fill("2");
      await form.getByLabel("A computer-lab hour").fill("-1");
      await form.getByLabel("Your name").fill("Asha");
      await form.getByLabel("Phone").fill("9000012345");
      await form.getByLabel("Email").fill("asha@example.org");
      await form.getByRole("button", { name: "Donate" }).click();
      await page.waitForLoadState();
      await form
        .locator("p.field-error", { hasText: "Write each quantity as a whole number in digits, for example 12" })
        .waitFor();
      const invalid = await form
        .locator('input[type="number"][aria-invalid="true"]')
        .evaluateAll((boxes) => boxes.map((b) => b.id));
      expect(invalid).toEqual(["donation-quantity-4"]);
      expect(await form.getByLabel("A library book").inputValue()).toBe("2");
    }
  });
});

test.describe("content a parent looks for", () => {
  test("answers the FAQ with the spec's facts, one class range (decision 107)", async ({ server }) => {
    const text = await (await fetch(`${server.url}/Faq`)).text();
    for (const fact of ["8:30 am to 3:30 pm", "25 students", "Classes run from Nursery to class 10."])
      expect(text).toContain(fact);
    expect(text).not.toContain("VIII");
  });

  test("shows the gallery in all five categories, pictures on the prayers page, and documents with pages", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({ viewport: PHONE });
    {
      for (const category of ["Sports", "Celebrations", "Annual Day", "Learning", "Kids Activities"]) {
        await page.goto(`${server.url}/Gallery?category=${encodeURIComponent(category)}`);
        expect(await page.locator("main img").count(), category).toBeGreaterThanOrEqual(4);
      }
      await page.goto(`${server.url}/Svavprathana`);
      const figures = page.locator("main figure img");
      expect(await figures.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        await figures.nth(i).scrollIntoViewIfNeeded();
        await expect
          .poll(() => figures.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      const pdf = Buffer.from(await (await fetch(`${server.url}/documents/brochure.pdf`)).arrayBuffer()).toString();
      expect(pdf).toMatch(/^%PDF-1\.4/);
      expect(pdf).toContain("/Count 2");
      expect(pdf).toContain("8:30 am to 3:30 pm");
    }
  });

  test("without a map or video: the address with a directions link and no play control; with them: the embeds", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage();
    {
      await page.goto(`${server.url}/contact`);
      const directions = page.getByRole("link", { name: /Get directions/ });
      expect(await directions.getAttribute("href")).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      expect(await page.locator("main a[href^='tel:+919000000003']").count()).toBe(1);
      expect(await page.locator("main").textContent()).not.toContain("Central office: ");
      await page.goto(`${server.url}/Cirriculum`);
      expect(await page.locator("main").textContent()).not.toContain("coming soon");
      await expect(page.locator("main .facade__icon, main .facade__button")).toHaveCount(0);

      const admin = await signInAs(server);
      const headers = { cookie: admin.cookie, "content-type": "application/json" };
      const settings = await (await fetch(`${server.url}/api/settings`, { headers })).json();
      const video = "https://www.youtube-nocookie.com/embed/abc123";
      const map = "https://www.google.com/maps/embed?pb=campus";
      const saved = await fetch(`${server.url}/api/settings`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ ...settings, videoUrl: video, mapEmbedUrl: map }),
      });
      expect(saved.status).toBe(200);
      await page.goto(`${server.url}/contact`);
      await waitForHydration(page);
      await page.getByRole("link", { name: /^Load map: / }).click();
      expect(await page.locator("main iframe").getAttribute("src")).toBe(map);
      await page.goto(`${server.url}/Cirriculum`);
      await waitForHydration(page);
      await page.getByRole("link", { name: /^Play: / }).click();
      expect(await page.locator("main iframe").getAttribute("src")).toBe(`${video}?autoplay=1`);
    }
  });
});
