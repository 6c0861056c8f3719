import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import type { NewStudentRow } from "../../../db/schema";

// The administrator calls of the spec (section 7) for students, faculty, alumni and committee,
// with the rules of section 5, on a database without sample content.

let server: RunningServer;
let admin: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
  admin = await signInAs(server, "admin");
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

type Row = Record<string, unknown>;
/** An API answer as these tests read it; the assertions check that each field is really there. */
type ApiBody = Row & {
  rows: Row[];
  total: number;
  totalStudents: number;
  error: string;
  fields: Record<string, string>;
  errors: { row: number; column: string; message: string }[];
};

type Call = { method?: string; body?: unknown; as?: SignedIn | null; headers?: Record<string, string>; raw?: string };

async function api<Body = ApiBody>(path: string, { method = "GET", body, as = admin, headers = {}, raw }: Call = {}) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
      ...headers,
    },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await response.text();
  let json: Body | undefined;
  try {
    json = text ? (JSON.parse(text) as Body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Body, text, headers: response.headers };
}

const student = (overrides: Record<string, unknown> = {}) => ({
  stdadmid: "ADM-001",
  stdaadhar: "223412321234",
  stdname: "Ravi Kumar",
  studentclass: "6",
  section: "A",
  contactnum: "+919000000001",
  emailid: "ravi@example.org",
  address: "1 Campus Road",
  gender: "male",
  admissionyear: "2024",
  ...overrides,
});
const faculty = (overrides: Record<string, unknown> = {}) => ({
  facultyadmid: "FAC-001",
  facultyaadhar: "567856715678",
  facultyname: "Anita Rao",
  subject: "Mathematics",
  qualification: "M.Sc., B.Ed.",
  experience: "8 years",
  contactnum: "+919000000002",
  emailid: "anita@example.org",
  address: "2 Staff Quarters",
  gender: "female",
  ...overrides,
});
const alumnus = (overrides: Record<string, unknown> = {}) => ({
  registerid: "ALU-001",
  name: "Kiran Reddy",
  gender: "male",
  studentorteacher: "student",
  admissionyear: "2005",
  passoutyear: "2015",
  branch: "Science",
  contactnum: "+919000000003",
  typeofemployee: "Private",
  designation: "Engineer",
  companyname: "Acme",
  companylocation: "Hyderabad",
  facebookurl: "",
  linkedinurl: "https://www.linkedin.com/in/kiran",
  blogurl: "",
  websiteurl: "",
  comments: "Class of 2015",
  ...overrides,
});
const member = (overrides: Record<string, unknown> = {}) => ({
  sno: 1,
  designation: "President",
  name: "Dr. R. Rao",
  address: "12 Temple Street",
  ...overrides,
});

