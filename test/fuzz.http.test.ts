// `npm run test:fuzz` (also part of `npm test`, once per engine): generated bad input sent to every
// endpoint of the API router, signed in and not. Never a 5xx, every refusal is a JSON error body, and a
// refused write leaves every content table as it was. FUZZ_RUNS sets the cases per endpoint.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "./harness/admin";
import { listApiRoutes, type ApiRoute } from "./harness/api-routes";
import { startServer, type RunningServer } from "./harness/server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Tables whose rows only a successful request may add, change or remove. */
const CONTENT_TABLES = [
  "site_settings",
  "news",
  "contact_requests",
  "enquiries",
  "donation_pledges",
  "committee_members",
  "students",
  "faculty",
  "alumni",
  "media",
  "gallery_items",
  "slides",
  "admin_users",
] as const;

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "\u0000",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "😀👩‍👩‍👧‍👦",
  "\u202Eevil",
  "ﷺ".repeat(50),
  "a".repeat(5000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
];

/** Field names the API's bodies use, so generated objects reach the validators' per-field rules. */
const FIELD_NAMES = [
  "name",
  "emailid",
  "mobilnum",
  "subject",
  "message",
  "website",
  "userid",
  "password",
  "newPassword",
  "currentPassword",
  "role",
  "stdadmid",
  "stdaadhar",
  "stdname",
  "studentclass",
  "section",
  "contactnum",
  "address",
  "gender",
  "admissionyear",
  "facultyadmid",
  "facultyaadhar",
  "facultyname",
  "qualification",
  "experience",
  "registerid",
  "studentorteacher",
  "passoutyear",
  "sno",
  "designation",
  "slidename",
  "jobOpenings",
  "latestEvent",
  "schoolName",
  "category",
  "items",
  "quantity",
  "donorName",
  "phone",
  "email",
  "studentName",
  "parentName",
  "handled",
  "__proto__",
  "constructor",
];

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant("x".repeat(70_000)),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

type BodyCase = { contentType?: string; body?: string | Uint8Array<ArrayBuffer> };

const jsonBody: fc.Arbitrary<BodyCase> = fc
  .oneof(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), weirdValue, { maxKeys: 8 }),
    fc.jsonValue(),
    fc.constantFrom<unknown>(null, [], "", 0, "a string", [{}]),
  )
  .map((value) => ({ contentType: "application/json", body: JSON.stringify(value) ?? "null" }));

const boundary = "----fuzzboundary";
const rawBody: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.constantFrom<BodyCase>(
    { contentType: "application/json", body: "{" },
    { contentType: "application/json", body: '{"name": "a",}' },
    { contentType: "application/json", body: `{"name": "${"a".repeat(70_000)}"}` },
    { contentType: "application/json", body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]) },
    { contentType: "application/x-www-form-urlencoded", body: "name=a&emailid=b%40c.d&mobilnum=1" },
    { contentType: "text/plain", body: "hello" },
    { contentType: "application/xml", body: "<a>1</a>" },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue`,
    },
    { contentType: "multipart/form-data", body: "no boundary at all" },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="../../evil.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.mp4"\r\nContent-Type: video/mp4\r\n\r\n\x89PNG\r\n\x1a\n\r\n--${boundary}--\r\n`,
    },
    {},
  ),
  fc.string({ maxLength: 300 }).map((text) => ({ contentType: "application/json", body: text })),
);

const pathValue = fc.oneof(
  fc.constantFrom(...INJECTIONS.filter((s) => s.length < 500)),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.nat().map(String),
);

function fillPath(path: string, values: string[]) {
  let i = 0;
  return path.replace(/:(\w+)|\*(\w+)/g, () => encodeURIComponent(values[i++ % values.length] || "x"));
}

let server: RunningServer;
let admin: SignedIn;
let routes: ApiRoute[];

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_POST_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "error" } });
  admin = await signInAs(server, "admin");
  routes = listApiRoutes();
});
afterAll(async () => {
  await server?.stop();
});

