// The menu editor's form without JavaScript: every entry's fields are posted with the button pressed (`intent`),
// the action rebuilds the menu from them, applies the button (move up or down, remove, add) and saves the whole.

import { PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { checkedFieldName, translationFieldName } from "~/kernel/i18n/content";
import type { LabelTranslations } from "./menu";

/** A menu entry as the form posts it, before the schema checks it. */
export type PostedLink = { label: string; path: string; hidden: boolean } & LabelTranslations;
export type PostedEntry = { label: string; path?: string; hidden?: boolean; items?: PostedLink[] } & LabelTranslations;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The label's translations posted for one row (`e3.label_hi`…); a language without its field is left out. */
function postedLabels(form: FormData, name: string): LabelTranslations {
  const labels: LabelTranslations = {};
  for (const code of PREFIXED_LANGUAGES) {
    const field = translationFieldName("label", code) as `label_${string}`;
    if (form.has(`${name}.${field}`)) labels[field] = text(form, `${name}.${field}`);
    // Ticked under an out-of-date translation: its words still follow the English label (docs/decisions/145).
    if (form.has(`${name}.${checkedFieldName(code)}`)) labels[checkedFieldName(code) as `checked_${string}`] = true;
  }
  return labels;
}

/**
 * Field names: `e3.label`, `e3.label_hi` (its translations), `e3.kind` (link or section), `e3.path`, `e3.shown`;
 * a section's links `e3.1.label`...
 */
export function readMenuForm(form: FormData): { entries: PostedEntry[]; version?: string } {
  const entries: PostedEntry[] = [];
  for (let i = 0; form.has(`e${i}.kind`) && i < 100; i++) {
    const label = text(form, `e${i}.label`);
    if (text(form, `e${i}.kind`) !== "section") {
      entries.push({
        label,
        ...postedLabels(form, `e${i}`),
        path: text(form, `e${i}.path`),
        hidden: !form.has(`e${i}.shown`),
      });
      continue;
    }
    const items: PostedLink[] = [];
    for (let j = 0; form.has(`e${i}.${j}.path`) && j < 100; j++)
      items.push({
        label: text(form, `e${i}.${j}.label`),
        ...postedLabels(form, `e${i}.${j}`),
        path: text(form, `e${i}.${j}.path`),
        hidden: !form.has(`e${i}.${j}.shown`),
      });
    entries.push({ label, ...postedLabels(form, `e${i}`), items });
  }
  const version = text(form, "version");
  return { entries, ...(version ? { version } : {}) };
}

const swap = <T>(list: T[], a: number, b: number) => {
  const copy = [...list];
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
};

/**
 * Applies a button: `up:3` / `down:3` move a top-level entry, `up:3.1` / `down:3.1` move a section's link (past
 * the section's edge it moves into the section before or after), `remove:3` / `remove:3.1` take a link out of the
 * menu (the page itself stays). Anything else leaves the menu as posted.
 */
export function applyMenuIntent(entries: PostedEntry[], intent: string): PostedEntry[] {
  const match = /^(up|down|remove):(\d+)(?:\.(\d+))?$/.exec(intent);
  if (!match) return entries;
  const [, action, first, second] = match;
  const i = Number(first);
  if (!entries[i]) return entries;
  if (second === undefined) {
    if (action === "remove") return entries[i].items ? entries : entries.filter((_, index) => index !== i);
    const j = action === "up" ? i - 1 : i + 1;
    return j < 0 || j >= entries.length ? entries : swap(entries, i, j);
  }
  const items = entries[i].items;
  const k = Number(second);
  if (!items?.[k]) return entries;
  const withItems = (index: number, next: PostedLink[]) =>
    entries.map((entry, at) => (at === index ? { ...entry, items: next } : entry));
  if (action === "remove")
    return withItems(
      i,
      items.filter((_, index) => index !== k),
    );
  const target = action === "up" ? k - 1 : k + 1;
  if (target >= 0 && target < items.length) return withItems(i, swap(items, k, target));
  // Past the edge: into the neighbouring section (the last place going up, the first going down).
  const step = action === "up" ? -1 : 1;
  let n = i + step;
  while (n >= 0 && n < entries.length && !entries[n].items) n += step;
  if (n < 0 || n >= entries.length) return entries;
  const link = items[k];
  const moved = withItems(
    i,
    items.filter((_, index) => index !== k),
  );
  const neighbour = moved[n].items!;
  return moved.map((entry, at) =>
    at === n ? { ...entry, items: action === "up" ? [...neighbour, link] : [link, ...neighbour] } : entry,
  );
}

/** Adds a link to a page at the end of a section (or at the end of the top level when `section` is empty). */
export function addMenuLink(entries: PostedEntry[], link: PostedLink, section: string): PostedEntry[] {
  const index = entries.findIndex((entry) => entry.items && entry.label === section);
  if (index < 0) return [...entries, { label: link.label, path: link.path, hidden: false }];
  return entries.map((entry, at) => (at === index ? { ...entry, items: [...entry.items!, link] } : entry));
}
