import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { callApi, type ApiCall } from "../../../test/harness/api-client";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Photos of committee members and teachers, and the public Our Faculty page built from the faculty records.

let server: RunningServer;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
  admin = await signInAs(server, "admin");
});
afterAll(async () => {
  await server?.stop();
});

const api = (path: string, options: ApiCall = {}) => callApi(server.url, path, { as: admin, ...options });
const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

const jpeg = async (colour = "#b07a10") =>
  new Uint8Array(
    await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "Camera owner" } } })
      .toBuffer(),
  );

const photoForm = (bytes: Uint8Array<ArrayBuffer> | string, name = "face.jpg") => {
  const form = new FormData();
  form.set("photo", new Blob([bytes]), name);
  return form;
};

async function photoKeyOf(table: "committee_members" | "faculty", where: [string, string | number]) {
  const db = openServerDatabase(server);
  try {
    const row = await db
      .selectFrom(table)
      .select("photo_key")
      .where(where[0] as "sno", "=", where[1] as number)
      .executeTakeFirstOrThrow();
    return row.photo_key;
  } finally {
    await db.destroy();
  }
}

describe("a committee member's photo", () => {
  it("is uploaded through the API, shown on the public cards as a small square, and removed again", async () => {
    const [first] = (await api("/committee_members")).json as { sno: number; name: string }[];
    expect(await page("/Commite")).not.toContain("committee-card__photo");

    const saved = await api(`/committee_members/${first!.sno}/photo`, { method: "PUT", form: photoForm(await jpeg()) });
    expect(saved.status).toBe(200);
    expect(saved.json.photo).toMatch(/^\/media\/committee\/.+/);
    const html = await page("/Commite");
    expect(html).toContain(`<img class="committee-card__photo" src="${saved.json.photo}" alt=""`);
    const picture = await fetch(`${server.url}${saved.json.photo}`);
    expect(picture.status).toBe(200);
    const shown = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect(Math.max(shown.width!, shown.height!)).toBeLessThanOrEqual(150);
    expect(shown.exif).toBeUndefined();

    const removed = await api(`/committee_members/${first!.sno}/photo`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await photoKeyOf("committee_members", ["sno", first!.sno])).toBeNull();
    expect(await page("/Commite")).not.toContain("committee-card__photo");
    expect((await fetch(`${server.url}${saved.json.photo}`)).status).toBe(404);
  });

  it("refuses a file that is no picture, an empty upload and an editor, naming the field and keeping the photo", async () => {
    const [first] = (await api("/committee_members")).json as { sno: number }[];
    const kept = await api(`/committee_members/${first!.sno}/photo`, { method: "PUT", form: photoForm(await jpeg()) });
    const keptKey = await photoKeyOf("committee_members", ["sno", first!.sno]);
    expect(keptKey).toBeTruthy();

    const notPicture = await api(`/committee_members/${first!.sno}/photo`, {
      method: "PUT",
      form: photoForm("<!doctype html><p>not a photo</p>", "face.jpg"),
    });
    expect(notPicture.status).toBe(400);
    expect(notPicture.json.fields.photo).toBe("The photo must be a JPEG, PNG, WebP, GIF or AVIF picture");

    const empty = await api(`/committee_members/${first!.sno}/photo`, { method: "PUT", form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.photo).toBe("Choose a photo to upload");

    const byEditor = await callApi(server.url, `/committee_members/${first!.sno}/photo`, {
      as: editor,
      method: "PUT",
      form: photoForm(await jpeg("#123456")),
    });
    expect(byEditor.status).toBe(403);
    const unknown = await api(`/committee_members/99999/photo`, { method: "PUT", form: photoForm(await jpeg()) });
    expect(unknown.status).toBe(404);

    expect(await photoKeyOf("committee_members", ["sno", first!.sno])).toBe(keptKey);
    expect(await page("/Commite")).toContain(kept.json.photo);
  });

  it("is set from the dashboard's photo form without JavaScript, by the same command", async () => {
    const [first] = (await api("/committee_members")).json as { sno: number }[];
    const form = photoForm(await jpeg("#335577"));
    form.set("_form", "photo");
    form.set("intent", "photo");
    const response = await fetch(`${server.url}/welcome/committee/${first!.sno}`, {
      method: "POST",
      headers: { cookie: admin.cookie, origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const key = await photoKeyOf("committee_members", ["sno", first!.sno]);
    expect(key).toMatch(/^committee\//);
    const edit = await (
      await fetch(`${server.url}/welcome/committee/${first!.sno}`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(edit).toContain("Replace the photo");
    expect(edit).toContain("Remove the photo");
  });
});

describe("Our Faculty", () => {
  const teacher = (overrides: Record<string, unknown> = {}) => ({
    facultyadmid: "PH-T1",
    facultyaadhar: "2234 1232 1234",
    facultyname: "Smt. Meena Iyer",
    subject: "Biology",
    qualification: "M.Sc., B.Ed.",
    experience: "6 years",
    contactnum: "98480 12345",
    emailid: "meena.iyer@example.org",
    address: "14 Private Lane",
    gender: "female",
    ...overrides,
  });

  it("lists the teachers the office shows, in its order, with photo, subject and qualification and nothing private", async () => {
    expect((await api("/faculty", { method: "POST", body: teacher() })).status).toBe(201);
    expect(await page("/Ourfaculty")).not.toContain("Smt. Meena Iyer");

    const shown = await api("/faculty/PH-T1", {
      method: "PUT",
      body: teacher({ showOnWebsite: true, websiteOrder: 1 }),
    });
    expect(shown.status).toBe(200);
    const uploaded = await api("/faculty/PH-T1/photo", { method: "PUT", form: photoForm(await jpeg()) });
    expect(uploaded.status).toBe(200);

    const html = await page("/Ourfaculty");
    const cards = html.slice(
      html.indexOf('<ul class="committee-cards">'),
      html.indexOf("</ul>", html.indexOf("committee-cards")),
    );
    // First in the office's order, ahead of the sample teachers numbered 1 to 3 (ties go by name).
    expect(cards.indexOf("Smt. Meena Iyer")).toBeGreaterThan(-1);
    expect(cards).toContain("Biology");
    expect(cards).toContain("M.Sc., B.Ed.");
    expect(cards).toContain(uploaded.json.photo);
    for (const secret of ["14 Private Lane", "meena.iyer@example.org", "2234"]) expect(html).not.toContain(secret);
    expect(cards).not.toMatch(/98480|6 years/);
    // The page's own words, edited under Pages, are still there.
    expect(html).toContain("<h1>Our Faculty</h1>");

    expect((await api("/faculty/PH-T1", { method: "PUT", body: teacher({ showOnWebsite: false }) })).status).toBe(200);
    expect(await page("/Ourfaculty")).not.toContain("Smt. Meena Iyer");
  });

  it("refuses an order that is not a whole number from 1 to 999 and stores nothing", async () => {
    expect((await api("/faculty", { method: "POST", body: teacher({ facultyadmid: "PH-T2" }) })).status).toBe(201);
    for (const websiteOrder of ["1e3", "0", "1000", "two"]) {
      const refused = await api("/faculty/PH-T2", {
        method: "PUT",
        body: teacher({ facultyadmid: "PH-T2", subject: "Changed", websiteOrder }),
      });
      expect(refused.status).toBe(400);
      expect(refused.json.fields.websiteOrder).toMatch(/Order on the website must be a whole number|digits/);
    }
    const stored = await api("/faculty/PH-T2");
    expect(stored.json).toMatchObject({ subject: "Biology", websiteOrder: null, showOnWebsite: false });
  });
});
