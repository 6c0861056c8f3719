import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { EXE_BYTES, HTML_BYTES, officeFile, pdfFile, PNG_BYTES, zip } from "../../../test/harness/office-files";
import { startServer, type RunningServer } from "../../../test/harness/server";

// The documents library: the API (public list, editor writes), the bad inputs of the issue (nothing stored,
// no file left behind), replacing and restoring under one address, the two public lists and the file route.

let server: RunningServer;
let editor: SignedIn;
let uploadsDir: string;

beforeAll(async () => {
  // The server's unfinished uploads go here, so the test can see that a refused upload leaves nothing.
  uploadsDir = mkdtempSync(join(tmpdir(), "documents-test-"));
  // The sample pictures' cache stays where the global set-up warmed it.
  server = await startServer({
    env: { TMPDIR: uploadsDir, PLACEHOLDER_CACHE_DIR: join(tmpdir(), "school-placeholders") },
  });
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
  rmSync(uploadsDir, { recursive: true, force: true });
});

type Call = { method?: string; body?: unknown; form?: FormData; as?: SignedIn | null };

async function api(path: string, { method = "GET", body, form, as = editor }: Call = {}) {
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
  return { status: response.status, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : undefined };
}

function documentForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

const download = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${url}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

type Doc = {
  id: number;
  title: string;
  url: string;
  type: string;
  size: number;
  version: number;
  downloadsOrder: number;
  brochureOrder: number;
};

