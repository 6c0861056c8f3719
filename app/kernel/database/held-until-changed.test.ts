import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/schema";
import { createDb } from "./connection";
import { heldUntilChanged } from "./held-until-changed";

// Reads held in memory until the database changes (decision 146): a write by this handle, by another connection in
// this process or by another process (the tests' way of changing settings behind the server's back) is seen at once.

const folder = mkdtempSync(join(tmpdir(), "held-until-changed-"));
const path = join(folder, "site.db");
let server: Kysely<Database>;
let behindItsBack: Kysely<Database>;

type Raw = Kysely<{ notes: { id: number; text: string } }>;
const raw = (database: Kysely<Database>) => database as unknown as Raw;

beforeAll(async () => {
  server = createDb({ databaseUrl: "", sqlitePath: path });
  behindItsBack = createDb({ databaseUrl: "", sqlitePath: path });
  await sql`create table notes (id integer primary key, text text not null)`.execute(server);
  await raw(server).insertInto("notes").values({ id: 1, text: "first" }).execute();
});
afterAll(async () => {
  await Promise.all([server.destroy(), behindItsBack.destroy()]);
  rmSync(folder, { recursive: true, force: true });
});

describe("heldUntilChanged", () => {
  let reads = 0;
  const note = (database: Kysely<Database>) =>
    heldUntilChanged(database, "note", async () => {
      reads++;
      return (await raw(database).selectFrom("notes").select("text").where("id", "=", 1).executeTakeFirstOrThrow())
        .text;
    });

  it("reads once while nothing changes", async () => {
    reads = 0;
    expect(await note(server)).toBe("first");
    expect(await note(server)).toBe("first");
    expect(await note(server)).toBe("first");
    expect(reads).toBe(1);
  });

  it("reads again after a write through the same handle", async () => {
    await raw(server).updateTable("notes").set({ text: "second" }).where("id", "=", 1).execute();
    expect(await note(server)).toBe("second");
  });

  it("reads again after another connection commits", async () => {
    expect(await note(server)).toBe("second");
    await raw(behindItsBack).updateTable("notes").set({ text: "third" }).where("id", "=", 1).execute();
    expect(await note(server)).toBe("third");
  });

  it("does not keep what a rolled-back transaction wrote", async () => {
    await server
      .transaction()
      .execute(async (trx) => {
        await (trx as unknown as Raw).updateTable("notes").set({ text: "never" }).where("id", "=", 1).execute();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await note(server)).toBe("third");
  });

  it("always reads on a handle without a change stamp (a transaction, PostgreSQL)", async () => {
    await server.transaction().execute(async (trx) => {
      reads = 0;
      const inTransaction = trx as unknown as Kysely<Database>;
      await note(inTransaction);
      await note(inTransaction);
      expect(reads).toBe(2);
    });
  });
});
