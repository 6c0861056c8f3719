import { slugify } from "~/kernel/slug";

/**
 * The id of each question of a FAQ list, so a search result (or a shared link) opens one answer:
 * "What are the school timings?" → "q-what-are-the-school-timings". Made from the question as typed (tokens
 * unfilled), so a change of the school's name keeps the links; a repeated question gets "-2", "-3".
 */
export function faqAnchors(questions: string[]): string[] {
  const seen = new Map<string, number>();
  return questions.map((question, index) => {
    const base = `q-${slugify(question, 60) || String(index + 1)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
