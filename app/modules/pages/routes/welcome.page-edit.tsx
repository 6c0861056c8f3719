import { data, Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { readForm } from "~/kernel/read-form.server";
import { formatMoment } from "~/kernel/dates";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage, type Actor } from "~/modules/accounts/index.server";
import { comparePages } from "~/modules/pages/compare";
import { applyEditIntent, isEditIntent, readEditorForm } from "~/modules/pages/editor-form";
import { PageEditor, type EditedPage } from "~/modules/pages/ui/page-editor";
import { editorErrors } from "~/modules/pages/editor-errors";
import { applyPicturePick, pickIntent } from "~/modules/pages/picture-pick";
import { getLibraryPicture, listLibraryPictures } from "~/modules/pictures/index.server";
import { listPageRevisions, loadPageForOffice, loadPageRevision } from "~/modules/pages/pages.server";
import { publishPage, restorePageRevision, savePageDraft } from "~/modules/pages/page-edits.server";
import {
  isTranslationLanguage,
  listTranslationStates,
  loadTranslationForOffice,
} from "~/modules/pages/page-translations.server";
import { translationStructureRefusals } from "~/modules/pages/translation-structure";
import { TranslationTabs } from "~/modules/pages/ui/translation-tabs";
import { languageByCode, pathInLanguage } from "~/kernel/i18n/languages";
import { pageScheduleSchema, parsePageDraft, parsePastedBlocks, type PageDraftInput } from "~/modules/pages/schema";
import { parseForm } from "~/kernel/validation";
import { resolveTypedSchedule } from "~/kernel/schedule.server";
import { scheduleValues, STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, refusal, type FormRefusal } from "~/kernel/form";
import type { PageContent } from "~/kernel/content/page-blocks";
import { getSiteSettings } from "~/modules/site/index.server";
import editorStyles from "~/styles/page-editor.css?url";
import picturesStyles from "~/styles/pictures.css?url";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { describeBytes, uploadLimits } from "~/kernel/media/multipart.server";
import type { Route } from "./+types/welcome.page-edit";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { pageAddress } from "~/modules/pages/paths";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: picturesStyles },
];

const whenIn = (timeZone: string) => (iso: string | null) => (iso ? formatMoment(iso, timeZone) : "");

/**
 * The language being edited: `?language=te` edits the page's Telugu translation with the same form, commands and
 * revisions; none (or "en") the English page. A language the office has not switched on is no page (404).
 */
async function editedLanguage(request: Request) {
  const code = new URL(request.url).searchParams.get("language") ?? "en";
  if (code !== "en" && !(await isTranslationLanguage(db(), code)))
    throw new Response("No such language", { status: 404 });
  return code;
}

/** The editor's address for a page in a language (English without the parameter). */
const editorHref = (path: string, language: string) =>
  `/welcome/pages/${path}${language === "en" ? "" : `?language=${language}`}`;

