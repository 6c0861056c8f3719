import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Express } from "express";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/schema";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { createScratchDatabase, templateFor, testEngine, type ScratchDatabase } from "../../../test/harness/databases";
import { pdfFile } from "../../../test/harness/office-files";

// The built app enters one database scope for every request (server/app.ts, decision 101). Given another site's
// database, its pages, their actions, the dashboard's guard and the API all read and write that database, never the
// process's own; the same build without it serves the process's own.

type BuiltApp = {
  createApp: (options?: { database?: () => Kysely<Database> }) => Express;
  closeDb: () => Promise<void>;
};

const OTHER_TITLE = "Independence Day at the other site";
const SLUG = "science-exhibition";

let built: BuiltApp;
let own: ScratchDatabase;
let other: ScratchDatabase;
let ownDb: Kysely<Database>;
let otherDb: Kysely<Database>;
let editor: SignedIn;
const servers: Server[] = [];
let scopedUrl: string;
let plainUrl: string;

async function listen(app: Express) {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const engine = testEngine();
  [own, other] = await Promise.all([
    createScratchDatabase(engine, { from: templateFor(engine, {}) }),
    createScratchDatabase(engine, { from: templateFor(engine, {}) }),
  ]);
  // The process's own database is `own`: the build reads its configuration on first use.
  for (const [key, value] of Object.entries({ ...own.env, LOG_LEVEL: "warn" })) vi.stubEnv(key, value);
  ownDb = openServerDatabase({ database: own });
  otherDb = openServerDatabase({ database: other });
  await otherDb.updateTable("events").set({ title: OTHER_TITLE }).where("slug", "=", SLUG).execute();
  editor = await signInAs({ database: other }, "editor");

  built = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as BuiltApp;
  scopedUrl = await listen(built.createApp({ database: () => otherDb }));
  plainUrl = await listen(built.createApp());
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await built?.closeDb();
  await Promise.all([ownDb?.destroy(), otherDb?.destroy()]);
  await Promise.all([own?.drop(), other?.drop()]);
  vi.unstubAllEnvs();
});

const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];

const get = async (url: string, cookie?: string) => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, text: await response.text() };
};

const post = (base: string, path: string, body: FormData | URLSearchParams | string, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(typeof body === "string" ? { "content-type": "application/json" } : {}),
    },
    body,
    redirect: "manual",
  });

/** What each write of the third test left in a database. */
async function writesIn(database: Kysely<Database>) {
  const contacts = await database
    .selectFrom("contact_requests")
    .select("emailid")
    .where("emailid", "in", ["page@example.org", "api@example.org"])
    .orderBy("emailid")
    .execute();
  const events = await database
    .selectFrom("events")
    .select("slug")
    .where("slug", "=", "science-fair-other-site")
    .execute();
  const documents = await database
    .selectFrom("documents")
    .select("title")
    .where("title", "=", "Circular of the other site")
    .execute();
  return { contacts: contacts.length, events: events.length, documents: documents.length };
}

describe(`one database per request (${testEngine()})`, () => {
  it("serves a public page's loader and the API from the request's database", async () => {
    const page = await get(`${scopedUrl}/Events/${SLUG}`);
    expect(page.status).toBe(200);
    expect(heading(page.text)).toBe(OTHER_TITLE);
    const api = await get(`${scopedUrl}/api/events`);
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text).map((event: { title: string }) => event.title)).toContain(OTHER_TITLE);

    const ownPage = await get(`${plainUrl}/Events/${SLUG}`);
    expect(ownPage.status).toBe(200);
    expect(heading(ownPage.text)).toBe("Science exhibition");
  });

  it("checks a session against the request's database, for the dashboard and for the API", async () => {
    const dashboard = await get(`${scopedUrl}/welcome/events`, editor.cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.text.includes(OTHER_TITLE), "the dashboard's list shows the other site's event").toBe(true);
    expect((await get(`${scopedUrl}/api/contact_us`, editor.cookie)).status).toBe(200);

    // The session exists only in the other database.
    expect((await get(`${plainUrl}/welcome/events`, editor.cookie)).status).toBe(302);
    expect((await get(`${plainUrl}/api/contact_us`, editor.cookie)).status).toBe(401);
  });

  it("writes a public form's action, a dashboard action and API posts (JSON and multipart) to it", async () => {
    const contact = new URLSearchParams({
      name: "Page Visitor",
      emailid: "page@example.org",
      subject: "Scope",
      message: "Sent through the Contact Us page.",
    });
    expect((await post(scopedUrl, "/ContactUs", contact)).status).toBe(200);
    const json = JSON.stringify({ name: "Api Caller", emailid: "api@example.org", mobilnum: "9876543210" });
    expect((await post(scopedUrl, "/api/contact_us", json)).status).toBe(201);

    const event = new FormData();
    const year = new Date().getUTCFullYear() + 1;
    for (const [key, value] of Object.entries({
      title: "Science fair of the other site",
      slug: "science-fair-other-site",
      startDate: `${year}-02-10`,
      startTime: "10:00",
      endDate: `${year}-02-10`,
      endTime: "12:00",
      place: "Hall",
      category: "academic",
      summary: "Projects by every class.",
      body: "Projects.",
      published: "true",
    }))
      event.set(key, value);
    const added = await post(scopedUrl, "/welcome/events/new", event, editor.cookie);
    expect(added.status, await added.text()).toBe(302);

    const document = new FormData();
    document.set("title", "Circular of the other site");
    document.set("category", "parents");
    document.append("file", new Blob([new Uint8Array(pdfFile("circular"))]), "circular.pdf");
    const uploaded = await post(scopedUrl, "/api/documents", document, editor.cookie);
    expect(uploaded.status, await uploaded.text()).toBe(201);

    expect(await writesIn(otherDb)).toEqual({ contacts: 2, events: 1, documents: 1 });
    expect(await writesIn(ownDb)).toEqual({ contacts: 0, events: 0, documents: 0 });
  });
});
