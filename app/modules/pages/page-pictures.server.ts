import type { PictureHolder } from "~/modules/pictures/index.server";
import { mediaFolder } from "~/modules/pictures/index.server";

/** The pages that show a stored picture: blocks (published and draft) and social images pointing into its folder. */
export const pagePictures: PictureHolder = {
  async usesOf(db, key) {
    // Keys are made by the server from [a-z0-9/_-] and a random part: "%" never occurs, "_" only widens the match.
    const inFolder = `%${mediaFolder(key)}/%`;
    const pages = await db
      .selectFrom("pages")
      .select(["path", "blocks", "draft", "social_image", "trashed_at"])
      .where((eb) =>
        eb.or([eb("blocks", "like", inFolder), eb("draft", "like", inFolder), eb("social_image", "like", inFolder)]),
      )
      .orderBy("path_key")
      .execute();
    const folder = `${mediaFolder(key)}/`;
    return pages.map((page) => {
      const where = [
        page.blocks.includes(folder) || page.social_image?.includes(folder) ? "the published page" : "",
        page.draft?.includes(folder) ? "its unpublished draft" : "",
      ].filter(Boolean);
      return {
        label: `Page ${page.path} (${where.join(" and ") || "the page"})${page.trashed_at ? " in the trash" : ""}`,
        href: page.trashed_at ? "/welcome/pages?trash=1" : `/welcome/pages/${page.path.replace(/^\//, "")}`,
        ...(page.trashed_at ? {} : { publicHref: page.path }),
      };
    });
  },
};