describe(`students (${process.env.TEST_DB_ENGINE})`, () => {
  it("registers with 201 and the stored record, then lists, counts and reads it in the spec's shapes", async () => {
    const created = await api("/students", { method: "POST", body: student() });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...student(), stdid: expect.any(Number) });

    const list = await api("/students");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.json)).toBe(true);
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({ stdadmid: "ADM-001", stdname: "Ravi Kumar", stdaadhar: "XXXX XXXX 1234" });
    expect(list.headers.get("x-total-count")).toBe("1");
    expect(list.headers.get("x-truncated")).toBeNull();

    expect((await api("/students/count")).json).toEqual({ totalStudents: 1 });

    const one = await api("/students/ADM-001");
    expect(one.status).toBe(200);
    expect(Array.isArray(one.json)).toBe(true);
    expect(one.json[0]).toMatchObject(student());
  });

  it("refuses a duplicate admission id with 409 and its words", async () => {
    const again = await api("/students", { method: "POST", body: student({ stdname: "Someone Else" }) });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      error: "Admission ID already exists",
      fields: { stdadmid: "Admission ID already exists" },
    });
  });

  it("updates by key, keeps the key, and requires the admission year on update", async () => {
    const updated = await api("/students/ADM-001", {
      method: "PUT",
      body: student({ stdname: "Ravi K.", section: "B" }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ stdadmid: "ADM-001", stdname: "Ravi K.", section: "B" });

    const noYear = await api("/students/ADM-001", { method: "PUT", body: student({ admissionyear: "" }) });
    expect(noYear.status).toBe(400);
    expect(noYear.json.fields).toEqual({ admissionyear: "Admission year is required" });

    const rekey = await api("/students/ADM-001", { method: "PUT", body: student({ stdadmid: "ADM-999" }) });
    expect(rekey.status).toBe(400);
    expect(rekey.json.fields).toEqual({ stdadmid: "Admission ID cannot be changed" });
    expect((await api("/students/ADM-999")).status).toBe(404);

    // Without the key in the body the URL's key is used.
    const { stdadmid: _omitted, ...withoutKey } = student({ stdname: "Ravi Kumar" });
    expect((await api("/students/ADM-001", { method: "PUT", body: withoutKey })).status).toBe(200);
  });

  it("answers 404 for an unknown key on read, update and delete", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await api("/students/NOPE-1", {
        method,
        body: method === "PUT" ? student({ stdadmid: "NOPE-1" }) : undefined,
      });
      expect(response.status, method).toBe(404);
      expect(response.json.error).toBe("No student has this Admission ID");
    }
  });

  it.each([
    ["stdadmid", "", "Admission ID is required"],
    ["stdaadhar", "", "Aadhaar number is required"],
    [
      "stdaadhar",
      "1234",
      "Aadhaar number has 4 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
    ],
    ["stdname", "  ", "Name is required"],
    ["studentclass", "", "Class is required"],
    ["section", "", "Section is required"],
    ["contactnum", "", "Contact number is required"],
    [
      "contactnum",
      "12345",
      "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["emailid", "", "Email is required"],
    ["emailid", "not-an-email", "Invalid email address"],
    ["address", "", "Address is required"],
    ["gender", "", "Gender is required"],
    ["gender", "unknown", "Gender is required"],
    ["admissionyear", "24", "Enter a four-digit year"],
    ["stdname", "n".repeat(101), "Name must be at most 100 characters"],
  ])("refuses %s = %j with %j and stores nothing", async (field, value, message) => {
    const response = await api("/students", { method: "POST", body: student({ stdadmid: "ADM-BAD", [field]: value }) });
    expect(response.status).toBe(400);
    expect(response.json.fields).toEqual({ [field]: message });
    expect((await api("/students/ADM-BAD")).status).toBe(404);
  });

  it("accepts registration without an admission year (the spec's add form does not require it)", async () => {
    const response = await api("/students", {
      method: "POST",
      body: student({ stdadmid: "ADM-002", stdname: "Asha", admissionyear: "" }),
    });
    expect(response.status).toBe(201);
    expect(response.json.admissionyear).toBeNull();
  });

  it("survives garbage bodies and keys without a 500", async () => {
    for (const body of [null, [], "text", 42, { stdadmid: { $gt: "" } }]) {
      const response = await api("/students", {
        method: "POST",
        raw: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(`/students/${"x".repeat(300)}`)).status).toBe(404);
    expect((await api("/students?page=0")).status).toBe(400);
    expect((await api("/students?sort=password_hash")).status).toBe(400);
    expect((await api("/students?pageSize=11")).json.fields.pageSize).toBe(
      "Rows per page must be 10, 15, 20, 25 or 30",
    );
  });

  it("deletes (admin only) and the count follows", async () => {
    expect((await api("/students/ADM-002", { method: "DELETE", as: editor })).status).toBe(403);
    expect((await api("/students/ADM-002", { method: "DELETE" })).status).toBe(204);
    expect((await api("/students/ADM-002")).status).toBe(404);
    expect((await api("/students/count")).json).toEqual({ totalStudents: 1 });
  });
});

describe(`roles (${process.env.TEST_DB_ENGINE})`, () => {
  it("keeps records behind sign-in; editors read with masked Aadhaar and cannot write", async () => {
    expect((await api("/students", { as: null })).status).toBe(401);
    expect((await api("/students/count", { as: null })).status).toBe(401);
    expect((await api("/students", { method: "POST", body: student({ stdadmid: "X" }), as: null })).status).toBe(401);
    expect((await api("/students", { method: "POST", body: student({ stdadmid: "X" }), as: editor })).status).toBe(403);
    expect((await api("/students/ADM-001", { method: "PUT", body: student(), as: editor })).status).toBe(403);
    const read = await api<Row[]>("/students/ADM-001", { as: editor });
    expect(read.status).toBe(200);
    expect(read.json[0].stdaadhar).toBe("XXXX XXXX 1234");
  });

  it("lets anyone read the committee list", async () => {
    expect((await api("/committee_members", { as: null })).status).toBe(200);
    expect((await api("/committee_members", { method: "POST", body: member({ sno: 50 }), as: null })).status).toBe(401);
  });

  it("writes an audit row in the same transaction, without the Aadhaar number", async () => {
    const db = openServerDatabase(server);
    try {
      const rows = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("entity", "=", "students")
        .orderBy("id")
        .execute();
      expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "create", "delete"]);
      expect(rows.every((r) => !String(r.changes).includes("223412321234"))).toBe(true);
      expect(rows[0].actor_userid).toBe(admin.userid);
    } finally {
      await db.destroy();
    }
  });
});