/** The English page's published words, beside which a translation is written. */
const publishedContent = (page: PageContent): PageContent => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  ...(page.lead === undefined ? {} : { lead: page.lead }),
  blocks: page.blocks,
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const language = await editedLanguage(request);
  const englishPage = await loadPageForOffice(db(), params.path);
  // A page in the trash is restored from the trash first (Pages → Trash).
  if (!englishPage || englishPage.trashedAt) throw new Response("No such page", { status: 404 });
  const page = language === "en" ? englishPage : (await loadTranslationForOffice(db(), params.path, language))!;
  const [revisions, settings, translations] = await Promise.all([
    listPageRevisions(db(), page.path, language),
    getSiteSettings(db()),
    listTranslationStates(db()),
  ]);
  const when = whenIn(settings.timeZone);
  const { draft } = page;
  const content: PageContent = draft ?? page;
  const compareId = new URL(request.url).searchParams.get("compare");
  const earlier = compareId ? await loadPageRevision(db(), page.path, Number(compareId), language) : undefined;
  const states = translations.pages.find((one) => one.path === page.path)?.languages ?? [];
  // The picture blocks' picker: the newest pictures (its dialog searches the whole library).
  const library = (await listLibraryPictures(db(), mediaStorage(), { pageSize: 60 })).pictures.map(
    ({ key, src, thumb, alt, caption, decorative }) => ({ key, src, thumb, alt, caption, decorative }),
  );
  const { imageBytes } = uploadLimits();
  return {
    language,
    languageName: languageByCode(language)?.name ?? language,
    tabs: [
      { code: "en", name: "English", state: null },
      ...states.map((one) => ({
        code: one.code,
        name: languageByCode(one.code)?.name ?? one.code,
        state: one.state,
        draft: one.draft,
      })),
    ],
    translationState: page.translationState ?? null,
    english: language === "en" ? null : publishedContent(englishPage),
    library: { pictures: library, uploadLimit: { bytes: imageBytes, words: describeBytes(imageBytes) } },
    compare: earlier
      ? {
          id: earlier.id,
          publishedAt: when(earlier.publishedAt),
          publishedBy: earlier.publishedBy,
          parts: comparePages(earlier.content, content),
        }
      : null,
    path: page.path,
    version: page.version,
    timeZone: settings.timeZone,
    schedule: scheduleValues(page, settings.timeZone),
    content: {
      title: content.title,
      description: content.description,
      heading: content.heading,
      ...(content.lead === undefined ? {} : { lead: content.lead }),
      blocks: content.blocks,
    },
    draft: draft ? { updatedAt: when(draft.updatedAt), updatedBy: draft.updatedBy } : null,
    published: { at: when(page.publishedAt), by: page.publishedBy },
    revisions: (revisions ?? []).map((revision) => ({ ...revision, publishedAt: when(revision.publishedAt) })),
  };
}

/** A block button's answer: the page as posted with the button applied; nothing is saved. */
type EditorChange = { formKey: string; content: PageContent; version: number; schedule: TypedMoments; note?: string };
type TypedMoments = { showFrom: string; showUntil: string };

/** The schedule fields as posted, kept across the block buttons (they are stored only by Publish). */
const postedSchedule = (form: FormData): TypedMoments => ({
  showFrom: String(form.get("showFrom") ?? ""),
  showUntil: String(form.get("showUntil") ?? ""),
});
/** A refused save or picture choice: kernel/form's refusal, and after a stale save the version to save over. */
type EditorRefusal = FormRefusal & { formKey: string; stale?: { latestVersion: number } };

const changed = (form: FormData, content: PageContent, version: number, note?: string) =>
  data<EditorChange>({
    formKey: crypto.randomUUID(),
    content,
    version,
    schedule: postedSchedule(form),
    ...(note ? { note } : {}),
  });

/** The posted page refused: the schema's messages moved to the fields that show them (editor-errors.ts). */
const refused = (
  form: FormData,
  content: PageContent,
  message: string,
  fields: Record<string, string>,
  status: number,
  extra: Pick<EditorRefusal, "stale"> = {},
) =>
  data<EditorRefusal>(
    { ...refusal(form, message, editorErrors(fields, content.blocks)), formKey: crypto.randomUUID(), ...extra },
    { status },
  );

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor } = await requireAdminPage({ request, context }, "editor");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "save");
  const language = await editedLanguage(request);
  if (intent.startsWith("restore:"))
    return restoreRevision(request, params.path, Number(intent.slice(8)), actor, language);
  const posted = readEditorForm(form);
  // Block buttons only rearrange the form; nothing is saved until Save draft or Publish.
  const pick = pickIntent(intent);
  if (pick) return pickPicture(form, posted, pick);
  if (isEditIntent(intent)) return applyButton(form, posted, intent);
  return saveOrPublish(request, params.path, form, posted, intent, actor, language);
}

