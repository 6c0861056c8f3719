import { Fragment } from "react";
import { Link } from "~/ui/link";
import { isSafeHref, type TextMark } from "~/kernel/content/page-blocks";
import { linkGroupsOf, runsOf, type TextRun } from "~/kernel/content/rich-text";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";

/** A paragraph's words with their bold, italic and links, drawn by React as text: nothing typed is read as HTML. */
export function RichText({
  text,
  marks,
  settings,
}: {
  text: string;
  marks?: readonly TextMark[];
  settings: SiteSettings;
}) {
  if (!marks?.length) return <>{fillTokens(text, settings)}</>;
  return (
    <>
      {linkGroupsOf(runsOf(text, marks)).map((group, g) => {
        const words = group.runs.map((run, r) => <Styled key={r} run={run} settings={settings} />);
        // A link saved before its address was checked as now (issue 32) is shown as words.
        if (group.href === undefined || !isSafeHref(group.href)) return <Fragment key={g}>{words}</Fragment>;
        const href = group.href === "{registrationForm}" ? settings.registrationFormUrl : group.href;
        if (href.startsWith("/"))
          return (
            <Link key={g} to={href}>
              {words}
            </Link>
          );
        const external = /^https?:/i.test(href);
        return (
          <a key={g} href={href} {...(external ? { target: "_blank", rel: "noopener" } : {})}>
            {words}
            {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        );
      })}
    </>
  );
}

function Styled({ run, settings }: { run: TextRun; settings: SiteSettings }) {
  const words = fillTokens(run.text, settings);
  const italic = run.italic ? <em>{words}</em> : words;
  return run.bold ? <strong>{italic}</strong> : <>{italic}</>;
}