describe(`faculty, alumni and committee (${process.env.TEST_DB_ENGINE})`, () => {
  it("faculty: register, one record as an object, update, 409, count", async () => {
    expect((await api("/faculty", { method: "POST", body: faculty() })).status).toBe(201);
    const one = await api("/faculty/FAC-001");
    expect(one.json).toMatchObject(faculty());
    expect(Array.isArray(one.json)).toBe(false);
    expect((await api("/faculty/FAC-001", { method: "PUT", body: faculty({ subject: "Physics" }) })).json.subject).toBe(
      "Physics",
    );
    const dup = await api("/faculty", { method: "POST", body: faculty() });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe("Staff ID already exists");
    expect((await api("/faculty/count")).json).toEqual({ totalFaculty: 1 });
    expect((await api<Row[]>("/faculty")).json[0].facultyaadhar).toBe("XXXX XXXX 5678");
  });

  it.each([
    ["subject", "", "Subject is required"],
    ["qualification", "", "Qualification is required"],
    ["experience", "", "Experience is required"],
    ["facultyadmid", "", "Staff ID is required"],
    ["facultyaadhar", "", "Aadhaar number is required"],
    ["facultyname", "", "Name is required"],
    ["contactnum", "", "Contact number is required"],
    [
      "contactnum",
      "98765",
      "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["emailid", "", "Email is required"],
    ["emailid", "a@b", "Invalid email address"],
    ["address", "", "Address is required"],
    ["gender", "", "Gender is required"],
  ])("faculty refuses %s = %j with %j", async (field, value, message) => {
    const response = await api("/faculty", {
      method: "POST",
      body: faculty({ facultyadmid: "FAC-BAD", [field]: value }),
    });
    expect(response.status).toBe(400);
    expect(response.json.fields[field]).toBe(message);
  });

  it("alumni: register, one record as a single object, update, 409, count", async () => {
    const created = await api("/alumni", { method: "POST", body: alumnus() });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      registerid: "ALU-001",
      facebookurl: null,
      linkedinurl: "https://www.linkedin.com/in/kiran",
    });
    const one = await api("/alumni/ALU-001");
    expect(Array.isArray(one.json)).toBe(false);
    expect(one.json.name).toBe("Kiran Reddy");
    expect(
      (await api("/alumni/ALU-001", { method: "PUT", body: alumnus({ designation: "Manager" }) })).json.designation,
    ).toBe("Manager");
    const dup = await api("/alumni", { method: "POST", body: alumnus() });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe("Register ID already exists");
    expect((await api("/alumni/count")).json).toEqual({ totalAlumni: 1 });
  });

  it.each([
    ["registerid", "", "Register ID is required"],
    ["admissionyear", "", "Admission Year is required"],
    ["passoutyear", "", "Passout Year is required"],
    ["passoutyear", "2000", "Passout year cannot be before admission year"],
    ["branch", "", "Branch is required"],
    ["typeofemployee", "", "Type of Employee is required"],
    ["designation", "", "Designation is required"],
    ["companyname", "", "Company Name is required"],
    ["companylocation", "", "Company Location is required"],
    ["studentorteacher", "", "Student or Teacher is required"],
    ["studentorteacher", "parent", "Select either student or teacher"],
    ["facebookurl", "not a url", "Invalid URL"],
    ["linkedinurl", "javascript:alert(1)", "Invalid URL"],
    ["blogurl", "ftp://x.org", "Invalid URL"],
    ["websiteurl", "www", "Invalid URL"],
    [
      "contactnum",
      "99",
      "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["gender", "x", "Gender is required"],
    ["name", "", "Name is required"],
  ])("alumni refuses %s = %j with %j", async (field, value, message) => {
    const response = await api("/alumni", { method: "POST", body: alumnus({ registerid: "ALU-BAD", [field]: value }) });
    expect(response.status).toBe(400);
    expect(response.json.fields[field]).toBe(message);
    expect((await api("/alumni/ALU-BAD")).status).toBe(404);
  });

  it("committee: register, one record, update, 409, 404, count", async () => {
    expect((await api("/committee_members", { method: "POST", body: member() })).status).toBe(201);
    expect((await api("/committee_members/1")).json).toMatchObject(member());
    expect(
      (await api("/committee_members/1", { method: "PUT", body: member({ designation: "Chair" }) })).json.designation,
    ).toBe("Chair");
    const dup = await api("/committee_members", { method: "POST", body: member() });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe("SNO already exists");
    expect((await api("/committee_members/abc")).status).toBe(404);
    expect((await api("/committee_members/77")).status).toBe(404);
    expect((await api("/committee_members/count")).json).toEqual({ totalCommitteeMembers: 1 });
  });

  it("answers anonymous callers of the committee list without home addresses; staff read every column", async () => {
    await api("/committee_members", { method: "POST", body: member({ sno: 41, address: "41 Private Lane" }) });
    const anonymous = await api<Row[]>("/committee_members", { as: null });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.find((row) => row.sno === 41)).toEqual({
      sno: 41,
      designation: "President",
      name: "Dr. R. Rao",
    });
    expect(anonymous.text).not.toContain("41 Private Lane");
    expect(anonymous.headers.get("vary")).toMatch(/cookie/i);
    const paged = await api("/committee_members?page=1&pageSize=30", { as: null });
    expect(paged.json.rows.find((row) => row.sno === 41)).toEqual({
      sno: 41,
      designation: "President",
      name: "Dr. R. Rao",
    });
    // Sorting by a private column would still tell whose address comes first.
    const sortedByAddress = await api("/committee_members?sort=address", { as: null });
    expect(sortedByAddress.status).toBe(400);
    expect(sortedByAddress.json.fields.sort).toBe("Sort by one of: sno, designation, name");
    for (const as of [admin, editor]) {
      const staff = await api<Row[]>("/committee_members", { as });
      expect(staff.json.find((row) => row.sno === 41)).toMatchObject({ address: "41 Private Lane" });
      expect(staff.headers.get("cache-control")).toBe("no-store");
    }
    // The anonymous copy kept for the render-cache time is not a staff answer, nor the other way round.
    expect((await api("/committee_members", { as: null })).text).not.toContain("41 Private Lane");
    expect((await api("/committee_members/41", { method: "DELETE" })).status).toBe(204);
  });

  it.each([
    ["sno", "", "SNO is required"],
    ["designation", "", "Designation is required"],
    ["name", "", "Name is required"],
    ["address", "", "Address is required"],
  ])("committee refuses %s = %j with %j", async (field, value, message) => {
    const response = await api("/committee_members", { method: "POST", body: member({ sno: 60, [field]: value }) });
    expect(response.status).toBe(400);
    expect(response.json.fields[field]).toBe(message);
  });
});

