import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Browsers, feed readers and bookmarks still ask for /favicon.ico whatever the page's <link rel="icon"> says.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it("serves /favicon.ico as an icon file with the school's mark in three sizes", async () => {
  const response = await fetch(`${server.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  expect([bytes[6], bytes[6 + 16], bytes[6 + 32]]).toEqual([16, 32, 48]);
});