async function restoreRevision(request: Request, path: string, revision: number, actor: Actor, language: string) {
  const restored = await restorePageRevision(db(), path, revision, actor, { language });
  if (!restored.ok && restored.reason === "missing") throw new Response("No such page", { status: 404 });
  return redirectWithFlash(request, editorHref(path, language), {
    tone: restored.ok ? "ok" : "error",
    text: restored.ok
      ? "That version is now the draft. Check it, then press Publish to put it on the website."
      : "That version could not be restored. Please reload the page and try again.",
  });
}

/** "Use this picture" without JavaScript: the chosen library picture goes into the block; nothing is saved. */
async function pickPicture(form: FormData, { content, version }: EditedPage, pick: { i: number; j: number }) {
  const chosen = String(form.get(`b${pick.i}.${pick.j}.pick`) ?? "");
  const picture = chosen ? await getLibraryPicture(db(), mediaStorage(), chosen) : undefined;
  if (!picture)
    return refused(
      form,
      content,
      FIX_FIELDS,
      { [`blocks.${pick.i}.items.${pick.j}.src`]: "Choose a picture from the list first." },
      400,
    );
  return changed(form, applyPicturePick(content, pick.i, pick.j, picture), version);
}

function applyButton(form: FormData, { content, version }: EditedPage, intent: string) {
  const addType = form.get("addType");
  const pasted = intent.startsWith("paste:") ? parsePastedBlocks(form.get("pasted")) : { blocks: [], refused: 0 };
  const next = applyEditIntent(content, intent, {
    addType: typeof addType === "string" ? addType : undefined,
    pasted: pasted.blocks,
  });
  return changed(
    form,
    next,
    version,
    pasted.refused
      ? `${pasted.refused} pasted part${pasted.refused === 1 ? " was" : "s were"} left out: too long or empty. The rest is in the page; copy the missing part again in smaller pieces.`
      : undefined,
  );
}

async function saveOrPublish(
  request: Request,
  path: string,
  form: FormData,
  { content, version }: EditedPage,
  intent: string,
  actor: Actor,
  language: string,
) {
  const here = editorHref(path, language);
  const startedFrom = intent === "overwrite" ? Number(form.get("latestVersion")) : version;
  const parsed = parsePageDraft({ ...content, version: startedFrom }, path);
  if (!parsed.ok) return refused(form, content, FIX_FIELDS, parsed.fields, 400);
  if (language !== "en") {
    // A translation keeps the English page's blocks (the command checks again, in its transaction).
    const english = await loadPageForOffice(db(), path);
    const fields = english ? translationStructureRefusals(english.blocks, parsed.data.blocks) : {};
    if (Object.keys(fields).length) return refused(form, content, FIX_FIELDS, fields, 400);
    return saveOrPublishTranslation(request, path, form, parsed.data, intent, actor, language);
  }
  // The schedule is the page's, not the draft's: Publish stores it (checked first, so a refusal stores nothing).
  const schedule = intent === "publish" ? parseForm(pageScheduleSchema, postedSchedule(form)) : undefined;
  if (schedule && !schedule.ok) return refused(form, content, FIX_FIELDS, schedule.fields, 400);
  const saved = await savePageDraft(db(), path, parsed.data, actor);
  if (!saved.ok) {
    if (saved.reason !== "stale") throw new Response("No such page", { status: 404 });
    const latest = await loadPageForOffice(db(), path);
    const when = whenIn((await getSiteSettings(db())).timeZone);
    const message = `${saved.changedBy ?? "Someone"} changed this page at ${when(saved.changedAt)}, after you opened it. Nothing was saved. Your text is still here: open the page in a new tab to see their version, then save yours over theirs or copy what you need.`;
    return refused(form, content, message, {}, 409, { stale: { latestVersion: latest?.version ?? startedFrom } });
  }
  if (schedule?.ok) {
    const { startedNow, ...resolved } = await resolveTypedSchedule(db(), schedule.data);
    const published = await publishPage(db(), path, actor, { version: saved.page.version, schedule: resolved });
    return redirectWithFlash(request, here, {
      tone: published.ok ? "ok" : "error",
      text: published.ok
        ? `${publishedWords(saved.page.path, resolved)}${startedNow ? ` ${STARTED_NOW_NOTICE}` : ""}`
        : "The draft was saved but could not be published. Please try Publish again.",
    });
  }
  return redirectWithFlash(request, here, {
    tone: "ok",
    text: "Draft saved. The public page is unchanged until you press Publish.",
  });
}

