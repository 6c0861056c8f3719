import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import type { RunningServer } from "../../../test/harness/server";
import { filesUnder, startUploadServer } from "../../../test/harness/uploads";
import { smallMp4 } from "../../../test/harness/video";

// The picture library through its dashboard action (a plain multipart form, as without JavaScript) and its JSON
// API: several pictures at once, search, words, the refusals that store nothing, and a picture in use that
// cannot be deleted. The upload limit is 1 MB here so "too large" is cheap to send.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  ({ server } = await startUploadServer({ UPLOAD_IMAGE_MAX_MB: "1" }));
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

const libraryFiles = () => filesUnder(join(server.database.env.MEDIA_DIR, "pictures"));
const spooled = () => filesUnder(join(server.database.directory, "tmp", "school-uploads"));

async function counts() {
  const db = openServerDatabase(server);
  try {
    const count = async (table: "media" | "picture_details") =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    return { media: await count("media"), details: await count("picture_details"), files: libraryFiles().length };
  } finally {
    await db.destroy();
  }
}

const picture = (colour: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

type Row = { bytes?: Uint8Array; name?: string; alt?: string; caption?: string; decorative?: boolean };
function uploadForm(rows: Row[]) {
  const form = new FormData();
  rows.forEach((row, index) => {
    form.append(`alt.${index}`, row.alt ?? "");
    form.append(`caption.${index}`, row.caption ?? "");
    if (row.decorative) form.append(`decorative.${index}`, "on");
    if (row.bytes) form.append(`file.${index}`, new Blob([new Uint8Array(row.bytes)]), row.name ?? `p${index}.jpg`);
  });
  return form;
}

/** The dashboard's form, posted as a browser without JavaScript does. */
const postForm = (body: FormData | URLSearchParams, as: SignedIn | null = editor, query = "") =>
  fetch(`${server.url}/welcome/pictures${query}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { ...(as ? { cookie: as.cookie } : {}), origin: server.url },
  });

async function api(
  path: string,
  options: { method?: string; body?: unknown; form?: FormData; as?: SignedIn | null } = {},
) {
  const { method = "GET", body, form, as = editor } = options;
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, json: /^[[{]/.test(text) ? JSON.parse(text) : undefined };
}

type LibraryPicture = {
  key: string;
  src: string;
  thumb: string;
  alt: string;
  caption: string;
  source: { kind: string };
};
const search = async (q: string) =>
  (await api(`/pictures?q=${encodeURIComponent(q)}`)).json as { pictures: LibraryPicture[]; total: number };

describe("picture library", () => {
  it("adds two pictures at once from the plain form, each with its words, sizes and thumbnail", async () => {
    const before = await counts();
    const response = await postForm(
      uploadForm([
        { bytes: await picture("#2a6"), alt: "Relay runners at the finish line", caption: "Sports day 2026" },
        { bytes: await picture("#a26"), alt: "Saplings planted by the school gate", caption: "Van Mahotsav" },
      ]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome/pictures");
    const after = await counts();
    expect(after.media).toBe(before.media + 2);
    expect(after.details).toBe(before.details + 2);
    // original, thumbnail, and AVIF/WebP/JPEG at 480, 960 and 1200 wide, for each
    expect(after.files - before.files).toBe(2 * (2 + 3 * 3));

    const found = await search("relay");
    expect(found.total).toBe(1);
    expect(found.pictures[0]).toMatchObject({ alt: "Relay runners at the finish line", caption: "Sports day 2026" });
    expect(found.pictures[0].source.kind).toBe("library");
    const thumb = await fetch(`${server.url}${found.pictures[0].thumb}`);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(150);
    // Words are searched without regard to letter case, every word must match.
    expect((await search("SAPLINGS gate")).total).toBe(1);
    expect((await search("saplings relay")).total).toBe(0);
  });

  it("shows the library and its pictures to a signed-in editor only", async () => {
    expect((await api("/pictures", { as: null })).status).toBe(401);
    const page = await fetch(`${server.url}/welcome/pictures?q=relay`, { headers: { cookie: editor.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Relay runners at the finish line");
    expect(html).not.toContain("Saplings planted by the school gate");
  });

  it.each([
    [
      "a file that is not a picture (text named .jpg)",
      async () => [{ bytes: Buffer.from("hello, I am not a picture at all"), name: "fake.jpg", alt: "Fake" }],
      400,
      "file.0",
      /Only JPEG, PNG, WebP, GIF or AVIF/,
    ],
    [
      "a video",
      async () => [{ bytes: smallMp4(), name: "clip.mp4", alt: "A clip" }],
      400,
      "file.0",
      /videos go to the gallery/,
    ],
    [
      "a picture over the limit (counted on the bytes sent)",
      async () => [
        { bytes: await picture("#222", 300, 300), alt: "Fine" },
        { bytes: Buffer.concat([await picture("#333", 300, 300), Buffer.alloc(1_200_000)]), alt: "Too big" },
      ],
      413,
      "file.1",
      /Picture 2: The picture is too large: it may be at most 1 MB/,
    ],
    [
      "a second picture without a description (the first is not kept either)",
      async () => [
        { bytes: await picture("#444", 300, 300), alt: "Fine" },
        { bytes: await picture("#555", 300, 300), alt: "" },
      ],
      400,
      "alt.1",
      /Picture 2: Describe the picture for people who cannot see it, or mark it as decorative/,
    ],
    [
      "a damaged picture (a JPEG's first bytes and then noise)",
      async () => [
        {
          bytes: Buffer.concat([(await picture("#666", 300, 300)).subarray(0, 40), Buffer.alloc(500, 7)]),
          alt: "Broken",
        },
      ],
      400,
      "file.0",
      /could not be read/,
    ],
    ["words without a file", async () => [{ alt: "Where is the file?" }], 400, "file.0", /choose the file/],
    ["nothing at all", async () => [{}], 400, "file.0", /Choose at least one picture/],
  ])("refuses %s, stores nothing and names the row", async (_name, rows, status, field, message) => {
    const before = await counts();
    const viaForm = await postForm(uploadForm(await rows()));
    expect(viaForm.status).toBe(status);
    const html = await viaForm.text();
    expect(html).toMatch(message);
    const viaApi = await api("/pictures", { method: "POST", form: uploadForm(await rows()) });
    expect(viaApi.status).toBe(status);
    expect(viaApi.json.fields[field]).toMatch(message);
    expect(await counts()).toEqual(before);
    expect(spooled()).toEqual([]);
  });

  it("gives a refused plain form back with what was typed, a summary linking to each field, and asks for the files again", async () => {
    const form = uploadForm([
      { bytes: await picture("#444", 300, 300), alt: "Fine" },
      { bytes: await picture("#555", 300, 300), alt: "" },
    ]);
    form.append("_form", "picture-upload");
    const refused = await postForm(form);
    expect(refused.status).toBe(400);
    // The text of the page, without the markers React puts between the parts of a sentence.
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<input[^>]*id="upload-alt\.0"[^>]*value="Fine"/);
    expect(html).toContain('href="#upload-alt.1"');
    expect(html).toContain("Files are not kept when a form comes back: choose the file of picture 1 again.");
    expect(html).toContain("choose the file of picture 2 again.");

    // A file over the limit stops the reading: its row is named.
    const tooLarge = uploadForm([
      { bytes: await picture("#666", 300, 300), alt: "First" },
      { bytes: Buffer.concat([await picture("#777", 300, 300), Buffer.alloc(1_200_000)]), alt: "Second" },
    ]);
    tooLarge.append("_form", "picture-upload");
    const overLimit = (await (await postForm(tooLarge)).text()).replaceAll("<!-- -->", "");
    expect(overLimit).toContain('href="#upload-file.1"');
    expect(overLimit).toContain("choose the file of picture 2 again.");
  });

  it("accepts a decorative picture without a description, through the API", async () => {
    const response = await api("/pictures", {
      method: "POST",
      form: uploadForm([{ bytes: await picture("#0af", 600, 300), decorative: true, caption: "Blue border strip" }]),
    });
    expect(response.status).toBe(201);
    expect(response.json.pictures[0]).toMatchObject({ alt: "", decorative: true, caption: "Blue border strip" });
  });

  it("changes a picture's words, and refuses an empty description unless decorative", async () => {
    const [relay] = (await search("relay")).pictures;
    const key = encodeURIComponent(relay.key);
    const bad = await api(`/pictures/${key}`, { method: "PUT", body: { alt: " ", caption: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.alt).toMatch(/Describe the picture/);
    const good = await api(`/pictures/${relay.key}`, {
      method: "PUT",
      body: { alt: "Relay runners crossing the finish line", caption: "Sports day 2026" },
    });
    expect(good.status).toBe(200);
    expect(good.json.alt).toBe("Relay runners crossing the finish line");
    const viaForm = await postForm(
      new URLSearchParams({ _form: "picture-words", intent: "update", key: relay.key, alt: "", caption: "Sports day" }),
      editor,
      `?edit=${key}`,
    );
    expect(viaForm.status).toBe(400);
    const html = await viaForm.text();
    expect(html).toContain('<a href="#edit-alt">Describe the picture for people who cannot see it');
    expect(html).toMatch(/<input[^>]*id="edit-caption"[^>]*value="Sports day"/);
  });

  it("shows gallery pictures in the library and will not delete them there", async () => {
    const gallery = new FormData();
    for (const [name, value] of Object.entries({
      screenname: "Celebrations",
      imageorvideo: "Image",
      imagename: "Diwali rangoli",
      eventname: "Diwali 2026",
      eventdate: "2026-11-01",
    }))
      gallery.append(name, value);
    gallery.append("uploadfile", new Blob([new Uint8Array(await picture("#f80", 800, 600))]), "rangoli.jpg");
    expect(
      (
        await fetch(`${server.url}/api/upload`, {
          method: "POST",
          body: gallery,
          headers: { cookie: editor.cookie, origin: server.url },
        })
      ).status,
    ).toBe(201);
    const [rangoli] = (await search("rangoli")).pictures;
    expect(rangoli).toMatchObject({ alt: "Diwali rangoli", source: { kind: "gallery" } });
    const refused = await api(`/pictures/${rangoli.key}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(refused.json.usedIn[0].label).toContain("Gallery entry");
  });

  it("will not delete a picture a page uses (draft or published), lists where, and the public page draws its sizes", async () => {
    const [saplings] = (await search("saplings")).pictures;
    const page = (await api("/pages/Classroom")).json;
    const blocks = [
      ...page.blocks,
      { type: "figures", items: [{ src: saplings.src, alt: "Saplings by the gate", caption: "Van Mahotsav" }] },
    ];
    const saved = await api("/pages/Classroom/draft", {
      method: "PUT",
      body: {
        title: page.title,
        description: page.description,
        heading: page.heading,
        lead: page.lead,
        blocks,
        version: page.version,
      },
    });
    expect(saved.status).toBe(200);

    const draftOnly = await api(`/pictures/${saplings.key}`, { method: "DELETE" });
    expect(draftOnly.status).toBe(409);
    expect(draftOnly.json.usedIn).toEqual([
      {
        label: "Page /Classroom (its unpublished draft)",
        href: "/welcome/pages/Classroom",
        publicHref: "/Classroom",
      },
    ]);

    expect((await api("/pages/Classroom/publish", { method: "POST", body: {} })).status).toBe(200);
    const html = await (await fetch(`${server.url}/Classroom`)).text();
    const folder = saplings.key.replace(/\/original\.\w+$/, "");
    expect(html).toMatch(new RegExp(`<source type="image/avif" srcSet="[^"]*${folder}/480\\.avif 480w`));
    expect(html).toContain('alt="Saplings by the gate"');

    // The dashboard's delete asks first and, for a picture in use, shows the places instead of a delete button.
    const asking = await (
      await fetch(`${server.url}/welcome/pictures?delete=${encodeURIComponent(saplings.key)}`, {
        headers: { cookie: editor.cookie },
      })
    ).text();
    expect(asking).toContain("This picture is in use");
    expect(asking).toContain('href="/welcome/pages/Classroom"');
    expect(asking).not.toContain("Yes, delete");
    const viaForm = await postForm(new URLSearchParams({ intent: "delete", key: saplings.key }));
    expect(viaForm.status).toBe(409);
    expect(await viaForm.text()).toContain("Page /Classroom (the published page)");
    expect((await counts()).details).toBeGreaterThan(0);
    expect((await api(`/pictures/${saplings.key}`)).json.usedIn).toHaveLength(1);
  });

  it("deletes a picture nothing uses, with all its files", async () => {
    const [strip] = (await search("border strip")).pictures;
    const before = await counts();
    const response = await postForm(new URLSearchParams({ intent: "delete", key: strip.key }));
    expect(response.status).toBe(302);
    const after = await counts();
    expect(after.media).toBe(before.media - 1);
    expect(after.details).toBe(before.details - 1);
    expect(before.files - after.files).toBeGreaterThanOrEqual(5);
    expect((await api(`/pictures/${strip.key}`, { method: "DELETE" })).status).toBe(404);
  });
  it("names every place that shows a picture in one order, finds it by their words and borrows the first one's", async () => {
    const gallery = new FormData();
    for (const [name, value] of Object.entries({
      screenname: "Sports",
      imageorvideo: "Image",
      imagename: "Lantern walk",
      eventname: "Lantern night",
      eventdate: "2026-10-20",
    }))
      gallery.append(name, value);
    gallery.append("uploadfile", new Blob([new Uint8Array(await picture("#48c", 640, 480))]), "lantern.jpg");
    const uploaded = await fetch(`${server.url}/api/upload`, {
      method: "POST",
      body: gallery,
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(uploaded.status).toBe(201);
    const [lantern] = (await search("lantern walk")).pictures;
    const key = lantern.key;
    // The slides, events and news modules own their rows; the library reads them through what each registered.
    const db = openServerDatabase(server);
    try {
      const now = new Date().toISOString();
      await db
        .insertInto("slides")
        .values({
          slidename: "arts",
          sno: 1,
          media_key: key,
          alt: "Lanterns on the stage",
          created_at: now,
          updated_at: now,
        })
        .execute();
      const day = { start_date: "2026-10-20", start_time: null, end_date: "2026-10-20", end_time: null, all_day: 1 };
      await db
        .insertInto("events")
        .values({
          ...day,
          slug: "lantern-night",
          title: "Lantern night",
          place: "Hall",
          category: "cultural",
          summary: "",
          body: "",
          picture_key: key,
          published: 1,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await db
        .insertInto("news_posts")
        .values({
          slug: "lanterns-lit",
          title: "Lanterns lit",
          post_date: "2026-10-21",
          summary: "",
          body: "",
          cover_key: key,
          published: 1,
          pinned: 0,
          deleted_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();

      const detail = (await api(`/pictures/${key}`)).json;
      expect(detail).toMatchObject({ alt: "Lantern walk", described: false, source: { kind: "gallery" } });
      expect(detail.usedIn).toEqual([
        {
          label: 'Gallery entry "Lantern night" (Sports)',
          href: expect.stringMatching(/^\/welcome\/gallery\?edit=\d+$/),
        },
        { label: 'Slideshow "arts", slide 1', href: "/welcome/slides" },
        {
          label: 'Event "Lantern night"',
          href: expect.stringMatching(/^\/welcome\/events\/\d+$/),
          publicHref: "/Events/lantern-night",
        },
        {
          label: 'News post "Lanterns lit" (in the trash)',
          href: expect.stringMatching(/^\/welcome\/news\/posts\/\d+$/),
        },
      ]);
      // The slide's words find it too, and with the gallery entry gone the slide's words describe it.
      expect((await search("stage lantern")).pictures.map((found) => found.key)).toEqual([key]);
      await db.deleteFrom("gallery_items").where("media_key", "=", key).execute();
      expect((await search("stage")).pictures[0]).toMatchObject({
        key,
        alt: "Lanterns on the stage",
        source: { kind: "slide", label: "Slideshow arts, slide 1" },
      });
      await db.deleteFrom("slides").where("media_key", "=", key).execute();
      expect((await api(`/pictures/${key}`)).json).toMatchObject({
        alt: "",
        source: { kind: "event", label: "Event: Lantern night" },
      });
    } finally {
      await db.deleteFrom("news_posts").where("cover_key", "=", key).execute();
      await db.deleteFrom("events").where("picture_key", "=", key).execute();
      await db.destroy();
    }
  });
});
