import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { reindexPosts } from "./post-kind.server";

/** Two sample posts for a new install. */
export async function seedSamplePosts(db: Kysely<Database>) {
  const existing = await db.selectFrom("news_posts").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const now = nowIso();
  const common = { created_at: now, updated_at: now, published: 1, cover_key: null, deleted_at: null };
  await db
    .insertInto("news_posts")
    .values([
      {
        ...common,
        pinned: 1,
        slug: "foundation-stone-laid-2024",
        title: "Foundation stone laid for the school's modernisation",
        post_date: "2024-08-19",
        summary:
          "Phase 1 of the School Development Plan has begun: gates, a compound wall, roads and a new play ground.",
        body: "The foundation stone for the school's modernisation was laid on 19 August 2024 in the presence of parents, alumni and well-wishers.\n\nPhase 1 of the School Development Plan covers the arch and gates, the compound wall, internal roads, the play ground, parking and a memorial.",
      },
      {
        ...common,
        pinned: 0,
        slug: "independence-day-2024",
        title: "Independence Day on campus",
        post_date: "2024-08-15",
        summary: "Flag hoisting, a march past by the four houses and patriotic songs.",
        body: "The school celebrated Independence Day with flag hoisting, a march past by the four houses, patriotic songs and a speech by the chief guest, followed by sweets for all.",
      },
    ])
    .execute();
  await reindexPosts(db);
}
