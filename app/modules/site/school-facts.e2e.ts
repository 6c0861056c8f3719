import { expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office changes the class range once, in the dashboard; every place a parent reads it follows.
test.describe.configure({ mode: "serial" });

test("a class range changed in the settings shows on the header, home, FAQ, curriculum and in search", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/settings`);
  await waitForHydration(page);
  const form = page.locator(".dashboard-panel");
  await form.getByLabel("Lowest class").selectOption("LKG");
  await form.getByLabel("Highest class").selectOption("class 12");
  await form.getByLabel("Admissions open").selectOption("no");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/`);
  await expect(visitor).toHaveTitle(/Day and residential school, LKG to class 12/);
  await expect(visitor.locator(".site-header")).toContainText("English medium, LKG to class 12, SSC and CBSE");
  await expect(visitor.locator(".home-welcome .lead")).toContainText("from LKG to class 12");
  // Closed: the first screen says so and offers the enquiry.
  await expect(visitor.locator(".admissions-call h2")).toContainText("are closed");
  await expect(visitor.locator(".admissions-call").getByRole("link", { name: "Enquire" })).toHaveAttribute(
    "href",
    "/Onlineenquiryform",
  );

  // In Hindi and Telugu the range is in the page's words (decision 143).
  await visitor.goto(`${server.url}/hi/`);
  await expect(visitor.locator(".main-nav__facts")).toContainText("अंग्रेज़ी माध्यम, एलकेजी से कक्षा 12 तक");
  await visitor.goto(`${server.url}/te/`);
  await expect(visitor.locator(".main-nav__facts")).toContainText("నుంచి 12వ తరగతి వరకు");

  await visitor.goto(`${server.url}/Faq`);
  await expect(visitor.locator("main")).toContainText("Classes run from LKG to class 12.");
  await expect(visitor.locator("main")).not.toContainText("VIII");

  await visitor.goto(`${server.url}/Cirriculum`);
  await expect(visitor.locator("main")).toContainText("teaches LKG to class 12");
  await expect(visitor.locator("main")).toContainText("Primary: classes 1 to 5");
  await expect(visitor.locator("main")).toContainText("After class 12");

  await visitor.goto(`${server.url}/search?q=${encodeURIComponent("LKG to class 12")}`);
  const results = visitor.locator("main");
  await expect(results.getByRole("link", { name: /Frequently Asked Questions/ })).toBeVisible();
  await expect(results).toContainText("LKG to class 12");
  await expect(results).not.toContainText("Nursery to class 10");
});
