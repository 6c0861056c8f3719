import questions from "./parent-questions.json";

/**
 * The site search's test set: twenty things parents type, each with the page that should come first on
 * the sample site. Scored by the search's HTTP test and by `npm run bench:search-quality`.
 */
export type ParentQuestion = { topic: string; q: string; expect: string };

export const PARENT_QUESTIONS: ParentQuestion[] = questions;

export type ParentQuestionScore = { question: ParentQuestion; first: string | undefined; rank: number | null };

/** Ranks each question with `search` (the result addresses, best first); `rank` is 1-based, null when not found. */
export async function scoreParentQuestions(search: (q: string) => Promise<string[]>) {
  const scores: ParentQuestionScore[] = [];
  for (const question of PARENT_QUESTIONS) {
    const urls = await search(question.q);
    const at = urls.indexOf(question.expect);
    scores.push({ question, first: urls[0], rank: at === -1 ? null : at + 1 });
  }
  return { scores, firsts: scores.filter((score) => score.rank === 1).length, of: scores.length };
}

/** One line per question and the figure, for a test's or a benchmark's output. */
export function describeScores({ scores, firsts, of }: Awaited<ReturnType<typeof scoreParentQuestions>>) {
  const lines = scores.map(
    ({ question, first, rank }) =>
      `${rank === 1 ? "ok  " : "MISS"} ${JSON.stringify(question.q).padEnd(36)} ${question.expect.padEnd(40)} ${
        rank === 1 ? "" : `rank ${rank ?? "-"}, first ${first ?? "(nothing)"}`
      }`,
  );
  return [...lines, `${firsts} of ${of} parent questions find the expected page first`].join("\n");
}
