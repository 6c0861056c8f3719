import "~/lib/zod-setup";
import { z } from "zod";
import { DOWNLOADS_ORDER, downloadList } from "~/content/downloads";

/** The Downloads page's documents, in its order: id and title, for the settings form. */
export const DOWNLOAD_DOCUMENTS = downloadList(DOWNLOADS_ORDER).map(({ id, title, url }) => ({
  id,
  title,
  builtInUrl: url,
}));

export const DOCUMENT_LINK_MESSAGE = "Enter a web address starting with https:// or a site path starting with /";

// "" keeps the built-in file; otherwise an https address or a path on this site (not "//host", which leaves it).
const documentLink = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: DOCUMENT_LINK_MESSAGE })
    .trim()
    .max(500, { error: DOCUMENT_LINK_MESSAGE })
    .refine(
      (value) =>
        value === "" || /^\/(?!\/)[^\s]*$/.test(value) || z.url({ protocol: /^https$/ }).safeParse(value).success,
      { error: DOCUMENT_LINK_MESSAGE },
    ),
);

/** Where each Downloads document points; an empty link means the document's built-in file. */
export const documentLinksSchema = z.object(
  Object.fromEntries(DOWNLOADS_ORDER.map((id) => [id, documentLink])) as Record<
    (typeof DOWNLOADS_ORDER)[number],
    typeof documentLink
  >,
);
export type DocumentLinks = z.infer<typeof documentLinksSchema>;
