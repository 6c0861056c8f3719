// One layout for every message: a plain-text body and an HTML body from the same parts, in the school's
// name and colours. No images, no tracking pixels, no remote content: the HTML reads the same offline.

export type MailParts = {
  schoolName: string;
  /** The language of the words (BCP 47), "en" when not given. */
  lang?: string;
  /** Short text that opens the message. */
  heading: string;
  paragraphs: string[];
  /** Label/value rows, e.g. the fields of an enquiry. */
  details?: [string, string][];
  /** One button-style link (a dashboard page or a reset page). */
  action?: { label: string; url: string };
  /** Small print at the end (why this message was sent). */
  footer?: string;
};

const COLOURS = { maroon: "#7a1f1f", saffron: "#f4b942", ink: "#1f2328", muted: "#555d66", line: "#e4ddd0" };

export function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;

export function renderMail(parts: MailParts): { text: string; html: string } {
  const details = parts.details?.filter(([, value]) => value.trim() !== "") ?? [];
  const text = [
    parts.heading,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ""] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ""] : []),
    "-- ",
    parts.schoolName,
    ...(parts.footer ? [parts.footer] : []),
  ].join("\n");

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:${COLOURS.muted};font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="${escapeHtml(parts.lang ?? "en")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf7ef;font-family:Arial,Helvetica,sans-serif;color:${COLOURS.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLOURS.line};border-radius:8px">
<tr><td style="background:${COLOURS.maroon};color:#ffffff;padding:14px 20px;font-size:18px;font-weight:bold;border-bottom:4px solid ${COLOURS.saffron};border-radius:8px 8px 0 0">${escapeHtml(parts.schoolName)}</td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5">
<h1 style="font-size:19px;margin:0 0 14px;color:${COLOURS.maroon}">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(paragraphHtml).join("\n")}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px">${rows}</table>` : ""}
${parts.action ? `<p style="margin:16px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:${COLOURS.maroon};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(parts.action.label)}</a></p><p style="margin:0 0 12px;font-size:12px;color:${COLOURS.muted}">${escapeHtml(parts.action.url)}</p>` : ""}
</td></tr>
<tr><td style="padding:12px 20px;border-top:1px solid ${COLOURS.line};font-size:12px;color:${COLOURS.muted}">${escapeHtml(parts.schoolName)}${parts.footer ? `<br>${escapeHtml(parts.footer)}` : ""}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { text, html };
}
