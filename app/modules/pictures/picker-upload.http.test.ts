import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import type { RunningServer } from "../../../test/harness/server";
import { filesUnder, startUploadServer } from "../../../test/harness/uploads";

// The page editor's picker uploads through the picture library's own action (decision 134), as the browser's
// fetcher posts it (`/welcome/pictures.data?answer=picker`): each bad input is refused with its message on the
// picker's field and nothing stored (no media row, no words, no file, no spooled file); a good one answers with the
// new picture. The upload limit is 1 MB here so "too large" is cheap to send.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  ({ server } = await startUploadServer({ UPLOAD_IMAGE_MAX_MB: "1" }));
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

async function stored() {
  const db = openServerDatabase(server);
  try {
    const count = async (table: "media" | "picture_details" | "audit_log") =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    return {
      media: await count("media"),
      details: await count("picture_details"),
      files: filesUnder(join(server.database.env.MEDIA_DIR, "pictures")).length,
      spooled: filesUnder(join(server.database.directory, "tmp", "school-uploads")).length,
    };
  } finally {
    await db.destroy();
  }
}

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();

/** The picker's post: one row of the library's upload, as its fetcher sends it. */
function pickerForm(row: { bytes?: Buffer; name?: string; alt?: string; caption?: string; decorative?: boolean }) {
  const form = new FormData();
  form.append("alt.0", row.alt ?? "");
  form.append("caption.0", row.caption ?? "");
  if (row.decorative) form.append("decorative.0", "on");
  if (row.bytes) form.append("file.0", new Blob([new Uint8Array(row.bytes)]), row.name ?? "picture.jpg");
  return form;
}

const post = (form: FormData, as: SignedIn | null = editor, path = "/welcome/pictures.data?answer=picker") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { ...(as ? { cookie: as.cookie } : {}), origin: server.url },
  });

describe("uploading from the page editor's picker", () => {
  it.each([
    [
      "a file that is not a picture (text named .jpg)",
      async () => pickerForm({ bytes: Buffer.from("these are words, not a picture"), name: "fake.jpg", alt: "Fake" }),
      400,
      "Only JPEG, PNG, WebP, GIF or AVIF pictures can be added to the library.",
    ],
    [
      "a picture over the limit",
      async () => pickerForm({ bytes: Buffer.concat([await jpeg(), Buffer.alloc(1_200_000)]), alt: "Too big" }),
      413,
      "at most 1 MB",
    ],
    [
      "a picture without a description",
      async () => pickerForm({ bytes: await jpeg(), alt: "" }),
      400,
      "Describe the picture for people who cannot see it, or mark it as decorative",
    ],
    ["no file", async () => pickerForm({ alt: "Words without a picture" }), 400, "Choose the file for these words."],
  ])("refuses %s on the picker's field and stores nothing", async (_name, form, status, words) => {
    const before = await stored();
    const response = await post(await form());
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(body).toContain(words);
    expect(body).toContain('"picker"');
    // No "Picture 1:" prefix: the picker has one picture.
    expect(body).not.toContain("Picture 1:");
    expect(await stored()).toEqual({ ...before, spooled: 0 });
  });

  it("sends a post without a session to sign in, refuses one from another site, and stores nothing", async () => {
    const before = await stored();
    const signedOut = await post(pickerForm({ bytes: await jpeg(), alt: "No session" }), null);
    // A page route's answer to no session: the fetcher is sent to sign in (single fetch's redirect), never a picture.
    expect(signedOut.status).toBe(202);
    expect(await signedOut.text()).toContain("/Login");
    const document = await post(
      pickerForm({ bytes: await jpeg(), alt: "No session" }),
      null,
      "/welcome/pictures?answer=picker",
    );
    expect(document.status).toBe(302);
    expect(document.headers.get("location")).toMatch(/^\/Login\?/);
    const foreign = await fetch(`${server.url}/welcome/pictures.data?answer=picker`, {
      method: "POST",
      body: pickerForm({ bytes: await jpeg(), alt: "From elsewhere" }),
      redirect: "manual",
      headers: { cookie: editor.cookie, origin: "https://elsewhere.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await stored()).toEqual({ ...before, spooled: 0 });
  });

  it("adds a described picture to the library and answers with it", async () => {
    const before = await stored();
    const response = await post(
      pickerForm({ bytes: await jpeg(), alt: "The new library wing", caption: "Opened in June" }),
    );
    expect(response.status).toBe(201);
    const body = await response.text();
    expect(body).toContain("The new library wing");
    expect(body).toMatch(/\/media\/pictures\/[^"]+\.jpg/);
    const after = await stored();
    expect(after.media).toBe(before.media + 1);
    expect(after.details).toBe(before.details + 1);
    expect(after.files).toBeGreaterThan(before.files);
    expect(after.spooled).toBe(0);
  });
});