describe(`paging, sorting and search (${process.env.TEST_DB_ENGINE})`, () => {
  const names = ["zara", "Arjun", "bala", "Chitra", "anil", "Deepa", "esha", "Farhan", "gita", "Hari", "indu", "Jay"];
  beforeAll(async () => {
    for (const [index, name] of names.entries()) {
      const response = await api("/students", {
        method: "POST",
        body: student({
          stdadmid: `P-${String(index).padStart(2, "0")}`,
          stdname: name,
          contactnum: `90000001${String(index).padStart(2, "0")}`,
        }),
      });
      expect(response.status).toBe(201);
    }
  });

  it("returns a page and the total; sorts by name case-insensitively both ways", async () => {
    const first = await api("/students?page=1&pageSize=10&sort=stdname&order=asc");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 13, page: 1, pageSize: 10, sort: "stdname", order: "asc" });
    expect(first.json.rows.map((r) => r.stdname)).toEqual([
      "anil",
      "Arjun",
      "bala",
      "Chitra",
      "Deepa",
      "esha",
      "Farhan",
      "gita",
      "Hari",
      "indu",
    ]);
    const second = await api("/students?page=2&pageSize=10&sort=stdname&order=asc");
    expect(second.json.rows.map((r) => r.stdname)).toEqual(["Jay", "Ravi Kumar", "zara"]);
    const desc = await api("/students?pageSize=15&sort=stdname&order=desc");
    expect(desc.json.rows[0].stdname).toBe("zara");
    expect(desc.json.rows[0].stdaadhar).toBe("XXXX XXXX 1234");
  });

  it("searches by name prefix and by admission id prefix, any case", async () => {
    const byName = await api("/students?q=AN");
    expect(byName.json.rows.map((r) => r.stdname)).toEqual(["anil"]);
    expect(byName.json.total).toBe(1);
    // "a" is also the start of the admission id ADM-001 (Ravi Kumar).
    const byLetter = await api("/students?q=a&sort=stdname");
    expect(byLetter.json.rows.map((r) => r.stdname)).toEqual(["anil", "Arjun", "Ravi Kumar"]);
    const byKey = await api("/students?q=p-1");
    expect(byKey.json.rows.map((r) => r.stdadmid)).toEqual(["P-10", "P-11"]);
    expect((await api("/students?q=%25")).json.total).toBe(0);
    expect((await api("/students?q=zzz")).json).toMatchObject({ rows: [], total: 0 });
  });

  it("finds a record by any word of its name, any case, and needs every word typed", async () => {
    for (const [stdadmid, stdname] of [
      ["W-1", "Dr. Srinivasa Rao"],
      ["W-2", "Smt. K.Lakshmi Devi"],
      ["W-3", "Raoul D'Souza"],
    ])
      expect((await api("/students", { method: "POST", body: student({ stdadmid, stdname }) })).status).toBe(201);
    const names = async (q: string) =>
      (await api(`/students?q=${encodeURIComponent(q)}&sort=stdname`)).json.rows.map((r) => r.stdname);
    expect(await names("Rao")).toEqual(["Dr. Srinivasa Rao", "Raoul D'Souza"]);
    expect(await names("RAO")).toEqual(["Dr. Srinivasa Rao", "Raoul D'Souza"]);
    expect(await names("srini")).toEqual(["Dr. Srinivasa Rao"]);
    expect(await names("sri rao")).toEqual(["Dr. Srinivasa Rao"]);
    expect(await names("lakshmi")).toEqual(["Smt. K.Lakshmi Devi"]);
    expect(await names("souza")).toEqual(["Raoul D'Souza"]);
    expect(await names("dev rao")).toEqual([]);
    // A renamed record is found by its new words only.
    expect(
      (await api("/students/W-1", { method: "PUT", body: student({ stdadmid: "W-1", stdname: "Anand Iyer" }) })).status,
    ).toBe(200);
    expect(await names("srinivasa")).toEqual([]);
    expect(await names("iyer")).toEqual(["Anand Iyer"]);
    // The sort by name follows a rename too (the word index keeps each record's sort name), both ways, with the total.
    expect(
      (await api("/students/W-3", { method: "PUT", body: student({ stdadmid: "W-3", stdname: "Aaron Rao" }) })).status,
    ).toBe(200);
    expect(await names("rao")).toEqual(["Aaron Rao"]);
    const sorted = async (order: string) => {
      const { rows, total } = (await api(`/students?q=a&sort=stdname&order=${order}&pageSize=30`)).json;
      return { names: rows.map((r) => r.stdname) as string[], total: total as number };
    };
    const ascending = await sorted("asc");
    const descending = await sorted("desc");
    expect(ascending.names[0]).toBe("Aaron Rao");
    expect(ascending.names).toContain("Anand Iyer");
    expect(ascending.total).toBe(ascending.names.length);
    expect(descending.names).toEqual([...ascending.names].reverse());
    for (const key of ["W-1", "W-2", "W-3"])
      expect((await api(`/students/${key}`, { method: "DELETE" })).status).toBe(204);
    expect(await names("iyer")).toEqual([]);
  });

  it("opens the update page of a record whose key is typed in another letter case", async () => {
    const page = await fetch(`${server.url}/welcome/students/adm-001`, {
      headers: { cookie: admin.cookie },
      redirect: "manual",
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/welcome/students/ADM-001");
    const exact = await fetch(`${server.url}/welcome/students/ADM-001`, { headers: { cookie: admin.cookie } });
    expect(exact.status).toBe(200);
  });
});

