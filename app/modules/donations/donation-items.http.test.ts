import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";

// Donation items: the API (public list of the items offered, editor writes, audited), the bad inputs, the Donate
// page reading them, and pledges keeping the names and costs they were made at.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer({ env: { SEED_SAMPLE_CONTENT: "false" } });
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

type Item = { id: string; name: string; description: string; cost: number; position: number; active: boolean };

async function api(
  path: string,
  { method = "GET", body, as = editor }: { method?: string; body?: unknown; as?: SignedIn | null } = {},
) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(as ? { cookie: as.cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : undefined };
}

async function rowCount() {
  const db = openServerDatabase(server);
  try {
    const row = await db.selectFrom("donation_items").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

const pledge = (quantities: Record<string, number>) =>
  api("/donations", {
    method: "POST",
    as: null,
    body: { quantities, donorName: "Meera Nair", phone: "9876501234", email: "meera@example.org" },
  });

describe("donation items API", () => {
  it("lists the five sample items with plausible prices flagged as samples to anyone, in page order", async () => {
    const { status, json } = await api("/donation-items", { as: null });
    expect(status).toBe(200);
    expect(json.map((item: Item) => [item.id, item.name, item.cost])).toEqual([
      ["1", "A set of notebooks", 600],
      ["2", "A library book", 400],
      ["3", "A bench", 6000],
      ["4", "A computer-lab hour", 1500],
      ["5", "A tree for the campus", 1000],
    ]);
    expect(json.every((item: Item) => item.description.length > 10 && item.active)).toBe(true);
    expect(
      json.every((item: Item) => item.description.endsWith("(Sample price: the school office sets its own.)")),
    ).toBe(true);
  });

  it("shows the items on the Donate page", async () => {
    const html = await (await fetch(`${server.url}/Donate`)).text();
    for (const name of [
      "A set of notebooks",
      "A library book",
      "A bench",
      "A computer-lab hour",
      "A tree for the campus",
    ])
      expect(html).toContain(name);
    expect(html).toContain('name="quantities.5"');
  });

  it("refuses anonymous writes and the list of all items", async () => {
    expect((await api("/donation-items", { method: "POST", as: null, body: { name: "x", cost: 5 } })).status).toBe(401);
    expect((await api("/donation-items/1", { method: "PUT", as: null, body: { name: "x", cost: 5 } })).status).toBe(
      401,
    );
    expect((await api("/donation-items/1", { method: "DELETE", as: null })).status).toBe(401);
    expect((await api("/donation-items?all=1", { as: null })).status).toBe(401);
    expect((await api("/donation-items/1", { as: null })).status).toBe(401);
  });

  it.each([
    ["name", { name: "", cost: 10 }, "Name is required"],
    ["name", { name: "n".repeat(300), cost: 10 }, "Name must be at most 100 characters"],
    [
      "description",
      { name: "Chalk", description: "d".repeat(301), cost: 10 },
      "Description must be at most 300 characters",
    ],
    ["cost", { name: "Chalk" }, "Cost must be a whole number of rupees from 1 to 1000000"],
    ["cost", { name: "Chalk", cost: 0 }, "Cost must be a whole number of rupees from 1 to 1000000"],
    ["cost", { name: "Chalk", cost: 12.5 }, "Cost must be a whole number of rupees from 1 to 1000000"],
    ["cost", { name: "Chalk", cost: "ten" }, "Write the cost in rupees in digits, for example 500"],
    ["active", { name: "Chalk", cost: 5, active: "yes" }, "Active must be true or false"],
    ["position", { name: "Chalk", cost: 5, position: 0 }, "Position must be a whole number of 1 or more"],
  ])("refuses a bad %s with its message and stores nothing (%#)", async (field, body, message) => {
    const before = await rowCount();
    const { status, json } = await api("/donation-items", { method: "POST", body });
    expect(status).toBe(400);
    expect(json.fields[field]).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it("adds, changes, reorders, hides and deletes an item, each audited", async () => {
    const created = await api("/donation-items", {
      method: "POST",
      body: { name: "A sports kit", description: "Bat, ball and pads for the junior team.", cost: 75 },
    });
    expect(created.status).toBe(201);
    const item = created.json as Item;
    expect(item).toMatchObject({ name: "A sports kit", cost: 75, position: 6, active: true });
    expect((await api("/donation-items", { as: null })).json.at(-1).name).toBe("A sports kit");

    const moved = await api(`/donation-items/${item.id}`, {
      method: "PUT",
      body: { name: "A sports kit", description: "Bat, ball and pads.", cost: 80, position: 1 },
    });
    expect(moved.json).toMatchObject({ position: 1, cost: 80 });
    const order = (await api("/donation-items", { as: null })).json as Item[];
    expect(order.map((i) => i.name).slice(0, 2)).toEqual(["A sports kit", "A set of notebooks"]);
    expect(order.map((i) => i.position)).toEqual(order.map((_, index) => index + 1));

    const hidden = await api(`/donation-items/${item.id}`, {
      method: "PUT",
      body: { name: "A sports kit", cost: 80, active: false },
    });
    expect(hidden.json.active).toBe(false);
    expect((await api("/donation-items", { as: null })).json.map((i: Item) => i.id)).not.toContain(item.id);
    expect((await api("/donation-items?all=1")).json.map((i: Item) => i.id)).toContain(item.id);
    expect(await (await fetch(`${server.url}/Donate`)).text()).not.toContain("A sports kit");
    // A hidden item cannot be pledged.
    const refused = await pledge({ [item.id]: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json.fields.quantities).toBe("Unknown donation item");

    expect((await api(`/donation-items/${item.id}`)).json.name).toBe("A sports kit");
    expect((await api(`/donation-items/${item.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/donation-items/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await api(`/donation-items/${item.id}`, { method: "PUT", body: { name: "x", cost: 1 } })).status).toBe(404);
    const positions = ((await api("/donation-items?all=1")).json as Item[]).map((i) => i.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));

    const db = openServerDatabase(server);
    try {
      const audit = await db
        .selectFrom("audit_log")
        .select("action")
        .where("entity", "=", "donation_item")
        .where("entity_key", "=", item.id)
        .orderBy("id")
        .execute();
      expect(audit.map((row) => row.action)).toEqual(["create", "update", "update", "delete"]);
    } finally {
      await db.destroy();
    }
  });

  it("keeps a pledge's item names and costs as they were when pledged", async () => {
    const made = await pledge({ "2": 3 });
    expect(made.status).toBe(201);
    expect(made.json.total).toBe(1200);
    const renamed = await api("/donation-items/2", {
      method: "PUT",
      body: { name: "Two library books", description: "Two new books.", cost: 45 },
    });
    expect(renamed.status).toBe(200);
    const pledges = (await api("/donations")).json as {
      id: number;
      total: number;
      items: { name: string; cost: number }[];
    }[];
    const stored = pledges.find((row) => row.id === made.json.id)!;
    expect(stored.total).toBe(1200);
    expect(stored.items).toEqual([{ id: "2", name: "A library book", cost: 400, quantity: 3 }]);
    // A new pledge is priced at the new cost.
    expect((await pledge({ "2": 1 })).json.total).toBe(45);
  });
});
