import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/schema";
import { createDb } from "./connection";
import { heldUntilChanged, heldUntilChangedOrDue } from "./held-until-changed";

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

// Answers that depend on the clock too (decision 148): held until the database changes or the reader's own next
// moment comes, on a clock the test moves (Date only; the database is real).
describe("heldUntilChangedOrDue", () => {
  const start = Date.parse("2026-12-01T09:00:00.000Z");
  const dueAt = start + 5_000;
  let reads = 0;
  let askedAt: Date[] = [];
  /** The note, shown from `dueAt` on: before it "nothing", with `dueAt` as the moment it changes. */
  const timedNote = (database: Kysely<Database>, changesAt: (at: Date) => number | undefined = () => dueAt) =>
    heldUntilChangedOrDue(database, "timed-note", async (at) => {
      reads++;
      askedAt.push(at);
      const row = await raw(database).selectFrom("notes").select("text").where("id", "=", 1).executeTakeFirstOrThrow();
      return { value: at.getTime() >= dueAt ? row.text : "nothing", changesAt: changesAt(at) };
    });

  afterEach(() => {
    vi.useRealTimers();
  });
  const setClock = (at: number) => vi.useFakeTimers({ toFake: ["Date"], now: at });
  const reset = () => {
    reads = 0;
    askedAt = [];
  };

  it("is held until its moment, read again exactly at it, then held again", async () => {
    // A write first, so no entry of an earlier test matches the stamp.
    await raw(server).updateTable("notes").set({ text: "due" }).where("id", "=", 1).execute();
    reset();
    setClock(start);
    expect(await timedNote(server)).toBe("nothing");
    setClock(dueAt - 1);
    expect(await timedNote(server)).toBe("nothing");
    expect(reads).toBe(1);
    setClock(dueAt);
    expect(await timedNote(server, () => undefined)).toBe("due");
    expect(reads).toBe(2);
    expect(askedAt.map((at) => at.getTime())).toEqual([start, dueAt]);
    // No further moment: held while nothing changes, however late.
    setClock(dueAt + 86_400_000);
    expect(await timedNote(server)).toBe("due");
    expect(reads).toBe(2);
  });

  it("is read again before its moment when the database changes", async () => {
    setClock(start);
    await raw(behindItsBack).updateTable("notes").set({ text: "changed" }).where("id", "=", 1).execute();
    reset();
    expect(await timedNote(server)).toBe("nothing");
    await raw(behindItsBack).updateTable("notes").set({ text: "changed again" }).where("id", "=", 1).execute();
    setClock(dueAt - 1);
    expect(await timedNote(server)).toBe("nothing");
    expect(reads).toBe(2);
  });

  it("is read again when the clock goes back before the moment it was read for", async () => {
    setClock(dueAt);
    await raw(server).updateTable("notes").set({ text: "late" }).where("id", "=", 1).execute();
    reset();
    expect(await timedNote(server, () => undefined)).toBe("late");
    setClock(start);
    expect(await timedNote(server)).toBe("nothing");
    expect(reads).toBe(2);
  });

  it("keeps nothing whose moment is not after the moment it was read for", async () => {
    setClock(start);
    await raw(server).updateTable("notes").set({ text: "moment" }).where("id", "=", 1).execute();
    reset();
    const now = (at: Date) => at.getTime();
    await timedNote(server, now);
    await timedNote(server, now);
    expect(reads).toBe(2);
  });

  it("always reads on a handle without a change stamp", async () => {
    setClock(start);
    await server.transaction().execute(async (trx) => {
      reset();
      const inTransaction = trx as unknown as Kysely<Database>;
      await timedNote(inTransaction);
      await timedNote(inTransaction);
      expect(reads).toBe(2);
    });
  });
});
