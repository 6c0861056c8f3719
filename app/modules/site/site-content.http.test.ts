import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

let server: RunningServer;
let editor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
  [editor, admin] = await Promise.all([signInAs(server, "editor"), signInAs(server, "admin")]);
});
afterAll(async () => {
  await server?.stop();
});

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function slideForm(fields: Record<string, string>, image?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", new Blob([new Uint8Array(image)], { type: "image/png" }), "slide.png");
  return form;
}

const send = (method: string, path: string, body?: FormData | object, cookie = editor.cookie) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie,
      origin: server.url,
      ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });

async function auditActions(entity: string) {
  const db = openServerDatabase(server);
  try {
    return (
      await db
        .selectFrom("audit_log")
        .select(["action", "entity_key"])
        .where("entity", "=", entity)
        .orderBy("id")
        .execute()
    ).map((r) => `${r.action} ${r.entity_key ?? ""}`.trim());
  } finally {
    await db.destroy();
  }
}

describe("home slides", () => {
  it("has nothing at an empty number: image-details answers 404", async () => {
    const response = await send("GET", `/api/image-details/HomeScreenMainSlides/1`);
    expect(response.status).toBe(404);
  });

  it("adds a slide and then reports its imageUrl", async () => {
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm(
        { slidename: "HomeScreenMainSlides", sno: "1", alt: "Morning assembly" },
        await picture(400, 300, "#c00"),
      ),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe("Slide saved");
    expect(body.imageUrl).toMatch(/^\/media\/slides\/homescreenmainslides\/.+\/original\.png$/);
    const details = await send("GET", `/api/image-details/HomeScreenMainSlides/1`);
    expect(details.status).toBe(200);
    expect((await details.json()).imageUrl).toBe(body.imageUrl);
  });

  it("refuses to add over a used number (409)", async () => {
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm({ slidename: "HomeScreenMainSlides", sno: "1" }, await picture(10, 10, "#0c0")),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).fields.sno).toMatch(/already has a picture/);
  });

  it("replaces a slide: the returned imageUrl serves the new picture and the old files are gone", async () => {
    const oldUrl = (await (await send("GET", `/api/image-details/HomeScreenMainSlides/1`)).json()).imageUrl;
    const response = await send(
      "PUT",
      "/api/replace-image/HomeScreenMainSlides/1",
      slideForm({ slidename: "HomeScreenMainSlides", sno: "1" }, await picture(500, 250, "#00f")),
    );
    expect(response.status).toBe(200);
    const { imageUrl } = await response.json();
    expect(imageUrl).not.toBe(oldUrl);
    const served = await fetch(`${server.url}${imageUrl}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([500, 250]);
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
    expect((await fetch(`${server.url}${oldUrl}`)).status).toBe(404);
    expect((await (await send("GET", `/api/image-details/HomeScreenMainSlides/1`)).json()).imageUrl).toBe(imageUrl);
  });

  it("replaces through POST /api/homeslides with mode=replace (the form without JavaScript)", async () => {
    const before = (await (await send("GET", `/api/image-details/HomeScreenMainSlides/1`)).json()).imageUrl;
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm({ slidename: "HomeScreenMainSlides", sno: "1", mode: "replace" }, await picture(300, 200, "#ff0")),
    );
    expect(response.status).toBe(200);
    const { imageUrl } = await response.json();
    expect(imageUrl).not.toBe(before);
    expect((await (await send("GET", `/api/image-details/HomeScreenMainSlides/1`)).json()).imageUrl).toBe(imageUrl);
  });

  it("saves a picture from the slides section's own form (no JavaScript), outcome as a flash", async () => {
    const form = slideForm({ slidename: "slider3", sno: "4", mode: "replace" }, await picture(30, 30, "#0ff"));
    const ok = await fetch(`${server.url}/welcome/slides`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/welcome/slides");
    expect(ok.headers.getSetCookie().some((cookie) => cookie.startsWith("school_flash="))).toBe(true);
    const bad = await fetch(`${server.url}/welcome/slides`, {
      method: "POST",
      body: slideForm({ slidename: "slider3", sno: "11", alt: "Typed description" }),
      redirect: "manual",
      headers: { cookie: editor.cookie, origin: server.url },
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Slide number must be between 1 and 10");
    expect(html).toContain("Image file is required");
    expect(html).toContain('value="Typed description"');
  });

  it.each([
    ["slidename", { sno: "2" }, true, "Slide set is required"],
    ["sno", { slidename: "slider3" }, true, "Slide number must be between 1 and 10"],
    ["image", { slidename: "slider3", sno: "2" }, false, "Image file is required"],
  ])("requires %s", async (field, fields, withImage, message) => {
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm(fields, withImage ? await picture(20, 20, "#999") : undefined),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields[field]).toBe(message);
  });

  it("names every missing field at once", async () => {
    const response = await send("POST", "/api/homeslides", slideForm({}));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields).sort()).toEqual(["image", "slidename", "sno"]);
  });

  it.each(["0", "11", "2.5", "x"])("refuses slide number %s", async (sno) => {
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm({ slidename: "slider3", sno }, await picture(20, 20, "#999")),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields.sno).toBe("Slide number must be between 1 and 10");
    expect((await send("GET", `/api/image-details/slider3/11`)).status).toBe(400);
  });

  it("refuses a file that is not a picture", async () => {
    const form = slideForm({ slidename: "slider3", sno: "2" });
    form.append("image", new Blob(["not a picture at all, just text"], { type: "image/png" }), "x.png");
    const response = await send("POST", "/api/homeslides", form);
    expect(response.status).toBe(400);
    expect((await response.json()).fields.image).toBe("The image must be a JPEG, PNG, WebP, GIF or AVIF picture.");
  });

  it("needs a signed-in user to read or change slides", async () => {
    expect((await send("GET", "/api/image-details/slider3/1", undefined, "")).status).toBe(401);
    const response = await send(
      "POST",
      "/api/homeslides",
      slideForm({ slidename: "slider3", sno: "2" }, await picture(20, 20, "#999")),
      "",
    );
    expect(response.status).toBe(401);
  });

  it("reorders and removes slides of a set", async () => {
    for (const [sno, colour] of [
      ["1", "#f00"],
      ["2", "#0f0"],
      ["3", "#00f"],
    ]) {
      expect(
        (await send("POST", "/api/homeslides", slideForm({ slidename: "library", sno }, await picture(40, 40, colour))))
          .status,
      ).toBe(201);
    }
    const before = (await (await send("GET", "/api/slides")).json()).sets.library as {
      sno: number;
      imageUrl: string;
    }[];
    expect(before.map((s) => s.sno)).toEqual([1, 2, 3]);
    const reordered = await send("PUT", "/api/slides/library/order", { order: [3, 1, 2] });
    expect(reordered.status).toBe(200);
    const after = (await reordered.json()).slides as { sno: number; imageUrl: string }[];
    expect(after.map((s) => s.imageUrl)).toEqual([before[2].imageUrl, before[0].imageUrl, before[1].imageUrl]);
    expect((await send("PUT", "/api/slides/library/order", { order: [1, 2] })).status).toBe(409);
    expect((await send("PUT", "/api/slides/library/order", { order: "nope" })).status).toBe(400);

    expect((await send("DELETE", "/api/slides/library/2")).status).toBe(200);
    expect((await send("GET", `/api/image-details/library/2`)).status).toBe(404);
    expect((await fetch(`${server.url}${before[0].imageUrl}`)).status).toBe(404);
    expect((await send("DELETE", "/api/slides/library/2")).status).toBe(404);
    expect(await auditActions("slide")).toEqual(
      expect.arrayContaining([
        "create HomeScreenMainSlides/1",
        "replace HomeScreenMainSlides/1",
        "reorder library",
        "delete library/2",
      ]),
    );
  });
});

describe("news ticker", () => {
  it("reads the default texts", async () => {
    const news = await (await fetch(`${server.url}/api/news`)).json();
    // Without sample content the default is undated: never a day long past.
    expect(news.latestEvent).toMatch(/^Latest event: ground-breaking ceremony/);
    expect(news.latestEvent).not.toMatch(/\d{4}/);
    expect(Object.keys(news).sort()).toEqual(["jobOpenings", "latestEvent"]);
  });

  it("saves new texts that every page's ticker then shows", async () => {
    const news = { jobOpenings: "Hiring a music teacher now", latestEvent: "Science fair on 5 December" };
    const response = await send("POST", "/api/news", news);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Successfully Submitted", ...news });
    expect(await (await fetch(`${server.url}/api/news`)).json()).toEqual(news);
    const html = await (await fetch(`${server.url}/Faq`)).text();
    expect(html).toContain("Science fair on 5 December");
    expect(await auditActions("news")).toEqual(["update 1"]);
  });

  it("refuses empty texts with field messages and keeps the old ones", async () => {
    const response = await send("POST", "/api/news", { jobOpenings: " ", latestEvent: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      jobOpenings: "Job openings text is required",
      latestEvent: "Latest event text is required",
    });
    expect((await (await fetch(`${server.url}/api/news`)).json()).latestEvent).toBe("Science fair on 5 December");
  });

  it("needs a signed-in user to change", async () => {
    expect((await send("POST", "/api/news", { jobOpenings: "a", latestEvent: "b" }, "")).status).toBe(401);
  });
});

describe("site settings", () => {
  it("is changed by administrators only (editors may read it)", async () => {
    expect((await send("GET", "/api/settings", undefined, "")).status).toBe(401);
    expect((await send("GET", "/api/settings", undefined, editor.cookie)).status).toBe(200);
    expect((await send("PUT", "/api/settings", DEFAULT_SITE_SETTINGS, editor.cookie)).status).toBe(403);
  });

  it("saves the school's name and every page header shows it", async () => {
    const current = await (await send("GET", "/api/settings", undefined, admin.cookie)).json();
    expect(current).toEqual(DEFAULT_SITE_SETTINGS);
    const response = await send(
      "PUT",
      "/api/settings",
      { ...current, schoolName: "Riverbend Public School" },
      admin.cookie,
    );
    expect(response.status).toBe(200);
    const html = await (await fetch(`${server.url}/Gallery`)).text();
    expect(html).toContain("Riverbend Public School");
    expect((await (await send("GET", "/api/settings", undefined, admin.cookie)).json()).schoolName).toBe(
      "Riverbend Public School",
    );
    expect(await auditActions("site_settings")).toEqual(["settings"]);
  });

  it("sends clients of the old Downloads links to the documents library", async () => {
    const answer = await send("GET", "/api/settings/documents", undefined, admin.cookie);
    expect(answer.status).toBe(410);
    expect((await answer.json()).error).toMatch(/\/api\/documents/);
  });

  it("refuses bad values, naming each field", async () => {
    const response = await send(
      "PUT",
      "/api/settings",
      { ...DEFAULT_SITE_SETTINGS, phone: "12", facebookUrl: "javascript:alert(1)", schoolName: "" },
      admin.cookie,
    );
    expect(response.status).toBe(400);
    const { fields } = await response.json();
    expect(fields).toMatchObject({
      phone: expect.stringContaining("Phone number is too short"),
      schoolName: "School name is required",
      facebookUrl: "Enter a full web address starting with https://",
    });
  });
});
