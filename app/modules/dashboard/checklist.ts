/** One line of the dashboard's "Make the site yours" list: done when `left` is 0. */
export type ChecklistItem = { key: string; label: string; hint: string; left: number; href: string };
