import { openServerDatabase } from "../../../test/harness/admin";
import { expect, test } from "../../../e2e/fixtures";

// Its own file, so its own server: the browsers of other tests (all one browser at 127.0.0.1, so one visitor a day:
// decision 127) would already have been counted today.

test.describe("footer visitor counter", () => {
  test("shows the stored count, counting this visitor once a day", async ({ openPage, server }) => {
    const { page } = await openPage();
    const db = openServerDatabase(server);
    const stored = async () =>
      Number((await db.selectFrom("visitor_count").select("count").executeTakeFirstOrThrow()).count);
    try {
      const before = await stored();
      const first = page.waitForResponse(/\/visit$/);
      await page.goto(`${server.url}/Faq`);
      const { count } = (await (await first).json()) as { count: number };
      expect(count).toBe(before + 1);
      const counter = page.getByTestId("visitor-count");
      await expect.poll(async () => Number(await counter.textContent())).toBe(count);
      expect(await stored()).toBe(count);

      // a second page load the same day reads the count without adding to it
      const second = page.waitForResponse(/\/visit$/);
      await page.goto(`${server.url}/Library`);
      await expect((await second).json()).resolves.toEqual({ count });
      await expect.poll(async () => Number(await counter.textContent())).toBe(count);
      expect(await stored()).toBe(count);
    } finally {
      await db.destroy();
    }
  });
});
