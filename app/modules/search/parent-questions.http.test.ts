import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { describeScores, scoreParentQuestions } from "./parent-questions";

// What a parent meets in the search, on the sample site and both engines: the twenty questions of
// parent-questions.json, the FAQ answers as results of their own, synonyms the office edits, plain titles.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

type Part = { text: string; match: boolean };
type Result = {
  kind: string;
  title: string;
  url: string;
  snippet: string;
  highlights: { title: Part[]; snippet: Part[] };
};

async function search(q: string): Promise<Result[]> {
  const response = await fetch(`${server.url}/api/search?${new URLSearchParams({ q })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Result[] }).results;
}

async function postWords(body: Record<string, string>) {
  return fetch(`${server.url}/welcome/search`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
}

describe("the parent questions", () => {
  it("find the expected page first for at least 18 of 20", async () => {
    const scored = await scoreParentQuestions(async (q) => (await search(q)).map((result) => result.url));
    console.log(`${process.env.TEST_DB_ENGINE ?? "sqlite"}:\n${describeScores(scored)}`);
    expect(scored.of).toBe(20);
    expect(scored.firsts, describeScores(scored)).toBeGreaterThanOrEqual(18);
  });

  it("answer 'school timings' with the FAQ's answer, linked to its anchor, before the Library", async () => {
    const results = await search("school timings");
    expect(results[0]).toMatchObject({
      kind: "faq",
      title: "What are the school timings?",
      url: "/Faq#q-what-are-the-school-timings",
    });
    expect(results[0].snippet).toContain("8:30 am to 3:30 pm");
    const html = await (await fetch(`${server.url}/Faq`)).text();
    expect(html).toContain('id="q-what-are-the-school-timings"');
  });

  it("answer 'bus' with the Transport page first, through the synonyms", async () => {
    const results = await search("bus");
    expect(results[0]).toMatchObject({ url: "/Transport", title: "Transport" });
    expect(results.find((result) => result.url === "/Transport")!.highlights.title).toContainEqual({
      text: "Transport",
      match: true,
    });
  });

  it("show plain titles and escape what they highlight", async () => {
    const results = await search("fee structure");
    expect(results[0]).toMatchObject({ url: "/Feestructure", title: "Fee Structure" });
    for (const result of results) expect(result.title).not.toMatch(/_dtl|\uE000|\uE001/);
    const html = await (await fetch(`${server.url}/search?q=fees`)).text();
    expect(html).toMatch(/<mark>Fee/);
    expect(html).not.toContain("\uE000");
  });
});

describe("synonyms the office keeps", () => {
  it("adds a group from the dashboard and the search uses it at once", async () => {
    expect((await search("kalari")).length).toBe(0);
    const added = await postWords({ intent: "save", terms: "kalari, robotics" });
    expect(added.status).toBe(302);
    expect((await search("kalari")).map((result) => result.url)).toContain("/Laboratories");
    const page = await (await fetch(`${server.url}/welcome/search`, { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("kalari, robotics");
    expect(page).toContain("bus, transport, van, route");
  });

  it("refuses a group of one word or a word over 40 characters, with the field's message, keeping what was typed", async () => {
    const one = await postWords({ intent: "save", terms: "lonely" });
    expect(one.status).toBe(400);
    const html = await one.text();
    expect(html).toContain("A group needs at least 2 different words.");
    expect(html).toContain("lonely");
    const long = await postWords({ intent: "save", terms: `short, ${"x".repeat(41)}` });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("is longer than 40 characters");
    const page = await (await fetch(`${server.url}/welcome/search`, { headers: { cookie: admin.cookie } })).text();
    expect(page).not.toContain("lonely");
  });

  it("is closed to visitors", async () => {
    const response = await fetch(`${server.url}/welcome/search`, { redirect: "manual" });
    expect([302, 303, 401, 403]).toContain(response.status);
  });
});
