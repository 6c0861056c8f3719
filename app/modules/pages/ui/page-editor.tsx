import type { RefObject } from "react";
import { useSubmit } from "react-router";
import { Link } from "~/ui/link";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import type { PickerLibrary } from "~/ui/picture-picker/picture-picker";
import type { Block, PageContent } from "~/kernel/content/page-blocks";
import { BlockFields } from "./block-fields";
import { SortableBlocks } from "./sortable-blocks";
import { BLOCK_CHOICES, blockLabel, readEditorForm } from "../editor-form";
import { blockId } from "../editor-errors";
import { blockLines } from "../compare";
import { pageAddress } from "../paths";

/** The page as the editor shows it: its words and the version they started from. */
export type EditedPage = { content: PageContent; version: number };
/** The schedule as the editor's fields hold it: the school's wall clock, '' for none (kernel/schedule.ts). */
type EditedSchedule = { showFrom: string; showUntil: string };

type EditorProps = {
  path: string;
  /** The page as saved (its draft, else what is published), with its schedule. */
  saved: EditedPage & { schedule: EditedSchedule };
  /** The page as a block button left it (nothing saved yet). */
  changed?: EditedPage & { schedule: EditedSchedule };
  /** The school's time zone, in which the schedule is typed. */
  timeZone: string;
  /** A refused save: its messages (`title`, `blocks.3.rows.1.2`...) and the fields as they were posted. */
  refused?: FormRefusal & { stale?: { latestVersion: number } };
  busy?: boolean;
  /** The newest pictures of the picture library and its upload limit, for the picture blocks' picker. */
  library?: PickerLibrary;
  /** The language edited: "en" for the page itself, another code for its translation. */
  language?: string;
  /** For a translation: the English page's published words, shown beside each field being translated. */
  english?: PageContent;
};

/**
 * The page editor, an EditForm: the page's details, then one fieldset per block with its own fields and buttons.
 * Every button posts the whole form, so what was typed is never lost; only Save draft and Publish write. A refused
 * post and a draft kept over sign-in are rebuilt from their fields; a page a button changed counts as unsaved.
 */
export function PageEditor({
  path,
  saved,
  changed,
  refused,
  busy,
  library = { pictures: [] },
  timeZone,
  language = "en",
  english,
}: EditorProps) {
  return (
    <EditForm
      name={language === "en" ? "page" : `page-${language}`}
      idPrefix="page"
      defaults={{}}
      refused={refused}
      unsaved={Boolean(changed)}
      className="page-editor"
      aria-busy={busy}
    >
      {({ values, errors, restored, form }) => {
        const typed = refused || restored;
        const page = typed ? readEditorForm(values) : (changed ?? saved);
        const schedule = typed ? values : (changed ?? saved).schedule;
        return (
          <EditorFields
            schedule={{ values: schedule, timeZone }}
            form={form}
            path={path}
            page={page}
            errors={errors}
            stale={refused?.stale}
            busy={busy}
            library={library}
            language={language}
            english={english}
          />
        );
      }}
    </EditForm>
  );
}

type FieldsProps = {
  form: RefObject<HTMLFormElement | null>;
  path: string;
  page: EditedPage;
  /** Field messages keyed by path: `title`, `blocks.3.rows.1.2`... (editor-errors.ts). */
  errors: Record<string, string>;
  /** Set when a save was refused because someone else saved first. */
  stale?: { latestVersion: number };
  busy?: boolean;
  library: PickerLibrary;
  schedule: { values: Record<string, string | undefined>; timeZone: string };
  language: string;
  english?: PageContent;
};

function EditorFields({
  form,
  path,
  page: { content, version },
  errors,
  stale,
  busy,
  library,
  schedule,
  language,
  english,
}: FieldsProps) {
  const submit = useSubmit();
  // Dragging a block and pasting several paragraphs post the form like the block buttons, with the same intents.
  const send = (intent: string, extra: Record<string, string> = {}) => {
    if (!form.current) return;
    const body = new FormData(form.current);
    body.set("intent", intent);
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    void submit(body, { method: "post" });
  };
  return (
    <>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="blockCount" value={content.blocks.length} />
      {/* First in the form, so Enter in a field saves the draft (not the first block's button). */}
      <EditorBar path={path} stale={stale} busy={busy} language={language} />
      <PageDetailsFields content={content} errors={errors} english={english} />
      {english ? (
        <p className="page-editor__translating">
          The translation keeps the English page&rsquo;s blocks in their order: translate the words of each one. It
          shows while the English page shows.
        </p>
      ) : (
        <ScheduleFields
          idPrefix="page"
          timeZone={schedule.timeZone}
          values={schedule.values}
          errors={errors}
          note="Set when you press Publish."
        />
      )}
      {errors.blocks ? (
        <p id="page-blocks" className="field-error">
          {errors.blocks}
        </p>
      ) : null}
      <SortableBlocks
        ids={content.blocks.map((block, i) => `${i}-${block.type}`)}
        onMove={(from, to) => send(`move:${from}:${to}`)}
        disabled={busy || Boolean(english)}
      >
        {(i, handle) => (
          <BlockFieldset
            block={content.blocks[i]}
            i={i}
            last={i === content.blocks.length - 1}
            handle={english ? null : handle}
            errors={errors}
            library={library}
            english={english ? (english.blocks[i] ?? null) : undefined}
            onPasteBlocks={(blocks) => send(`paste:${i}`, { pasted: JSON.stringify(blocks) })}
          />
        )}
      </SortableBlocks>

      {english ? null : <AddBlockField />}
    </>
  );
}

