/** The fixed donation items of the spec: five items costing 10 to 50. Only the server's prices count. */
export const DONATION_ITEMS = [
  { id: "1", name: "Item 1", cost: 10 },
  { id: "2", name: "Item 2", cost: 20 },
  { id: "3", name: "Item 3", cost: 30 },
  { id: "4", name: "Item 4", cost: 40 },
  { id: "5", name: "Item 5", cost: 50 },
] as const;

export const DONATION_PRICES: Record<string, number> = Object.fromEntries(
  DONATION_ITEMS.map((item) => [item.id, item.cost]),
);