describe(`CSV (${process.env.TEST_DB_ENGINE})`, () => {
  it("exports the current search with Aadhaar masked; full Aadhaar only for an administrator", async () => {
    const masked = await api("/students.csv?q=an&sort=stdname");
    expect(masked.status).toBe(200);
    expect(masked.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    // A byte-order mark first, so Excel reads the file as UTF-8 (fetch's text() takes it off: read the bytes).
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.url}/api/students.csv?q=an`, { headers: { cookie: admin.cookie, origin: server.url } })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = masked.text.trim().split("\n");
    expect(lines[0]).toBe(
      "Admission ID,Aadhaar number,Name,Class,Section,Contact number,Email,Address,Gender,Admission year",
    );
    const day = new Date().toISOString().slice(0, 10);
    expect(masked.headers.get("content-disposition")).toBe(`attachment; filename=students-${day}.csv`);
    expect((await api("/students.csv?aadhaar=full")).headers.get("content-disposition")).toBe(
      `attachment; filename=students-full-aadhaar-${day}.csv`,
    );
    expect((await api("/faculty.csv")).headers.get("content-disposition")).toBe(
      `attachment; filename=faculty-${day}.csv`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("XXXX XXXX 1234");
    expect(lines[1]).toContain("anil");
    expect((await api("/students.csv?aadhaar=full", { as: editor })).status).toBe(403);
    expect((await api("/students.csv?aadhaar=full")).text).toContain("2234 1232 1234");
  });

  it("defuses spreadsheet formulas on export and restores them on import", async () => {
    expect(
      (
        await api("/committee_members", {
          method: "POST",
          body: member({ sno: 90, name: '=HYPERLINK("http://x")', address: "@SUM(A1)" }),
        })
      ).status,
    ).toBe(201);
    const csv = (await api("/committee_members.csv")).text;
    expect(csv).toContain(`90,President,"'=HYPERLINK(""http://x"")",'@SUM(A1)`);
    // The import takes the apostrophe off again.
    expect((await api("/committee_members/90", { method: "DELETE" })).status).toBe(204);
    const imported = await api("/committee_members.csv", {
      method: "POST",
      raw: csv
        .split("\n")
        .filter((line, i) => i === 0 || line.startsWith("90,"))
        .join("\n"),
      headers: { "content-type": "text/csv" },
    });
    expect(imported.status).toBe(201);
    expect((await api("/committee_members/90")).json).toMatchObject({
      name: '=HYPERLINK("http://x")',
      address: "@SUM(A1)",
    });
    expect((await api("/committee_members/90", { method: "DELETE" })).status).toBe(204);
  });

  it("round trip: export, import into an empty database, same records", async () => {
    const exports: Record<string, string> = {};
    const lists: Record<string, Row[]> = {};
    for (const resource of ["students", "faculty", "alumni", "committee_members"]) {
      exports[resource] = (await api(`/${resource}.csv?aadhaar=full`)).text;
      lists[resource] = (await api<Row[]>(`/${resource}`)).json;
    }
    const empty = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
    try {
      const other = await signInAs(empty, "admin");
      for (const resource of Object.keys(exports)) {
        const imported = await fetch(`${empty.url}/api/${resource}.csv`, {
          method: "POST",
          headers: { cookie: other.cookie, "content-type": "text/csv", origin: empty.url },
          body: exports[resource],
        });
        expect(imported.status, resource).toBe(201);
        expect(await imported.json()).toEqual({ imported: lists[resource].length });
        const after = await (await fetch(`${empty.url}/api/${resource}`, { headers: { cookie: other.cookie } })).json();
        // Generated keys and times differ between two databases.
        const generated = new Set(["stdid", "facultyid", "alumniid", "created_at", "updated_at"]);
        const strip = (rows: Row[]) =>
          rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !generated.has(key))));
        expect(strip(after), resource).toEqual(strip(lists[resource]));
      }
    } finally {
      await empty.stop();
    }
  });

  it("refuses a bad CSV row by row and column and writes nothing", async () => {
    const before = (await api("/students/count")).json.totalStudents;
    const header = "stdadmid,stdaadhar,stdname,studentclass,section,contactnum,emailid,address,gender,admissionyear";
    const csv = [
      header,
      "CSV-1,234567890124,Good Row,5,A,9000000010,good@example.org,Somewhere,female,2023",
      "CSV-2,1111,Bad Aadhaar,5,A,9000000011,bad@example.org,Somewhere,male,2023",
      "CSV-3,234567890124,,5,A,123,bad-mail,Somewhere,male,2023",
      "ADM-001,234567890124,Existing Key,5,A,9000000012,e@example.org,Somewhere,male,2023",
      "CSV-1,234567890124,Repeated Key,5,A,9000000013,r@example.org,Somewhere,male,2023",
    ].join("\n");
    const response = await api("/students.csv", { method: "POST", raw: csv, headers: { "content-type": "text/csv" } });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe("Nothing was imported: 6 problems in the file.");
    expect(response.json.errors).toEqual([
      {
        row: 3,
        column: "Aadhaar number",
        message: "Aadhaar number has 4 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
      },
      {
        row: 4,
        column: "Contact number",
        message:
          "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
      },
      { row: 4, column: "Email", message: "Invalid email address" },
      { row: 4, column: "Name", message: "Name is required" },
      { row: 5, column: "Admission ID", message: "Admission ID already exists" },
      { row: 6, column: "Admission ID", message: "Admission ID already exists (row 2)" },
    ]);
    expect(response.json.fields["row 3: Aadhaar number"]).toBe(
      "Aadhaar number has 4 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
    );
    expect((await api("/students/count")).json.totalStudents).toBe(before);
    expect((await api("/students/CSV-1")).status).toBe(404);

    const unknownColumn = await api("/students.csv", {
      method: "POST",
      raw: "stdadmid,password\nA,B\n",
      headers: { "content-type": "text/csv" },
    });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.json.error).toBe(
      "The file has column this list does not have: password. The first row must hold the headings of an exported file: Admission ID, Aadhaar number, Name, Class, Section, Contact number, Email, Address, Gender, Admission year.",
    );
    const broken = await api("/students.csv", {
      method: "POST",
      raw: `${header}\n"unclosed,1`,
      headers: { "content-type": "text/csv" },
    });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toContain('A quoted cell is never closed (line 2): a double quote (") is missing.');
    const post = (body: string | Blob, query = "") =>
      fetch(`${server.url}/api/students.csv${query}`, {
        method: "POST",
        headers: { cookie: admin.cookie, "content-type": "text/csv", origin: server.url },
        body,
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error: string }).error }));
    expect(await post(`${header}\n`)).toEqual({
      status: 400,
      error: "The file has its heading row but no records under it. Add at least one row.",
    });
    expect((await post("PK\u0003\u0004 binary spreadsheet")).error).toMatch(/^This is not a CSV file/);
    const latin1 = Buffer.concat([
      Buffer.from(`${header}\nCSV-9,234567890124,Ren`),
      Buffer.from([0xe9]),
      Buffer.from(",5,A,9000000010,r@example.org,Somewhere,male,2023\n"),
    ]);
    expect((await post(new Blob([new Uint8Array(latin1)]))).error).toMatch(/^The file is not in UTF-8 text/);
    expect((await post("Name,Class\nAnil,5\n")).error).toMatch(/^The file has no "Admission ID" column\./);
    expect(
      (await api("/students.csv", { method: "POST", raw: "x", headers: { "content-type": "text/csv" }, as: editor }))
        .status,
    ).toBe(403);
  });
});