async function contentCounts() {
  const db = openServerDatabase(server);
  try {
    const counts: Record<string, number> = {};
    for (const table of CONTENT_TABLES) {
      const row = await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}

describe("generated bad input against every API endpoint", () => {
  it("finds the API's endpoints in its router", () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toContainEqual({ method: "POST", path: "/api/contact_us" });
  });

  it("never answers 5xx, explains each refusal and stores nothing for a refused write", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(pathValue, { minLength: 1, maxLength: 3 }),
            fc.oneof(jsonBody, rawBody),
            fc.boolean(),
            fc.constantFrom(
              "",
              "?page=-1&pageSize=99999&sort=__proto__&order=sideways&q=%27%20OR%201%3D1",
              "?category=%3Cscript%3E",
            ),
            async (values, bodyCase, signedIn, query) => {
              const url = `${server.url}${fillPath(route.path, values)}${query}`;
              const writes = route.method !== "GET" && route.method !== "HEAD";
              const headers: Record<string, string> = {};
              // Signing out would end the shared session for the cases after it.
              const cookie = route.path.endsWith("/logout") ? (await signInAs(server, "admin")).cookie : admin.cookie;
              if (signedIn) Object.assign(headers, { cookie, origin: server.url });
              if (writes && bodyCase.contentType) headers["content-type"] = bodyCase.contentType;
              const before = writes ? await contentCounts() : undefined;
              const response = await fetch(url, {
                method: route.method,
                headers,
                body: writes ? bodyCase.body : undefined,
                redirect: "manual",
              });
              const text = await response.text();
              const label = `${route.method} ${url.slice(server.url.length, 200)} signedIn=${signedIn} body=${String(bodyCase.body ?? "").slice(0, 120)}`;
              if (response.status >= 500) {
                failures.push(`${response.status} for ${label}: ${text.slice(0, 200)}`);
                return false;
              }
              if (response.status >= 400) {
                let error: unknown;
                try {
                  error = JSON.parse(text).error;
                } catch {
                  error = undefined;
                }
                if (typeof error !== "string" || error === "") {
                  failures.push(`${response.status} without a JSON error for ${label}: ${text.slice(0, 200)}`);
                  return false;
                }
                if (before) {
                  const after = await contentCounts();
                  if (JSON.stringify(after) !== JSON.stringify(before)) {
                    failures.push(
                      `refused write changed rows for ${label}: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
                    );
                    return false;
                  }
                }
              }
              return true;
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(`${route.method} ${route.path}: ${error.message.split("\n").slice(0, 6).join(" | ")}`),
        );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("refuses a NUL character in an address, a query, a JSON body or a form post with a 400", async () => {
    const headers = { cookie: admin.cookie, origin: server.url };
    for (const [path, init] of [
      ["/api/faculty/%00", { headers }],
      ["/api/students?q=a%00b", { headers }],
      [
        "/api/contact_us",
        {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ name: "A\u0000", emailid: "a@b.co", mobilnum: "9876543210" }),
        },
      ],
      ["/Gallery?category=%00", {}],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, init);
      expect(response.status, path).toBe(400);
    }
    const before = await contentCounts();
    const form = await fetch(`${server.url}/forms/callback`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "A\u0000B", emailid: "a@b.co", mobilnum: "9876543210" }).toString(),
      redirect: "manual",
    });
    expect(form.status).toBeLessThan(500);
    expect(await contentCounts()).toEqual(before);
  });

  it("refuses path tricks on media keys without leaking files", async () => {
    for (const path of [
      "/media/..%2F..%2Fpackage.json",
      "/media/%2e%2e/%2e%2e/etc/passwd",
      "/media/....//....//etc/passwd",
      "/media/%00",
      "/media/a%5C..%5C..%5Cpackage.json",
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect([400, 404], path).toContain(response.status);
      expect(await response.text()).not.toContain('"name": "school-website"');
    }
  });

  it("shows injection strings stored from valid input escaped, never as markup", async () => {
    const payloads = {
      schoolName: `Test </script><script>alert("school")</script> School`,
      jobOpenings: `<img src=x onerror=alert("jobs")>`,
      latestEvent: `<script>alert("event")</script>`,
      memberName: `<svg onload=alert("member")>`,
      designation: `"><iframe src=javascript:alert("role")>`,
    };
    const headers = { cookie: admin.cookie, origin: server.url, "content-type": "application/json" };
    const settings = await (await fetch(`${server.url}/api/settings`, { headers })).json();
    const saved = await fetch(`${server.url}/api/settings`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...settings, schoolName: payloads.schoolName }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const news = await fetch(`${server.url}/api/news`, {
      method: "POST",
      headers,
      body: JSON.stringify({ jobOpenings: payloads.jobOpenings, latestEvent: payloads.latestEvent }),
    });
    expect(news.status, await news.clone().text()).toBeLessThan(300);
    const member = await fetch(`${server.url}/api/committee_members`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        sno: 9001,
        designation: payloads.designation,
        name: payloads.memberName,
        address: "1 Test Street",
      }),
    });
    expect(member.status, await member.clone().text()).toBe(201);

    for (const path of ["/", "/Commite", "/Transport"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      for (const [field, payload] of Object.entries(payloads)) {
        // The markup of a payload never appears as written: in text it is entity-escaped, in scripts "<" is \u003c.
        const markup = payload.slice(payload.indexOf("<"));
        expect(html.includes(markup), `${field} unescaped on ${path}`).toBe(false);
      }
      expect(html, path).toContain("&lt;/script&gt;&lt;script&gt;alert");
    }
    const committeePage = await (await fetch(`${server.url}/Commite?sort=sno&order=desc`)).text();
    // The new member (the highest number, so first in descending order) is in the table, its "<" an entity.
    expect(committeePage).toContain("&lt;svg onload=alert");
  });
});
