import "~/kernel/zod-setup";
import { z } from "zod";
import { translationShape } from "~/kernel/i18n/content";

// The header menu as the office edits it: top-level entries, each a link or a section of links. One schema for
// the menu editor's form and PUT /api/menu.

export const MENU_LIMITS = { label: 40, entries: 20, links: 30 } as const;

const label = z
  .string({ error: "The label is required" })
  .trim()
  .min(1, { error: "The label is required" })
  .max(MENU_LIMITS.label, { error: `Must be at most ${MENU_LIMITS.label} characters` });

/** The label in another language (`label_hi`, `label_te`…): optional, empty is the English label (decision 141). */
const labelTranslations = translationShape({ label: MENU_LIMITS.label }, (max) => `Must be at most ${max} characters`);

/** An entry's labels in other languages, by field name (`label_hi`). */
export type LabelTranslations = { [field: `label_${string}`]: string | undefined } & {
  /** Ticked: the translation still follows the English label (docs/decisions/145). */
  [field: `checked_${string}`]: true | undefined;
};

const menuPath = z
  .string({ error: "The address is required" })
  .trim()
  .max(200, { error: "Must be at most 200 characters" })
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]*$/, {
    error: "Use an address of this website starting with /, such as /Transport",
  });

export const menuLinkSchema = z.strictObject({
  label,
  ...labelTranslations,
  path: menuPath,
  hidden: z.boolean({ error: "Hidden must be true or false" }).default(false),
});

/** A top-level entry: a link (`path`) or a section (`items`), never both. */
export const menuEntrySchema = z
  .strictObject({
    label,
    ...labelTranslations,
    path: menuPath.optional(),
    hidden: z.boolean({ error: "Hidden must be true or false" }).optional(),
    items: z
      .array(menuLinkSchema, { error: "The links must be a list" })
      .max(MENU_LIMITS.links, { error: `A section can hold at most ${MENU_LIMITS.links} links` })
      .optional(),
  })
  .superRefine((entry, ctx) => {
    if ((entry.path === undefined) === (entry.items === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["path"],
        message: "Give either an address (a link) or a list of links (a section), not both",
      });
  });

export const menuSchema = z
  .strictObject({
    entries: z
      .array(menuEntrySchema, { error: "The entries are required" })
      .min(1, { error: "The menu needs at least one entry" })
      .max(MENU_LIMITS.entries, { error: `The menu can hold at most ${MENU_LIMITS.entries} entries` }),
    /** The version the editor started from; a save after someone else's is refused. */
    version: z.string({ error: "The version must be text" }).max(100).optional(),
  })
  .superRefine((menu, ctx) => {
    const seen = new Set<string>();
    menu.entries.forEach((entry, index) => {
      const key = entry.label.toLowerCase();
      if (entry.items && seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["entries", index, "label"],
          message: "Another section has this name already",
        });
      if (entry.items) seen.add(key);
    });
  });

export type MenuInput = z.infer<typeof menuSchema>;
export type MenuEntryInput = MenuInput["entries"][number];

/** One message per bad field, keyed by its full path (`entries.3.items.1.label`). */
export function menuFieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseMenu(body: unknown) {
  const parsed = menuSchema.safeParse(body ?? {});
  if (parsed.success) return { ok: true as const, data: parsed.data };
  return { ok: false as const, fields: menuFieldMessages(parsed.error) };
}

/** What the link leads to, for the menu editor: a page of the office (with its state) or a fixed page of the site. */
export type MenuLinkTarget =
  { kind: "page"; title: string; state: "published" | "unpublished" | "trashed" } | { kind: "route" };

export type OfficeMenuLink = {
  label: string;
  path: string;
  hidden: boolean;
  target: MenuLinkTarget;
} & LabelTranslations;
export type OfficeMenuEntry = OfficeMenuLink | ({ label: string; items: OfficeMenuLink[] } & LabelTranslations);
export type OfficeMenu = {
  entries: OfficeMenuEntry[];
  version: string;
  updatedAt: string | null;
  updatedBy: string | null;
};

/**
 * The menu as the public header draws it (hidden, trashed and unpublished pages left out), its labels in the page's
 * language; `lang` is "en" on a label shown in English on another language's page (no translation yet).
 */
export type PublicMenuLink = { label: string; path: string; lang?: string };
export type PublicMenuEntry = PublicMenuLink | { label: string; lang?: string; items: PublicMenuLink[] };

export const STALE_MENU =
  "Someone else changed the menu after you opened it. Nothing was saved: reload the menu and make your change again.";