describe(`CSV import with "update existing" (${process.env.TEST_DB_ENGINE})`, () => {
  const importCsv = (csv: string, query = "") =>
    api(`/students.csv${query}`, { method: "POST", raw: csv, headers: { "content-type": "text/csv" } });

  it("export → change a name in a spreadsheet → import with updateExisting changes that record, all or nothing", async () => {
    expect(
      (await api("/students", { method: "POST", body: student({ stdadmid: "UPD-1", stdname: "Old Name" }) })).status,
    ).toBe(201);
    const exported = (await api("/students.csv?aadhaar=full&q=UPD-1")).text;
    const edited = exported.replace("Old Name", "New Name");
    const newRow = "UPD-2,234567890124,Second Person,5,A,9000000020,s@example.org,Somewhere,male,2023";

    // Without the option an existing key is refused, as before.
    const refused = await importCsv(edited);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ row: 2, column: "Admission ID", message: "Admission ID already exists" }]);

    // A bad row with the option: nothing changes, the new row is not added either.
    const bad = await importCsv(`${edited.trim()}\nUPD-3,1,Bad,5,A,9,x,Somewhere,male,2023\n`, "?updateExisting=true");
    expect(bad.status).toBe(400);
    expect((await api<Row[]>("/students/UPD-1")).json[0].stdname).toBe("Old Name");

    const done = await importCsv(`${edited.trim()}\n${newRow}\n`, "?updateExisting=true");
    expect(done.status).toBe(201);
    expect(done.json).toEqual({ imported: 2, created: 1, updated: 1 });
    expect((await api<Row[]>("/students/UPD-1")).json[0].stdname).toBe("New Name");
    expect((await api<Row[]>("/students/UPD-2")).json[0].stdname).toBe("Second Person");
    const audit = await api("/audit?action=update");
    expect(JSON.stringify(audit.json)).toContain("New Name");
    for (const key of ["UPD-1", "UPD-2"])
      expect((await api(`/students/${key}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe(`the public committee page (${process.env.TEST_DB_ENGINE})`, () => {
  it("renders the committee as cards of name and role in the office's order, with no addresses", async () => {
    for (const sno of [3, 2])
      await api("/committee_members", {
        method: "POST",
        body: member({ sno, name: `Member ${sno}`, designation: "Member", address: `${sno} Home Street` }),
      });
    // An old sorted-table address still opens the page, in the office's order.
    const html = await (await fetch(`${server.url}/Commite?sort=name&order=desc&pageSize=10`)).text();
    expect(html).toContain("Executive Committee");
    const names = [...html.matchAll(/<h2 class="committee-card__name">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(names).toEqual(["Dr. R. Rao", "Member 2", "Member 3"]);
    expect(html).toContain('<p class="committee-card__role">Chair</p>');
    for (const gone of ["12 Temple Street", "2 Home Street", "Rows per page", "data-table"])
      expect(html).not.toContain(gone);
  });
});

describe(`inbox (${process.env.TEST_DB_ENGINE})`, () => {
  beforeAll(async () => {
    const db = openServerDatabase(server);
    try {
      await db
        .insertInto("contact_requests")
        .values([
          {
            kind: "callback",
            name: "Older caller",
            emailid: "a@example.org",
            mobilnum: "9000000201",
            subject: null,
            message: null,
            createdat: "2026-11-01T10:00:00.000Z",
            handled_at: null,
          },
          {
            kind: "contact",
            name: "Newer writer",
            emailid: "b@example.org",
            mobilnum: null,
            subject: "Fees",
            message: "Bus fee?",
            createdat: "2026-11-02T10:00:00.000Z",
            handled_at: null,
          },
        ])
        .execute();
      await db
        .insertInto("enquiries")
        .values({
          studentName: "Child",
          parentName: "Parent",
          occupation: null,
          address: null,
          presentSchool: null,
          admissionSought: "6",
          phone: "9000000202",
          email: "p@example.org",
          daycareRequest: 1,
          remarks: null,
          createdat: "2026-11-03T10:00:00.000Z",
          handled_at: null,
        })
        .execute();
    } finally {
      await db.destroy();
    }
  });

  it("lists contact and call-back requests newest first, marks one handled and filters the unhandled", async () => {
    const list = await api("/inbox?type=contact_requests");
    expect(list.status).toBe(200);
    expect(list.json.rows.map((r) => r.name)).toEqual(["Newer writer", "Older caller"]);
    expect(list.json.total).toBe(2);
    const id = list.json.rows[1].id;
    expect(
      (await api(`/inbox/contact_requests/${id}`, { method: "PUT", body: { handled: true }, as: editor })).status,
    ).toBe(403);
    const marked = await api(`/inbox/contact_requests/${id}`, { method: "PUT", body: { handled: true } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ id, handled: 1, handled_at: expect.any(String) });
    const unhandled = await api("/inbox?type=contact_requests&unhandled=1");
    expect(unhandled.json.rows.map((r) => r.name)).toEqual(["Newer writer"]);
    expect(unhandled.json.total).toBe(1);
    expect((await api("/inbox?type=enquiries")).json.rows[0]).toMatchObject({ studentName: "Child", handled: 0 });
  });

  it("refuses unknown types, ids and bodies", async () => {
    expect((await api("/inbox?type=students")).status).toBe(400);
    expect((await api("/inbox/contact_requests/99999", { method: "PUT", body: { handled: true } })).status).toBe(404);
    expect((await api("/inbox/users/1", { method: "PUT", body: { handled: true } })).status).toBe(404);
    expect((await api("/inbox/contact_requests/1", { method: "PUT", body: { handled: "yes" } })).json.fields).toEqual({
      handled: "Handled must be true or false",
    });
    expect((await api("/inbox", { as: null })).status).toBe(401);
  });
});

describe(`counts kept by triggers (${process.env.TEST_DB_ENGINE})`, () => {
  it("stay exact when rows are written outside the API, one by one or many at once", async () => {
    const before = (await api("/students/count")).json.totalStudents;
    const db = openServerDatabase(server);
    try {
      const now = new Date().toISOString();
      const rows = Array.from({ length: 5 }, (_, i) => ({
        ...student({ stdadmid: `TRG-${i}` }),
        admissionyear: "2020",
        created_at: now,
        updated_at: now,
      })) as NewStudentRow[];
      await db.insertInto("students").values(rows).execute();
      expect((await api("/students/count")).json.totalStudents).toBe(before + 5);
      await db.deleteFrom("students").where("stdadmid", "like", "TRG-%").execute();
      expect((await api("/students/count")).json.totalStudents).toBe(before);
      const counted = await db
        .selectFrom("students")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(before);
      expect((await api("/students?page=1")).json.total).toBe(before);
    } finally {
      await db.destroy();
    }
  });
});
