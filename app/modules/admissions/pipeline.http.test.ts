import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, queryServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// What an offer needs besides its status: the fee and the day it lapses (decision 137).
const OFFER = { offerFee: "25000", offerLapses: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10) };

// The office's pipeline (decision 135): seats per class against offers, the waiting list in the order children
// were put on it, filters and search (a phone typed any way), bulk moves all or nothing, the CSV and the API.
// Applications are written straight into the database for a year of their own (2031-32).

let server: RunningServer;
let editor: SignedIn;
let admin: SignedIn;
const YEAR = "2031-32";

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
  [editor, admin] = await Promise.all([signInAs(server, "editor"), signInAs(server, "admin")]);
});
afterAll(async () => {
  await server?.stop();
});

const query = <T>(run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>) => queryServerDatabase(server, run);

let serial = 90000;
type Seed = { child?: string; className?: string; status?: string; phone?: string; submittedAt?: string };

/** A submitted application as the parent's steps would leave it; returns its number. */
async function seed({ child = "Test Child", className = "class 3", status = "submitted", phone, submittedAt }: Seed) {
  serial += 1;
  const number = `ADM-2031-${serial}`;
  const at = submittedAt ?? "2031-01-10T05:00:00.000Z";
  await query((db) =>
    db
      .insertInto("admission_applications")
      .values({
        number,
        academic_year: YEAR,
        status,
        saved_step: "review",
        child_name: child,
        date_of_birth: "2023-05-01",
        gender: "female",
        class_sought: className,
        phone: phone ?? `+9198450${String(serial).slice(-5)}`,
        email: "parent@example.org",
        address: "1 Test Road",
        submitted_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute(),
  );
  return number;
}

async function waitlist(number: string, at: string) {
  await query(async (db) => {
    const { id } = await db
      .selectFrom("admission_applications")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("admission_status_changes")
      .values({ application_id: id, from_status: "submitted", to_status: "waitlisted", note: "", changed_at: at })
      .execute();
  });
}

const statusOf = (number: string) =>
  query(async (db) =>
    db.selectFrom("admission_applications").select("status").where("number", "=", number).executeTakeFirstOrThrow(),
  ).then((row) => row.status);

function api(path: string, as: SignedIn | null, body?: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function page(path: string, as: SignedIn, fields?: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) for (const one of [value].flat()) body.append(name, one);
  return fetch(`${server.url}${path}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie: as.cookie, origin: server.url },
    body: fields ? body : undefined,
    redirect: "manual",
  });
}

const numbersOf = async (response: Response) => ((await response.json()) as { number: string }[]).map((r) => r.number);

type Summary = {
  year: string;
  byStatus: Record<string, number>;
  sectionSize: number;
  classes: {
    class: string;
    seats: number;
    held: number;
    free: number;
    waitlisted: number;
    byStatus: Record<string, number>;
    waitlist: { position: number; number: string }[];
  }[];
};

describe(`admissions pipeline (${process.env.TEST_DB_ENGINE})`, () => {
  it("counts seats per class, refuses an offer beyond them and keeps the waiting list in order", async () => {
    // Class 4: one section of 25 (the site settings' section size), 24 seats already held.
    const sections = Object.fromEntries(
      ["nursery", "lkg", "ukg", ...Array.from({ length: 12 }, (_, i) => `class-${i + 1}`)].map((name) => [
        `sections_${name}`,
        name === "class-4" ? "1" : "2",
      ]),
    );
    const bad = await page("/welcome/admissions/seats", admin, { ...sections, "sections_class-4": "21" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("class 4: Write a whole number of sections from 0 to 20");
    expect((await page("/welcome/admissions/seats", editor)).status).toBe(403);
    expect((await page("/welcome/admissions/seats", admin, sections)).status).toBe(302);
    for (const status of [...Array(10).fill("offered"), ...Array(10).fill("fee_paid"), ...Array(4).fill("admitted")])
      await seed({ className: "class 4", status });
    const last = await seed({ className: "class 4", child: "Last Seat", status: "assessment_scheduled" });
    const over = await seed({ className: "class 4", child: "Over Seat", status: "assessment_scheduled" });
    const later = await seed({ className: "class 4", child: "Later", status: "waitlisted" });
    const first = await seed({ className: "class 4", child: "First", status: "waitlisted" });
    const second = await seed({ className: "class 4", child: "Second", status: "waitlisted" });
    await waitlist(later, "2031-02-03T04:00:00.000Z");
    await waitlist(first, "2031-02-01T04:00:00.000Z");
    await waitlist(second, "2031-02-02T04:00:00.000Z");

    expect(
      (await api(`/admissions/applications/${last}/status`, editor, { status: "offered", note: "", ...OFFER })).status,
    ).toBe(200);
    const refused = await api(`/admissions/applications/${over}/status`, editor, {
      status: "offered",
      note: "",
      ...OFFER,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.status).toContain(
      "All 25 seats of class 4 for 2031-32",
    );
    expect(await statusOf(over)).toBe("assessment_scheduled");
    // A waitlisted child cannot take a seat that is not there either.
    expect(
      (await api(`/admissions/applications/${first}/status`, editor, { status: "offered", note: "", ...OFFER })).status,
    ).toBe(409);

    const summary = (await (await api(`/admissions/summary?year=${YEAR}`, editor)).json()) as Summary;
    expect(summary.sectionSize).toBe(25);
    expect(summary.byStatus.offered).toBe(11);
    const class4 = summary.classes.find((row) => row.class === "class 4")!;
    expect(class4).toMatchObject({ seats: 25, held: 25, free: 0, waitlisted: 3 });
    expect(class4.byStatus).toMatchObject({ offered: 11, fee_paid: 10, admitted: 4, waitlisted: 3 });
    expect(class4.waitlist.map((entry) => [entry.position, entry.number])).toEqual([
      [1, first],
      [2, second],
      [3, later],
    ]);
    expect(summary.classes.find((row) => row.class === "class 3")).toMatchObject({ seats: 50 });

    const board = await (await page(`/welcome/admissions?year=${YEAR}&class=class+4`, editor)).text();
    expect(board).toContain("Last Seat");
    expect(board.replaceAll("<!-- -->", "")).toMatch(/<li value="1"><a href="\/welcome\/admissions\/[^"]+">/);
  });

  it("filters by class, status, year and submitted dates in the school's time zone; finds a phone typed any way", async () => {
    const asha = await seed({ child: "Asha Varma", className: "class 6", phone: "+919876501234" });
    const late = await seed({ child: "Late Evening", className: "class 6", submittedAt: "2031-01-14T20:00:00.000Z" });
    const other = await seed({ child: "Other Class", className: "class 7", status: "documents_needed" });
    const list = (params: string) => api(`/admissions/applications?year=${YEAR}&${params}`, editor);
    expect(await numbersOf(await list("class=class+6"))).toEqual([late, asha]);
    expect(await numbersOf(await list("status=documents_needed"))).toEqual([other]);
    // 20:00 UTC on the 14th is the 15th in India.
    expect(await numbersOf(await list("class=class+6&to=2031-01-14"))).toEqual([asha]);
    expect(await numbersOf(await list("class=class+6&from=2031-01-15&to=2031-01-15"))).toEqual([late]);
    for (const typed of ["98765 01234", "+91-98765-01234", "098765 01234", "+91 98765 01234", "01234"])
      expect(await numbersOf(await list(`q=${encodeURIComponent(typed)}`)), typed).toEqual([asha]);
    expect(await numbersOf(await list("q=asha"))).toEqual([asha]);
    expect(await numbersOf(await list(`q=${asha.toLowerCase()}`))).toEqual([asha]);

    const paged = await list("class=class+6&pageSize=1&page=2");
    expect(paged.headers.get("x-total-count")).toBe("2");
    expect(paged.headers.get("x-page-count")).toBe("2");
    expect(await numbersOf(paged)).toEqual([asha]);

    const listPage = await (
      await page(`/welcome/admissions?view=list&year=${YEAR}&q=${encodeURIComponent("98765 01234")}`, editor)
    ).text();
    expect(listPage).toContain("Asha Varma");
    expect(listPage).toContain("+91 98765 01234");
    expect(listPage).not.toContain("Late Evening");
  });

  it("refuses bad query values with a message on each field", async () => {
    const bad = await api(
      "/admissions/applications?year=2031&class=class+13&status=draft&from=2031-02-30&to=x&pageSize=0",
      editor,
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(["class", "from", "pageSize", "status", "to", "year"]);
    expect(body.fields.year).toContain("2027-28");
    const backwards = await api("/admissions/applications?from=2031-02-02&to=2031-02-01", editor);
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { fields: Record<string, string> }).fields.to).toContain("before the first");
    expect((await api("/admissions/summary?year=twenty", editor)).status).toBe(400);
    expect((await api("/admissions/summary", null)).status).toBe(401);
    // The page falls back to "any" instead of an error page.
    expect((await page("/welcome/admissions?year=x&class=y&from=z&view=list", editor)).status).toBe(200);
  });

  it("moves several applications at once, all or none, and refuses a move back", async () => {
    const a = await seed({ child: "Bulk A", className: "class 8" });
    const b = await seed({ child: "Bulk B", className: "class 8" });
    const offered = await seed({ child: "Bulk Offered", className: "class 8", status: "offered" });
    const all = await api("/admissions/applications/moves", editor, {
      numbers: [a, b, offered],
      status: "documents_verified",
      note: "Checked at the counter",
    });
    expect(all.status).toBe(409);
    const message = ((await all.json()) as { fields: Record<string, string> }).fields.numbers;
    expect(message).toContain(`None was moved to "Documents verified"`);
    expect(message).toContain(`${offered}: An application that is "Seat offered" cannot be moved`);
    expect(message).not.toContain(a);
    expect([await statusOf(a), await statusOf(b), await statusOf(offered)]).toEqual([
      "submitted",
      "submitted",
      "offered",
    ]);
    expect((await api("/admissions/applications/moves", editor, { numbers: [], status: "offered" })).status).toBe(400);
    expect((await api("/admissions/applications/moves", editor, { numbers: [a], status: "admitted" })).status).toBe(
      400,
    );

    // The dashboard: the choice, one confirmation, then the move.
    const asked = await page(`/welcome/admissions?view=list&year=${YEAR}`, editor, {
      _form: "bulk-move",
      intent: "confirm",
      numbers: [a, b],
      status: "documents_verified",
      note: "",
    });
    expect(asked.status).toBe(200);
    expect((await asked.text()).replaceAll("<!-- -->", "")).toContain("Move 2 applications to Documents verified?");
    expect(await statusOf(a)).toBe("submitted");
    const moved = await page(`/welcome/admissions?view=list&year=${YEAR}`, editor, {
      _form: "bulk-move-confirm",
      intent: "move",
      numbers: [a, b],
      status: "documents_verified",
      note: "",
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`/welcome/admissions?year=${YEAR}&view=list`);
    expect([await statusOf(a), await statusOf(b)]).toEqual(["documents_verified", "documents_verified"]);
    const history = await query((db) =>
      db
        .selectFrom("admission_status_changes as c")
        .innerJoin("admission_applications as a", "a.id", "c.application_id")
        .select(["a.number", "c.to_status", "c.changed_by"])
        .where("a.number", "in", [a, b])
        .execute(),
    );
    expect(history).toHaveLength(2);
    expect(history.every((row) => row.changed_by === editor.userid)).toBe(true);

    const back = await api(`/admissions/applications/${a}/status`, editor, { status: "submitted", note: "" });
    expect(back.status).toBe(409);
    const backInBulk = await api("/admissions/applications/moves", editor, {
      numbers: [a],
      status: "documents_needed",
    });
    expect(backInBulk.status).toBe(200);
    expect(
      (await api("/admissions/applications/moves", editor, { numbers: [b], status: "documents_verified", x: 1 }))
        .status,
    ).toBe(400);
  });

  it("exports the current filter as CSV a spreadsheet reads, without document keys or hashes", async () => {
    await seed({ child: "=cmd|' /C calc'!A0", className: "class 9", phone: "+919876512345" });
    const csv = await page(`/welcome/admissions/export?year=${YEAR}&class=class+9`, editor);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const [header, row, end] = text.split("\n");
    expect(header).toBe(
      "Application number,Academic year,Status,Submitted,Child,Date of birth,Gender,Class sought,Day or boarding,Previous school,Father,Mother,Guardian,Phone,Other phone,E-mail,Address,School bus,Bus area,Possible duplicate of,Student record",
    );
    expect(row).toContain(`'=cmd`);
    expect(row).toContain("098765 12345");
    expect(row).toContain("Submitted");
    expect(end ?? "").toBe("");
    expect(text).not.toMatch(/private\/|access_hash|storage_key/);
  });
});