/** A stale save's refusal: who saved first, and the version to save over. */
async function staleRefusal(
  form: FormData,
  content: PageContent,
  saved: { changedBy: string | null; changedAt: string },
  latestVersion: number,
) {
  const when = whenIn((await getSiteSettings(db())).timeZone);
  const message = `${saved.changedBy ?? "Someone"} changed this page at ${when(saved.changedAt)}, after you opened it. Nothing was saved. Your text is still here: open the page in a new tab to see their version, then save yours over theirs or copy what you need.`;
  return refused(form, content, message, {}, 409, { stale: { latestVersion } });
}

/** Save draft and Publish of a translation: the same commands with its language; it has no schedule of its own. */
async function saveOrPublishTranslation(
  request: Request,
  path: string,
  form: FormData,
  draft: PageDraftInput,
  intent: string,
  actor: Actor,
  language: string,
) {
  const here = editorHref(path, language);
  const { version: _startedFrom, ...content } = draft;
  const saved = await savePageDraft(db(), path, draft, actor, language);
  if (!saved.ok) {
    if (saved.reason !== "stale") throw new Response("No such page", { status: 404 });
    const latest = await loadTranslationForOffice(db(), path, language);
    return staleRefusal(form, content, saved, latest?.version ?? draft.version);
  }
  if (intent !== "publish")
    return redirectWithFlash(request, here, {
      tone: "ok",
      text: "Draft of the translation saved. The public page is unchanged until you press Publish.",
    });
  const published = await publishPage(db(), path, actor, { version: saved.page.version, language });
  return redirectWithFlash(request, here, {
    tone: published.ok ? "ok" : "error",
    text: published.ok
      ? `Published: the public page ${pathInLanguage(language, saved.page.path)} shows your translation now.`
      : "The draft was saved but could not be published. Please try Publish again.",
  });
}

/** What the publish did, in the words of its schedule. */
function publishedWords(path: string, schedule: { showFrom: string | null; showUntil: string | null }) {
  if (schedule.showFrom)
    return `Published: the public page ${path} shows your changes from the time set in “Publish at”.`;
  return `Published: the public page ${path} shows your changes now${schedule.showUntil ? " until the time set in “Stop showing at”" : ""}.`;
}

export default function PageEdit() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const change = reply && !("ok" in reply) ? reply : undefined;
  return (
    <section className="dashboard-panel" aria-labelledby="page-edit-heading">
      <PageMeta title={`Edit: ${page.content.title}`} description="Administration." path={location.pathname} noindex />
      <div className="panel-head">
        <h2 id="page-edit-heading">
          {page.english ? `Translate the page ${page.path} into ${page.languageName}` : `Edit the page ${page.path}`}
        </h2>
        <div className="panel-actions">
          <Link
            className="button button--ghost"
            to={pathInLanguage(page.language, page.path)}
            target="_blank"
            rel="noopener"
          >
            See the public page<span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          <Link className="button button--ghost" to="/welcome/pages">
            All pages
          </Link>
        </div>
      </div>
      <TranslationTabs path={page.path} current={page.language} tabs={page.tabs} />
      {page.translationState === "out-of-date" ? (
        <p className="notice" role="note">
          The English page was published after this translation: check the English text beside each field, change what
          differs, and publish the translation again.
        </p>
      ) : null}
      <p className="page-edit__state">
        {page.english && !page.published.at
          ? "Not yet translated: the English words are the text to start from. "
          : null}
        {page.draft
          ? `Draft changes saved ${page.draft.updatedAt}${page.draft.updatedBy ? ` by ${page.draft.updatedBy}` : ""}, not yet published.`
          : "No unpublished changes: this is what the public sees."}{" "}
        {page.published.at
          ? `Last published ${page.published.at}${page.published.by ? ` by ${page.published.by}` : ""}.`
          : null}
      </p>
      <StatusMessage tone="error" message={change?.note} id={reply?.formKey ?? location.key} focus />
      <PageEditor
        key={reply?.formKey ?? `${location.key}-${page.version}`}
        path={page.path}
        saved={{ content: page.content, version: page.version, schedule: page.schedule }}
        timeZone={page.timeZone}
        changed={change}
        refused={reply && "ok" in reply ? reply : undefined}
        busy={navigation.state !== "idle"}
        library={page.library}
        language={page.language}
        english={page.english ?? undefined}
      />
      {page.compare ? <Comparison path={page.path} language={page.language} compare={page.compare} /> : null}
      <Revisions revisions={page.revisions} language={page.language} />
    </section>
  );
}