async function counts() {
  const db = openServerDatabase(server);
  try {
    const documents = await db.selectFrom("documents").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const versions = await db
      .selectFrom("document_versions")
      .select(db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    return { documents: Number(documents.n), versions: Number(versions.n) };
  } finally {
    await db.destroy();
  }
}

/** Files under the media folder's documents/ (the disk storage of the test server). */
const storedFiles = () => {
  try {
    return readdirSync(join(server.database.env.MEDIA_DIR, "documents")).sort();
  } catch {
    return [];
  }
};
const spooledFiles = () => {
  try {
    return readdirSync(join(uploadsDir, "school-uploads"));
  } catch {
    return [];
  }
};

async function setDocumentLimit(megabytes: number | undefined) {
  const db = openServerDatabase(server);
  try {
    await db.deleteFrom("site_settings").where("key", "=", "documentMaxMb").execute();
    if (megabytes !== undefined)
      await db
        .insertInto("site_settings")
        .values({ key: "documentMaxMb", value: String(megabytes), updated_at: new Date().toISOString() })
        .execute();
  } finally {
    await db.destroy();
  }
}

describe("the seeded library", () => {
  it("lists the spec's 15 documents to anyone, in each list's own order, each a sample PDF", async () => {
    const { status, json } = await api("/documents", { as: null });
    expect(status).toBe(200);
    expect(json).toHaveLength(15);
    expect(json[0].title).toBe("About");
    expect(json[14].title).toBe("Annual Report 2023-24");
    for (const doc of json as Doc[]) {
      expect(doc.type).toBe("PDF");
      expect(doc.size).toBeGreaterThan(1000);
      expect(doc.url).toBe(`/files/${doc.id}`);
    }
    const brochure = await api("/documents?list=brochure", { as: null });
    expect(brochure.json.slice(0, 3).map((d: Doc) => d.title)).toEqual(["Brochure", "Admission form", "Fee Structure"]);
    expect((await api("/documents?list=other", { as: null })).status).toBe(400);
  });

  it("serves a document with its type, a safe file name, nosniff and a validator", async () => {
    const [about] = (await api("/documents", { as: null })).json as Doc[];
    const file = await download(about.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe("inline; filename=About.pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");
    expect(file.bytes.toString("latin1")).toContain("About the School");
    const again = await download(about.url, { "if-none-match": file.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect((await download("/files/999999")).status).toBe(404);
  });

  it("shows both public pages from the library: new tab, type and size", async () => {
    const downloads = await (await fetch(`${server.url}/Downloads`)).text();
    const brochure = await (await fetch(`${server.url}/Download`)).text();
    expect(downloads).toMatch(/<a href="\/files\/\d+" target="_blank" rel="noopener"/);
    expect(downloads).toMatch(/PDF, \d KB/);
    const titles = (html: string) => [...html.matchAll(/download-list__title">([^<]+)</g)].map((m) => m[1]);
    expect(titles(downloads)).toHaveLength(15);
    expect(titles(downloads)[0]).toBe("About");
    expect(titles(brochure)[0]).toBe("Brochure");
  });
});

describe("documents API", () => {
  it("refuses anonymous writes", async () => {
    const form = documentForm({ title: "Menu", category: "parents" }, { bytes: pdfFile("menu"), name: "menu.pdf" });
    expect((await api("/documents", { method: "POST", form, as: null })).status).toBe(401);
    expect(
      (await api("/documents/1", { method: "PUT", body: { title: "x", category: "school" }, as: null })).status,
    ).toBe(401);
    expect((await api("/documents/1", { method: "DELETE", as: null })).status).toBe(401);
  });

  it("takes each kind of document, judged by its bytes, and puts it last on both lists", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const kinds: [Buffer, string, string, string][] = [
      [pdfFile("Bus routes 2026"), "bus-routes.pdf", "application/pdf", "PDF"],
      [
        officeFile("docx"),
        "Fee structure.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "Word",
      ],
      [officeFile("xlsx"), "marks.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "Excel"],
      [
        officeFile("pptx"),
        "orientation.pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "PowerPoint",
      ],
      [jpeg, "notice.jpeg", "image/jpeg", "JPEG"],
      [PNG_BYTES, "map.png", "image/png", "PNG"],
    ];
    for (const [bytes, name, contentType, label] of kinds) {
      const saved = await api("/documents", {
        method: "POST",
        form: documentForm({ title: `Upload ${name}`, category: "parents" }, { bytes, name }),
      });
      expect(saved.status, name).toBe(201);
      expect(saved.json).toMatchObject({ type: label, contentType, version: 1 });
      const file = await download(saved.json.url);
      expect(file.headers.get("content-type")).toBe(contentType);
      expect(saved.json.size).toBe(file.bytes.length);
      // Pictures are re-encoded without their metadata; other files are kept byte for byte.
      if (contentType.startsWith("image/"))
        expect((await sharp(file.bytes).metadata()).format).toBe(label === "JPEG" ? "jpeg" : "png");
      else expect(file.bytes.equals(bytes)).toBe(true);
    }
    const list = (await api("/documents", { as: null })).json as Doc[];
    expect(list.at(-1)!.title).toBe("Upload map.png");
    const brochure = (await api("/documents?list=brochure", { as: null })).json as Doc[];
    expect(brochure.at(-1)!.title).toBe("Upload map.png");
    // Office files are saved rather than shown.
    const word = list.find((d) => d.title === "Upload Fee structure.docx")!;
    expect((await download(word.url)).headers.get("content-disposition")).toMatch(
      /^attachment; filename="Upload Fee structure\.docx"/,
    );
  });

  it("refuses bad input with a field message, stores nothing and leaves no file behind", async () => {
    const before = { ...(await counts()), files: storedFiles() };
    const cases: [Record<string, string>, { bytes: Buffer; name: string } | undefined, string, RegExp][] = [
      [
        { title: "Picture", category: "school" },
        { bytes: PNG_BYTES, name: "report.pdf" },
        "file",
        /named \.pdf but its contents are a PNG/,
      ],
      [
        { title: "Program", category: "school" },
        { bytes: EXE_BYTES, name: "setup.pdf" },
        "file",
        /named \.pdf but its contents are not a PDF/,
      ],
      [
        { title: "Web page", category: "school" },
        { bytes: HTML_BYTES, name: "page.pdf" },
        "file",
        /named \.pdf but its contents are not a PDF/,
      ],
      [
        { title: "Web page", category: "school" },
        { bytes: HTML_BYTES, name: "page.html" },
        "file",
        /must be a PDF, Word/,
      ],
      [
        { title: "Archive", category: "school" },
        { bytes: zip({ "a.txt": "hello" }), name: "letter.docx" },
        "file",
        /named \.docx but its contents are not a DOCX/,
      ],
      [
        { title: "Word as PDF", category: "school" },
        { bytes: officeFile("docx"), name: "letter.pdf" },
        "file",
        /contents are a Word file/,
      ],
      [{ title: "", category: "school" }, { bytes: pdfFile("x"), name: "x.pdf" }, "title", /^Title is required$/],
      [{ title: "   ", category: "school" }, { bytes: pdfFile("x"), name: "x.pdf" }, "title", /^Title is required$/],
      [
        { title: "a".repeat(300), category: "school" },
        { bytes: pdfFile("x"), name: "x.pdf" },
        "title",
        /^Title must be at most 200 characters$/,
      ],
      [
        { title: "No category", category: "gossip" },
        { bytes: pdfFile("x"), name: "x.pdf" },
        "category",
        /^Choose a category$/,
      ],
      [{ title: "No file", category: "school" }, undefined, "file", /^Choose a file to upload$/],
    ];
    for (const [fields, file, field, message] of cases) {
      const { status, json } = await api("/documents", { method: "POST", form: documentForm(fields, file) });
      expect(status, `${field}: ${file?.name}`).toBe(400);
      expect(json.fields[field], `${field}: ${file?.name}`).toMatch(message);
    }
    expect({ ...(await counts()), files: storedFiles() }).toEqual(before);
    expect(spooledFiles()).toEqual([]);
  });

  it("enforces the site's size limit on the bytes read, with the limit in words", async () => {
    await setDocumentLimit(1);
    try {
      const before = { ...(await counts()), files: storedFiles() };
      const big = Buffer.concat([pdfFile("big"), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const { status, json } = await api("/documents", {
        method: "POST",
        form: documentForm({ title: "Too big", category: "reports" }, { bytes: big, name: "big.pdf" }),
      });
      expect(status).toBe(413);
      expect(json.error).toBe("The file is too large: a document may be at most 1 MB.");
      expect(json.fields.file).toBe(json.error);
      expect({ ...(await counts()), files: storedFiles() }).toEqual(before);
      expect(spooledFiles()).toEqual([]);
      // Just under the limit is taken.
      const fits = Buffer.concat([pdfFile("fits"), Buffer.alloc(1024 * 1000, 0x20)]);
      const saved = await api("/documents", {
        method: "POST",
        form: documentForm({ title: "Fits", category: "reports" }, { bytes: fits, name: "fits.pdf" }),
      });
      expect(saved.status).toBe(201);
      expect((await api(`/documents/${saved.json.id}`, { method: "DELETE" })).status).toBe(200);
    } finally {
      await setDocumentLimit(undefined);
    }
  });

  it("replaces the file under the same address, keeps the old one, and restores it", async () => {
    const first = pdfFile("Fee structure 2025-26");
    const created = await api("/documents", {
      method: "POST",
      form: documentForm(
        { title: "Fee Structure 2025-26", category: "admissions" },
        { bytes: first, name: "fees.pdf" },
      ),
    });
    const { id, url } = created.json as Doc;
    const second = pdfFile("Fee structure 2026-27");
    const replaced = await api(`/documents/${id}`, {
      method: "PUT",
      form: documentForm(
        { title: "Fee Structure 2026-27", category: "admissions" },
        { bytes: second, name: "fees-2026.pdf" },
      ),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({
      id,
      url,
      version: 2,
      title: "Fee Structure 2026-27",
      fileName: "fee-structure-2026-27.pdf",
    });
    const now = await download(url);
    expect(now.bytes.equals(second)).toBe(true);
    expect(now.headers.get("content-disposition")).toContain('filename="Fee Structure 2026-27.pdf"');

    const detail = await api(`/documents/${id}`);
    expect(detail.json.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // A refused replacement changes nothing.
    const refused = await api(`/documents/${id}`, {
      method: "PUT",
      form: documentForm(
        { title: "Fee Structure 2026-27", category: "admissions" },
        { bytes: PNG_BYTES, name: "fees.pdf" },
      ),
    });
    expect(refused.status).toBe(400);
    expect((await download(url)).bytes.equals(second)).toBe(true);

    const restored = await api(`/documents/${id}/restore`, { method: "POST", body: { version: 1 } });
    expect(restored.status).toBe(200);
    expect(restored.json.version).toBe(1);
    expect((await download(url)).bytes.equals(first)).toBe(true);
    expect((await api(`/documents/${id}/restore`, { method: "POST", body: { version: 9 } })).json.fields.version).toBe(
      "That version of the document does not exist",
    );

    // A later replacement is version 3, not a second version 2.
    const third = await api(`/documents/${id}`, {
      method: "PUT",
      form: documentForm(
        { title: "Fee Structure 2026-27", category: "admissions" },
        { bytes: pdfFile("third"), name: "f.pdf" },
      ),
    });
    expect(third.json.version).toBe(3);
  });

  it("renames, moves on either list, and refuses a bad title on PUT", async () => {
    const list = (await api("/documents", { as: null })).json as Doc[];
    const target = list.find((d) => d.title === "Land details")!;
    const moved = await api(`/documents/${target.id}`, {
      method: "PUT",
      body: { title: "Land details (survey)", category: "development", downloadsPosition: 1, brochurePosition: 2 },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ downloadsOrder: 1, brochureOrder: 2, version: target.version });
    const after = (await api("/documents", { as: null })).json as Doc[];
    expect(after[0].title).toBe("Land details (survey)");
    expect(after[1].title).toBe("About");
    expect(after.map((d) => d.downloadsOrder)).toEqual(after.map((_, i) => i + 1));
    const brochure = (await api("/documents?list=brochure", { as: null })).json as Doc[];
    expect(brochure[1].title).toBe("Land details (survey)");

    const bad = await api(`/documents/${target.id}`, {
      method: "PUT",
      body: { title: "b".repeat(300), category: "school" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.title).toBe("Title must be at most 200 characters");
    expect((await api("/documents/999999", { method: "PUT", body: { title: "x", category: "school" } })).status).toBe(
      404,
    );
  });

  it("writes a safe file name whatever the title", async () => {
    const created = await api("/documents", {
      method: "POST",
      form: documentForm(
        { title: 'Circular "urgent" / फीस\r\nSet-Cookie: x=1', category: "parents" },
        { bytes: pdfFile("circular"), name: "c.pdf" },
      ),
    });
    expect(created.status).toBe(201);
    const header = (await download(created.json.url)).headers.get("content-disposition")!;
    const ascii = /filename="([^"]*)"/.exec(header)![1];
    expect(ascii).toBe("Circular urgent Set-Cookie x1.pdf");
    expect(header).toContain("filename*=UTF-8''Circular%20urgent%20%E0%A4%AB");
  });

  it("deletes a document with all its files, audited, and closes the gaps in both lists", async () => {
    const created = await api("/documents", {
      method: "POST",
      form: documentForm({ title: "Old circular", category: "parents" }, { bytes: pdfFile("old"), name: "old.pdf" }),
    });
    const { id, url } = created.json as Doc;
    await api(`/documents/${id}`, {
      method: "PUT",
      form: documentForm({ title: "Old circular", category: "parents" }, { bytes: pdfFile("older"), name: "old2.pdf" }),
    });
    const filesBefore = storedFiles().length;
    expect((await api(`/documents/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(storedFiles().length).toBe(filesBefore - 2);
    expect((await download(url)).status).toBe(404);
    expect((await api(`/documents/${id}`, { method: "DELETE" })).status).toBe(404);
    for (const list of ["downloads", "brochure"]) {
      const docs = (await api(`/documents?list=${list}`, { as: null })).json as (Doc & Record<string, number>)[];
      const column = list === "downloads" ? "downloadsOrder" : "brochureOrder";
      expect(docs.map((d) => d[column])).toEqual(docs.map((_, i) => i + 1));
    }
    const db = openServerDatabase(server);
    try {
      const audit = await db
        .selectFrom("audit_log")
        .select("action")
        .where("entity", "=", "document")
        .where("entity_key", "=", String(id))
        .orderBy("id")
        .execute();
      expect(audit.map((row) => row.action)).toEqual(["create", "replace", "delete"]);
    } finally {
      await db.destroy();
    }
  });

  it("sends a link-only document (a link moved from the old settings) to its link", async () => {
    const db = openServerDatabase(server);
    let id: number;
    try {
      const row = await db
        .insertInto("documents")
        .values({
          title: "Transport routes",
          category: "parents",
          downloads_order: 999,
          brochure_order: 999,
          file_key: null,
          content_type: null,
          size: null,
          original_name: null,
          link_url: "https://media.example.org/routes.pdf",
          seed_key: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } finally {
      await db.destroy();
    }
    const answer = await download(`/files/${id}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://media.example.org/routes.pdf");
    const listed = ((await api("/documents", { as: null })).json as Doc[]).find((d) => d.id === id)!;
    expect(listed).toMatchObject({ type: "Link", size: null });
    expect(await (await fetch(`${server.url}/Downloads`)).text()).toMatch(
      /Transport routes<\/span><span class="download-list__facts">link/,
    );
    expect((await api(`/documents/${id}`, { method: "DELETE" })).status).toBe(200);
  });
});

describe("the dashboard section", () => {
  const post = (form: FormData) =>
    fetch(`${server.url}/welcome/documents`, {
      method: "POST",
      body: form,
      headers: { cookie: editor.cookie, origin: server.url },
      redirect: "manual",
    });

  it("uploads through its own action and refuses a file over the site's limit, leaving nothing", async () => {
    const added = await post(
      documentForm(
        { intent: "upload", title: "Canteen menu", category: "parents" },
        { bytes: pdfFile("menu"), name: "menu.pdf" },
      ),
    );
    expect([302, 303]).toContain(added.status);
    const listed = ((await api("/documents", { as: null })).json as Doc[]).find((d) => d.title === "Canteen menu");
    expect(listed).toMatchObject({ type: "PDF", version: 1 });

    await setDocumentLimit(1);
    try {
      const before = { ...(await counts()), files: storedFiles() };
      const big = Buffer.concat([pdfFile("big"), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const refused = await post(
        documentForm({ intent: "upload", title: "Too big", category: "reports" }, { bytes: big, name: "big.pdf" }),
      );
      expect(refused.status).toBe(413);
      expect(await refused.text()).toContain("The file is too large: a document may be at most 1 MB.");
      expect({ ...(await counts()), files: storedFiles() }).toEqual(before);
      expect(spooledFiles()).toEqual([]);
    } finally {
      await setDocumentLimit(undefined);
    }
  });
});
