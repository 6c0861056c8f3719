import type { TextMark } from "./page-blocks";

// A paragraph's formatting is kept as ranges over its plain text (page-blocks.ts, `marks`). These two functions turn
// ranges into runs of text with their styles and back: the renderer draws runs, the dashboard's editor reads and
// writes runs, and neither ever handles HTML.

export type TextRun = { text: string; bold?: true; italic?: true; href?: string };

const sameStyle = (a: TextRun, b: TextRun) => a.bold === b.bold && a.italic === b.italic && a.href === b.href;
const styleOf = ({ bold, italic, href }: TextMark | TextRun) => ({
  ...(bold ? { bold } : {}),
  ...(italic ? { italic } : {}),
  ...(href !== undefined ? { href } : {}),
});

/** The paragraph as runs: plain text between the marks, each mark's text with its styles. */
export function runsOf(text: string, marks: readonly TextMark[] = []): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const mark of marks) {
    const start = Math.max(mark.start, at);
    const end = Math.min(mark.end, text.length);
    if (end <= start) continue;
    if (start > at) runs.push({ text: text.slice(at, start) });
    runs.push({ text: text.slice(start, end), ...styleOf(mark) });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/** Runs back into plain text and marks; neighbouring runs with the same styles become one mark. */
export function marksOf(runs: readonly TextRun[]): { text: string; marks: TextMark[] } {
  let text = "";
  const marks: TextMark[] = [];
  let previous: TextRun | undefined;
  for (const run of runs) {
    if (!run.text) continue;
    const start = text.length;
    text += run.text;
    const style = styleOf(run);
    if (Object.keys(style).length) {
      const last = marks.at(-1);
      if (last && previous && last.end === start && sameStyle(previous, run)) last.end = text.length;
      else marks.push({ start, end: text.length, ...style });
    }
    previous = run;
  }
  return { text, marks };
}

/** Runs grouped by link, so a link whose words are partly bold is still one link. */
export function linkGroupsOf(runs: readonly TextRun[]): { href?: string; runs: TextRun[] }[] {
  const groups: { href?: string; runs: TextRun[] }[] = [];
  for (const run of runs) {
    const last = groups.at(-1);
    if (last && last.href === run.href) last.runs.push(run);
    else groups.push({ href: run.href, runs: [run] });
  }
  return groups;
}