type Revision = Awaited<ReturnType<typeof loader>>["revisions"][number];

/** The published versions, newest first: each can be compared with the text being edited, or restored. */
function Revisions({ revisions, language }: { revisions: Revision[]; language: string }) {
  return (
    <section className="page-revisions" aria-labelledby="revisions-heading">
      <h3 id="revisions-heading">Published versions</h3>
      <p>Restoring a version puts its words into the draft; press Publish to make them public again.</p>
      <ol>
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <div>
              <strong>{revision.publishedAt}</strong>
              {revision.publishedBy ? ` by ${revision.publishedBy}` : ""}
              {index === 0 ? " (on the website now)" : ""}
              <br />
              <span className="page-revisions__summary">{revision.summary}</span>
            </div>
            <Link
              className="button button--small button--ghost"
              to={`?${language === "en" ? "" : `language=${language}&`}compare=${revision.id}#compare-heading`}
              preventScrollReset={false}
            >
              Compare with the text being edited<span className="visually-hidden"> ({revision.publishedAt})</span>
            </Link>
            {index > 0 ? (
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value={`restore:${revision.id}`}
                  className="button button--small button--ghost"
                >
                  Restore<span className="visually-hidden"> the version of {revision.publishedAt}</span>
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Compare = NonNullable<Awaited<ReturnType<typeof loader>>["compare"]>;

/** An earlier published version beside the text being edited: only the parts that differ. */
function Comparison({ path, language, compare }: { path: string; language: string; compare: Compare }) {
  return (
    <section className="page-compare" aria-labelledby="compare-heading">
      <h3 id="compare-heading" tabIndex={-1}>
        The version of {compare.publishedAt}
        {compare.publishedBy ? ` by ${compare.publishedBy}` : ""} compared with the text being edited
      </h3>
      {compare.parts.length === 0 ? (
        <p>No differences: the text being edited is the same as this version.</p>
      ) : (
        compare.parts.map((part) => (
          <div key={part.label} className="page-compare__part">
            <h4>{part.label}</h4>
            <div className="page-compare__sides">
              <div>
                <p className="page-compare__side">Then</p>
                <Lines lines={part.then} other={part.now} changed="del" />
              </div>
              <div>
                <p className="page-compare__side">Now</p>
                <Lines lines={part.now} other={part.then} changed="ins" />
              </div>
            </div>
          </div>
        ))
      )}
      <Link to={editorHref(pageAddress(path), language)} className="button button--small button--ghost">
        Close the comparison
      </Link>
    </section>
  );
}

/** One side of a comparison; lines the other side does not have are marked as removed or added. */
function Lines({ lines, other, changed }: { lines: string[]; other: string[]; changed: "del" | "ins" }) {
  if (lines.length === 0) return <p>(nothing)</p>;
  const Mark = changed;
  return (
    <ul>
      {lines.map((line, i) => (
        <li key={i}>{other.includes(line) ? line : <Mark>{line}</Mark>}</li>
      ))}
    </ul>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