function ToolButton({
  intent,
  label,
  what,
  disabled,
  danger,
}: {
  intent: string;
  label: string;
  what: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`button button--small ${danger ? "button--danger" : "button--ghost"}`}
      disabled={disabled}
    >
      {label}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}

/** Save draft, Publish, Preview, and after a refused stale save the choice to save over the other writer. */
function EditorBar({ path, stale, busy, language }: Pick<FieldsProps, "path" | "stale" | "busy" | "language">) {
  return (
    <div className="page-editor__bar">
      <button type="submit" name="intent" value="save" className="button" disabled={busy}>
        Save draft
      </button>
      <button type="submit" name="intent" value="publish" className="button button--publish" disabled={busy}>
        Publish
      </button>
      <Link
        to={`/welcome/pages/${pageAddress(path)}/preview${language === "en" ? "" : `?language=${language}`}`}
        target="_blank"
        rel="noopener"
        className="button button--ghost"
      >
        Preview<span className="visually-hidden"> the saved draft (opens in a new tab)</span>
      </Link>
      {stale ? (
        <>
          <input type="hidden" name="latestVersion" value={stale.latestVersion} />
          <button type="submit" name="intent" value="overwrite" className="button button--ghost" disabled={busy}>
            Save mine over theirs
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The English words beside a field being translated (read-only, marked as English for screen readers). */
function EnglishSide({ lines }: { lines: string[] }) {
  return (
    <div className="page-translate__english">
      <p className="page-translate__label">English</p>
      <ul lang="en">
        {lines.filter(Boolean).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The fields beside their English words when translating; the fields alone otherwise. */
function Beside({ english, children }: { english?: string[]; children: React.ReactNode }) {
  if (!english) return <>{children}</>;
  return (
    <div className="page-translate">
      <EnglishSide lines={english} />
      <div className="page-translate__own">{children}</div>
    </div>
  );
}

function PageDetailsFields({
  content,
  errors,
  english,
}: {
  content: PageContent;
  errors: Record<string, string>;
  english?: PageContent;
}) {
  return (
    <fieldset className="page-editor__details">
      <legend>Page details</legend>
      <Beside
        english={
          english && [
            `Title: ${english.title}`,
            `Description: ${english.description}`,
            `Heading: ${english.heading}`,
            english.lead ? `Introduction: ${english.lead}` : "",
          ]
        }
      >
        <TextField
          id="page-title"
          name="title"
          label="Title"
          hint="Shown in the browser tab and in search results"
          defaultValue={content.title}
          error={errors.title}
          required
        />
        <TextAreaField
          id="page-description"
          name="description"
          label="Description"
          hint="One or two sentences for search results and shared links"
          defaultValue={content.description}
          error={errors.description}
          rows={2}
          required
        />
        <TextField
          id="page-heading"
          name="heading"
          label="Heading"
          hint="The large heading at the top of the page"
          defaultValue={content.heading}
          error={errors.heading}
          required
        />
        <TextAreaField
          id="page-lead"
          name="lead"
          label="Introduction"
          hint="A short paragraph under the heading (may be left empty)"
          defaultValue={content.lead ?? ""}
          error={errors.lead}
          rows={2}
        />
      </Beside>
    </fieldset>
  );
}

/** One block: its tools (drag, move, duplicate, remove), its messages and its fields. */
function BlockFieldset({
  block,
  i,
  last,
  handle,
  errors,
  library,
  english,
  onPasteBlocks,
}: {
  block: Block;
  i: number;
  last: boolean;
  handle: React.ReactNode;
  errors: Record<string, string>;
  library: PickerLibrary;
  /** For a translation: the English page's block at this place (null when it has none). */
  english?: Block | null;
  onPasteBlocks: (blocks: Block[]) => void;
}) {
  const messages = Object.entries(errors)
    .filter(([key]) => key === `blocks.${i}` || key.startsWith(`blocks.${i}.`))
    .map(([, message]) => message);
  return (
    <fieldset id={blockId(i)} className="page-block" aria-invalid={messages.length > 0 || undefined}>
      <legend>
        Block {i + 1}: {blockLabel(block.type)}
      </legend>
      <input type="hidden" name={`b${i}.type`} value={block.type} />
      {english === undefined ? (
        <div className="page-block__tools" role="group" aria-label={`Block ${i + 1} buttons`}>
          {handle}
          <ToolButton intent={`up:${i}`} disabled={i === 0} label="Move up" what={`block ${i + 1}`} />
          <ToolButton intent={`down:${i}`} disabled={last} label="Move down" what={`block ${i + 1}`} />
          <ToolButton intent={`duplicate:${i}`} label="Duplicate" what={`block ${i + 1}`} />
          <ToolButton intent={`remove:${i}`} label="Remove" what={`block ${i + 1}`} danger />
        </div>
      ) : null}
      {messages.length ? (
        <ul className="page-block__errors">
          {messages.map((message) => (
            <li key={message} className="field-error">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
      <Beside english={english === undefined ? undefined : english ? blockLines(english) : ["(no such block)"]}>
        <BlockFields block={block} i={i} errors={errors} library={library} onPasteBlocks={onPasteBlocks} />
      </Beside>
    </fieldset>
  );
}

function AddBlockField() {
  return (
    <div className="page-editor__add">
      <SelectField
        id="add-block-type"
        name="addType"
        label="Add a block at the end"
        options={BLOCK_CHOICES.map(({ type, label }) => ({ value: type, label }))}
        defaultValue="p"
      />
      <button type="submit" name="intent" value="add" className="button button--ghost">
        Add block
      </button>
    </div>
  );
}
