import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { reindexPosts } from "./post-kind.server";

/** The sample posts' addresses: the dashboard's list counts those still there (see samplePostsLeft). */
export const SAMPLE_POST_SLUGS = ["foundation-stone-to-be-laid", "science-week-on-campus"];

const daysBefore = (today: Date, days: number) =>
  new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Two sample posts for a new install, dated a few days before it (recent news, never years old). */
export async function seedSamplePosts(db: Kysely<Database>, today = new Date()) {
  const existing = await db.selectFrom("news_posts").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const now = nowIso();
  const common = { created_at: now, updated_at: now, published: 1, cover_key: null, deleted_at: null };
  const [foundation, scienceWeek] = SAMPLE_POST_SLUGS;
  await db
    .insertInto("news_posts")
    .values([
      {
        ...common,
        pinned: 1,
        slug: foundation,
        title: "Foundation stone to be laid for the school's modernisation",
        post_date: daysBefore(today, 3),
        summary:
          "Phase 1 of the School Development Plan begins soon: gates, a compound wall, roads and a new play ground.",
        body: "The foundation stone for the school's modernisation will be laid in the presence of parents, alumni and well-wishers.\n\nPhase 1 of the School Development Plan covers the arch and gates, the compound wall, internal roads, the play ground, parking and a memorial.",
        // The office's translations, as a sample of what the post form takes (docs/decisions/139).
        translations: JSON.stringify({
          hi: {
            title: "विद्यालय के आधुनिकीकरण की आधारशिला रखी जाएगी",
            summary: "विद्यालय विकास योजना का पहला चरण जल्द शुरू होगा: प्रवेश द्वार, चारदीवारी, भीतरी सड़कें और नया खेल का मैदान।",
            body: "विद्यालय के आधुनिकीकरण की आधारशिला अभिभावकों, पूर्व छात्रों और शुभचिंतकों की उपस्थिति में रखी जाएगी।\n\nविद्यालय विकास योजना के पहले चरण में मेहराब और प्रवेश द्वार, चारदीवारी, भीतरी सड़कें, खेल का मैदान, पार्किंग और एक स्मारक शामिल हैं।",
          },
          te: {
            title: "పాఠశాల ఆధునికీకరణకు శంకుస్థాపన",
            summary: "పాఠశాల అభివృద్ధి ప్రణాళిక మొదటి దశ త్వరలో మొదలవుతుంది: ప్రవేశ ద్వారాలు, ప్రహరీ గోడ, లోపలి రోడ్లు, కొత్త ఆట స్థలం.",
            body: "తల్లిదండ్రులు, పూర్వ విద్యార్థులు, శ్రేయోభిలాషుల సమక్షంలో పాఠశాల ఆధునికీకరణ పనులకు శంకుస్థాపన జరుగుతుంది.\n\nపాఠశాల అభివృద్ధి ప్రణాళిక మొదటి దశలో ఆర్చి, ప్రవేశ ద్వారాలు, ప్రహరీ గోడ, లోపలి రోడ్లు, ఆట స్థలం, వాహనాల పార్కింగ్, ఒక స్మారకం ఉన్నాయి.",
          },
        }),
      },
      {
        ...common,
        pinned: 0,
        slug: scienceWeek,
        title: "Science week on campus",
        post_date: daysBefore(today, 10),
        summary: "Experiments, models and a quiz: a week of science for every class.",
        body: "Every class spent a week on science: experiments in the laboratory, models built in teams and an inter-house quiz. The best projects will be shown at the science exhibition.",
        translations: "{}",
      },
    ])
    .execute();
  await reindexPosts(db);
}

/** How many sample posts are still on the site (not deleted or trashed). */
export async function samplePostsLeft(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("news_posts")
    .select("slug")
    .where("slug", "in", SAMPLE_POST_SLUGS)
    .where("deleted_at", "is", null)
    .execute();
  return rows.length;
}
