import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type SignedIn } from "../../../test/harness/admin";
import { pdfFile } from "../../../test/harness/office-files";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Site search: what it finds (public things only), that every write keeps it current, and that any
// text a visitor types gets an answer, on both engines.

let server: RunningServer;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

type Result = {
  kind: string;
  title: string;
  url: string;
  snippet: string;
  highlights: { title: { text: string; match: boolean }[]; snippet: { text: string; match: boolean }[] };
};
type Found = { q: string; cut: boolean; total: number; page: number; pages: number; results: Result[] };

async function search(q: string, page?: number): Promise<Found> {
  const params = new URLSearchParams({ q });
  if (page) params.set("page", String(page));
  const response = await fetch(`${server.url}/api/search?${params}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Found;
}

async function api(path: string, method: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const urls = (found: Found) => found.results.map((result) => result.url);

const nextYear = new Date().getUTCFullYear() + 1;
const event = (overrides: Record<string, unknown> = {}) => ({
  title: "Kalaripayattu championship",
  startDate: `${nextYear}-02-11`,
  startTime: "09:00",
  endDate: `${nextYear}-02-11`,
  endTime: "12:00",
  place: "Main ground",
  category: "sports",
  summary: "Zonal kalaripayattu finals on the home ground.",
  body: "Teams from twelve schools play the zonal finals.",
  published: true,
  ...overrides,
});
const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Planetarium visit",
  postDate: "2026-03-02",
  summary: "Class 7 saw the night sky at the planetarium.",
  body: "The children asked about Saturn's rings.",
  published: true,
  pinned: false,
  ...overrides,
});
const alumnus = (overrides: Record<string, unknown> = {}) => ({
  registerid: "ALU-SEARCH-1",
  name: "Meenakshi Xylophonist",
  gender: "female",
  studentorteacher: "student",
  admissionyear: "2001",
  passoutyear: "2011",
  branch: "SSC",
  contactnum: "9000002222",
  typeofemployee: "Private",
  designation: "Orchestra conductor",
  companyname: "City Symphony",
  companylocation: "Pune",
  ...overrides,
});

describe("what the search finds", () => {
  it("finds a word of a content page, ranked, with the word marked", async () => {
    const found = await search("robotics");
    expect(found.total).toBeGreaterThan(0);
    expect(urls(found)).toContain("/Laboratories");
    const page = found.results.find((result) => result.url === "/Laboratories")!;
    expect(page.kind).toBe("page");
    expect(page.title).toBe("Laboratories");
    expect(page.highlights.snippet.some((part) => part.match && /robotic/i.test(part.text))).toBe(true);
  });

  it("finds seeded events, posts and public alumni, and a title match ranks first", async () => {
    const cricket = await search("cricket tournament");
    expect(cricket.results[0]).toMatchObject({ kind: "event", url: "/Events/inter-school-cricket-tournament" });
    expect(urls(await search("foundation stone"))).toContain("/News/foundation-stone-to-be-laid");
    const alumni = await search("Vikram");
    expect(alumni.results[0]).toMatchObject({ kind: "alumnus", title: "Capt. Vikram Singh" });
    expect(alumni.results[0].url).toBe(`/Alumini?q=${encodeURIComponent("Capt. Vikram Singh")}`);
  });

  it("finds words by their stem and prefix; when nothing holds every word, what holds some of them", async () => {
    expect(urls(await search("tournaments"))).toContain("/Events/inter-school-cricket-tournament");
    expect(urls(await search("tourn"))).toContain("/Events/inter-school-cricket-tournament");
    const some = await search("cricket tournament zzqxjw");
    expect(some.results[0].url).toBe("/Events/inter-school-cricket-tournament");
    expect((await search("zzqxjw qqxyzv")).total).toBe(0);
  });

  it("renders /search with results and a useful message when nothing matches", async () => {
    const html = await (await fetch(`${server.url}/search?q=robotics`)).text();
    expect(html).toContain('href="/Laboratories"');
    expect(html).toMatch(/<mark>robotics<\/mark>/i);
    const none = await (await fetch(`${server.url}/search?q=zzqxjw`)).text();
    expect(none).toContain("Nothing on the site matches");
    expect(none).toContain('href="/Events"');
  });
});

describe("kept current by every write", () => {
  it("indexes a published event, follows its edits, and drops it when unpublished or trashed", async () => {
    const created = await api("/events", "POST", event());
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(urls(await search("kalaripayattu"))).toContain(`/Events/${created.json.slug}`);

    const edited = await api(
      `/events/${id}`,
      "PUT",
      event({ title: "Silambam championship", summary: "Zonal silambam finals." }),
    );
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await search("kalaripayattu")).total).toBe(0);
    expect(urls(await search("silambam"))).toContain(`/Events/${created.json.slug}`);

    await api(`/events/${id}`, "PUT", event({ title: "Silambam championship", summary: "x", published: false }));
    expect((await search("silambam")).total).toBe(0);

    await api(`/events/${id}`, "PUT", event({ title: "Silambam championship", summary: "x" }));
    expect((await search("silambam")).total).toBe(1);
    expect((await api(`/events/${id}`, "DELETE")).status).toBeLessThan(300);
    expect((await search("silambam")).total).toBe(0);
  });

  it("finds a page's published words, not its draft, and follows a publish", async () => {
    const page = (await api("/pages/Laboratories", "GET")).json;
    const blocks = [...page.blocks, { type: "p", text: "Our new hydroponics corner grows spinach." }];
    const draft = { title: page.title, description: page.description, heading: page.heading, lead: page.lead };
    const saved = await api("/pages/Laboratories/draft", "PUT", { ...draft, blocks, version: page.version });
    expect(saved.status).toBe(200);
    expect((await search("hydroponics")).total).toBe(0);
    expect((await api("/pages/Laboratories/publish", "POST", {})).status).toBe(200);
    expect(urls(await search("hydroponics"))).toEqual(["/Laboratories"]);
  });

  it("finds a document by its title, follows a rename and forgets it when deleted", async () => {
    const form = new FormData();
    form.append("title", "Uniform supplier list");
    form.append("category", "parents");
    form.append("file", new Blob([new Uint8Array(pdfFile("uniforms"))]), "uniform.pdf");
    const created = await fetch(`${server.url}/api/documents`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: server.url },
      body: form,
    });
    expect(created.status).toBe(201);
    const document = (await created.json()) as { id: number; url: string };
    expect((await search("uniform supplier")).results[0]).toMatchObject({ kind: "document", url: document.url });
    const renamed = await api(`/documents/${document.id}`, "PUT", {
      title: "Blazer supplier list",
      category: "parents",
    });
    expect(renamed.status).toBe(200);
    expect((await search("uniform")).total).toBe(0);
    expect(urls(await search("blazer"))).toEqual([document.url]);
    await api(`/documents/${document.id}`, "DELETE");
    expect((await search("blazer")).total).toBe(0);
  });

  it("does not find a draft event or post", async () => {
    await api("/events", "POST", event({ title: "Secret rehearsal", summary: "Draft.", published: false }));
    await api("/news-posts", "POST", post({ title: "Unannounced merger", published: false }));
    expect((await search("rehearsal")).total).toBe(0);
    expect((await search("merger")).total).toBe(0);
  });

  it("indexes a published post, follows its edits and drops it when deleted", async () => {
    const created = await api("/news-posts", "POST", post());
    expect(created.status).toBe(201);
    expect(urls(await search("planetarium"))).toContain(`/News/${created.json.slug}`);
    await api(`/news-posts/${created.json.id}`, "PUT", post({ title: "Observatory visit", summary: "Stars." }));
    expect((await search("planetarium")).total).toBe(0);
    expect((await search("observatory")).results[0].title).toBe("Observatory visit");
    await api(`/news-posts/${created.json.id}`, "DELETE");
    expect((await search("observatory")).total).toBe(0);
  });

  it("finds an alumnus only while shown on the website, and never by contact details", async () => {
    const created = await api("/alumni", "POST", alumnus());
    expect(created.status).toBe(201);
    expect((await search("xylophonist")).total).toBe(0);

    await api("/alumni/ALU-SEARCH-1", "PUT", { ...created.json, showOnWebsite: true });
    const shown = await search("xylophonist");
    expect(shown.results).toMatchObject([{ kind: "alumnus", title: "Meenakshi Xylophonist" }]);
    expect(shown.results[0].snippet).toContain("Orchestra conductor");
    expect((await search("9000002222")).total).toBe(0);

    await api("/alumni/ALU-SEARCH-1", "PUT", { ...created.json, showOnWebsite: false });
    expect((await search("xylophonist")).total).toBe(0);

    await api("/alumni/ALU-SEARCH-1", "PUT", { ...created.json, showOnWebsite: true });
    expect((await search("xylophonist")).total).toBe(1);
    expect((await api("/alumni/ALU-SEARCH-1", "DELETE")).status).toBe(204);
    expect((await search("xylophonist")).total).toBe(0);
  });

  it("pages through many results", async () => {
    for (let n = 1; n <= 12; n++)
      expect(
        (await api("/news-posts", "POST", post({ title: `Quizbowl round ${n}`, summary: "Quizbowl." }))).status,
      ).toBe(201);
    const first = await search("quizbowl");
    expect(first).toMatchObject({ total: 12, page: 1, pages: 2 });
    expect(first.results).toHaveLength(10);
    const second = await search("quizbowl", 2);
    expect(second.results).toHaveLength(2);
    expect(new Set([...urls(first), ...urls(second)]).size).toBe(12);
    expect((await search("quizbowl", 99)).page).toBe(2);
  });
});

describe("any input gets an answer", () => {
  const hostile = [
    '"',
    '"unclosed phrase',
    "(",
    ")",
    "robotics AND OR NOT NEAR *",
    "NEAR(robotics lab, 2)",
    "title:robotics",
    "^robotics",
    "robotics -lab +x",
    "a & b | !c <-> d:*",
    "' or 1=1 --",
    "\\",
    "%",
    "\u0000",
    "robo\u0000tics",
    "😀🎉",
    "x".repeat(2000),
    "robotics ".repeat(300),
    "\uE000robotics\uE001",
    "",
    "   ",
  ];

  it.each(hostile.map((q) => [JSON.stringify(q).slice(0, 40), q]))("%s → 200 (API and page)", async (_label, q) => {
    const found = await search(q);
    expect(Array.isArray(found.results)).toBe(true);
    expect(found.q.length).toBeLessThanOrEqual(200);
    const response = await fetch(`${server.url}/search?${new URLSearchParams({ q })}`);
    expect(response.status).toBe(200);
    await response.text();
  });

  it("still searches the words inside operators and cuts a long query", async () => {
    expect(urls(await search("robotics OR NOT *"))).toContain("/Laboratories");
    expect(urls(await search('"robotics'))).toContain("/Laboratories");
    expect(urls(await search("(robotics)"))).toContain("/Laboratories");
    const long = await search(`robotics ${"x".repeat(2000)}`);
    expect(long.cut).toBe(true);
    expect(long.q).toHaveLength(200);
  });

  it("refuses a bad page number gently (page 1)", async () => {
    const response = await fetch(`${server.url}/api/search?q=robotics&page=-4`);
    expect(response.status).toBe(200);
    expect((await response.json()).page).toBe(1);
  });
});
