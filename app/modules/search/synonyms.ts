import { z } from "zod";
import { searchTerms } from "./schema";

export const SYNONYM_GROUP_MIN = 2;
export const SYNONYM_GROUP_MAX = 20;
export const SYNONYM_TERM_MAX = 40;

/** One group as the office types it: terms separated by commas (or one per line). */
export function splitTerms(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((term) => term.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase())
    .filter(Boolean);
}

/** A group of words parents type for one thing: 2-20 terms of 1-40 characters, each with a searchable word. */
export const synonymGroupSchema = z
  .string({ error: "Type the words of the group, separated by commas." })
  .max(2000, "Keep a group under 2,000 characters.")
  .transform(splitTerms)
  .superRefine((terms, ctx) => {
    const long = terms.find((term) => term.length > SYNONYM_TERM_MAX);
    if (long) ctx.addIssue({ code: "custom", message: `"${long.slice(0, 20)}…" is longer than 40 characters.` });
    const wordless = terms.find((term) => searchTerms(term).length === 0);
    if (wordless) ctx.addIssue({ code: "custom", message: `"${wordless}" has no word to search for.` });
    const unique = new Set(terms);
    if (unique.size < SYNONYM_GROUP_MIN)
      ctx.addIssue({ code: "custom", message: "A group needs at least 2 different words." });
    if (unique.size > SYNONYM_GROUP_MAX) ctx.addIssue({ code: "custom", message: "A group holds at most 20 words." });
  })
  .transform((terms) => [...new Set(terms)]);

/** A term's words as the search reads them ("School Hours" → school, hours). */
type Phrase = string[];

/** One condition of a query: any of its phrases; `prefix` phrases also match longer words ("timet" → timetable). */
export type QueryClause = { phrases: { words: Phrase; prefix: boolean }[] };

const same = (a: Phrase, b: Phrase) => a.length === b.length && a.every((word, i) => word === b[i]);

/**
 * A query's words as conditions that must all hold. A word (or run of words, "school hours") that is a term
 * of a group becomes "any of the group's terms"; a later word of a group already used adds nothing. What the
 * visitor typed keeps matching as a prefix; the group's other terms match as whole (stemmed) words.
 */
export function expandQuery(terms: string[], groups: string[][]): QueryClause[] {
  const phraseGroups = groups.map((group) => group.map((term) => searchTerms(term)).filter((words) => words.length));
  const clauses: QueryClause[] = [];
  const used = new Set<number>();
  for (let i = 0; i < terms.length;) {
    let best: { group: number; length: number } | undefined;
    phraseGroups.forEach((group, index) => {
      for (const words of group)
        if (same(terms.slice(i, i + words.length), words) && (!best || words.length > best.length))
          best = { group: index, length: words.length };
    });
    if (!best) {
      clauses.push({ phrases: [{ words: [terms[i]], prefix: true }] });
      i += 1;
      continue;
    }
    const typed = terms.slice(i, i + best.length);
    i += best.length;
    if (used.has(best.group)) continue;
    used.add(best.group);
    const others = phraseGroups[best.group].filter((words) => !same(words, typed));
    clauses.push({
      phrases: [{ words: typed, prefix: true }, ...others.map((words) => ({ words, prefix: false }))],
    });
  }
  return clauses;
}

/** FTS5 query text: clauses joined by AND (OR for `any`), each quoted phrase never read as an operator. */
export function sqliteMatchText(clauses: QueryClause[], any = false): string {
  const phrase = ({ words, prefix }: QueryClause["phrases"][number]) =>
    `"${words.join(" ").replace(/"/g, '""')}"${prefix ? "*" : ""}`;
  return clauses
    .map((clause) =>
      clause.phrases.length === 1 ? phrase(clause.phrases[0]) : `(${clause.phrases.map(phrase).join(" OR ")})`,
    )
    .join(any ? " OR " : " AND ");
}

/** PostgreSQL to_tsquery text: the same, words joined by <-> in a phrase; words hold only letters, digits, marks. */
export function postgresQueryText(clauses: QueryClause[], any = false): string {
  const word = (text: string) => text.replace(/['\\:&|!()<>*]/g, "");
  const phrase = ({ words, prefix }: QueryClause["phrases"][number]) => {
    const text = `${words.map(word).join(" <-> ")}${prefix ? ":*" : ""}`;
    return words.length > 1 ? `(${text})` : text;
  };
  return clauses
    .map((clause) =>
      clause.phrases.length === 1 ? phrase(clause.phrases[0]) : `(${clause.phrases.map(phrase).join(" | ")})`,
    )
    .join(any ? " | " : " & ");
}

/**
 * The clauses that say which page is meant: a clause whose typed words are all words of the school's own name
 * ("school", "vidya") is on nearly every page, so a title holding it says nothing about the page.
 */
export function telling(clauses: QueryClause[], schoolName: string): QueryClause[] {
  const nameWords = new Set([...searchTerms(schoolName), "school"]);
  return clauses.filter((clause) => !clause.phrases[0].words.every((word) => nameWords.has(word)));
}
