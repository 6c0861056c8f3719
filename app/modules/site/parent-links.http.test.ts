import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../test/harness/server";

// A parent looking for enrolment must not land on the staff sign-in ("for school office staff").

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it("Student Enrolment (menu) and the footer's Student enrolment open the online application; staff sign in from a quiet footer link", async () => {
  const html = await (await fetch(`${server.url}/`)).text();
  expect(html).toMatch(/<a[^>]*href="\/admissions\/apply"[^>]*>Student Enrolment<\/a>/);
  expect(html).toMatch(/<a[^>]*href="\/admissions\/apply"[^>]*>Student enrolment<\/a>/);
  expect(html).not.toMatch(/href="\/Login"[^>]*>(Student Enrollment|Student enrolment)</);
  expect(html).toMatch(/<a[^>]*href="\/Login"[^>]*>Staff sign-in<\/a>/);
});
