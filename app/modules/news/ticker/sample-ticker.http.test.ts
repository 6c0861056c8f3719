import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDate } from "~/kernel/dates";
import { startServer, type RunningServer } from "../../../../test/harness/server";

// Issue 27, item 5: a new install's sample ticker is dated from the day of install (the sample ground-breaking
// ceremony, 12 days ahead), never a day years past; its {email} tokens are filled. On both engines.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe("the sample ticker of a new install", () => {
  it("announces the sample ceremony on its day, 12 days after install, with the school's addresses filled", async () => {
    const news = await (await fetch(`${server.url}/api/news`)).json();
    const day = formatDate(addDays(new Date().toISOString().slice(0, 10), 12));
    expect(news.latestEvent).toBe(
      `Coming up on ${day}: ground-breaking ceremony for the school modernisation project. Parents, alumni and well-wishers are warmly invited.`,
    );
    expect(news.jobOpenings).toContain("office@example.org");
    expect(news.jobOpenings).not.toContain("{email}");
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain(`Coming up on ${day}`);
  });
});
