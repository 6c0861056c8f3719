import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from "react";
import { Form } from "react-router";
import { DRAFT_FILES_KEY as DRAFT_FILES, FORM_NAME } from "~/kernel/form";
import { FIX_FIELDS, type FormRefusal } from "~/kernel/form-result";
import { useUnsavedChanges } from "./unsaved-changes";

// Every dashboard form that takes typing is an EditForm, so each behaves the same: it asks before leaving with
// unsaved changes; a refusal comes back with what was typed, an error summary that takes focus and links to
// each field, and a plain request to choose any file again; what was typed when the session had ended is back
// after signing in (the dashboard layout hands the kept draft down through FormDraftContext).

export type { FormRefusal };

/** The text of a form sent after the session ended, kept over sign-in (accounts' drafts). */
export type FormDraft = Record<string, string>;

export const FormDraftContext = createContext<FormDraft | undefined>(undefined);

/**
 * For a value set by code rather than typed (a picture chosen in a dialog, a style put on with a button): no input
 * event comes of it, so the form around `element` is told, and asks before leaving as after typing.
 */
export const markFormChanged = (element: Element) =>
  element.closest("form")?.dispatchEvent(new Event("input", { bubbles: true }));

export type EditFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  restored: boolean;
  /** Spread on the form's Close/Cancel button (type="reset"): it asks before discarding typed changes. */
  closeProps: { onClick: (event: MouseEvent<HTMLButtonElement>) => void };
  /** The form element, for an editor that posts it itself (a block dragged into place). */
  form: RefObject<HTMLFormElement | null>;
};

type Props = {
  /** The form's name on its page: posted as `_form`, so a refusal or a kept draft finds its way back here. */
  name: string;
  /** Its fields' ids are `${idPrefix}-${field name}`: the error summary links to them. */
  idPrefix: string;
  /** Starting values when nothing was refused or kept: the saved record, or a new one's defaults. */
  defaults: Record<string, string>;
  /** The page's last refused post; ignored when it came from another form of the page. */
  refused?: FormRefusal | null;
  /** Field name → what a person calls it, for file fields ("the picture"). */
  fileNouns?: Record<string, string>;
  /**
   * The form shows changes not yet saved that were not typed into its controls (an editor whose state lives in
   * React, or that a button rearranged on the server): leaving asks first, as after typing.
   */
  unsaved?: boolean;
  encType?: "multipart/form-data";
  action?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-busy"?: boolean;
  preventScrollReset?: boolean;
  /** Runs after the checks, unless they refused the post: a form that sends itself (an upload's progress bar). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Client checks before sending: return field messages to refuse the post in the browser. */
  check?: (form: FormData) => Record<string, string> | undefined;
  children: (state: EditFormState) => ReactNode;
};

export function EditForm({
  name,
  idPrefix,
  defaults,
  refused,
  fileNouns = {},
  unsaved = false,
  check,
  onSubmit,
  children,
  ...form
}: Props) {
  const draft = use(FormDraftContext);
  const mine = refused && (refused.form === undefined || refused.form === name) ? refused : undefined;
  const restored = !mine && draft && draft[FORM_NAME] === name && typedInto(draft, defaults) ? draft : undefined;
  const guard = useUnsavedChanges({ startsChanged: Boolean(mine || restored || unsaved) });
  const { markChanged } = guard;
  const summary = useRef<HTMLDivElement>(null);
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const errors = { ...(mine?.fields ?? {}), ...browserErrors };
  const values = mine?.values ?? (restored ? withoutMarkers(restored) : defaults);
  const files = mine?.files ?? restored?.[DRAFT_FILES]?.split(",").filter(Boolean) ?? [];

  useEffect(() => {
    if (mine || restored) summary.current?.focus();
  }, [mine, restored]);
  useEffect(() => {
    if (Object.keys(browserErrors).length) summary.current?.focus();
  }, [browserErrors]);
  useEffect(() => {
    if (unsaved) markChanged();
  }, [unsaved, markChanged]);

  // The summary stands just above the form, outside it: its links lead into the form, and a field's own message
  // stays the only copy of that message inside the form.
  return (
    <>
      <FormSummary
        ref={summary}
        idPrefix={idPrefix}
        message={mine?.message ?? (Object.keys(browserErrors).length ? FIX_FIELDS : undefined)}
        errors={errors}
        restored={Boolean(restored)}
        files={files.map((field) => fileNouns[field] ?? "the file")}
      />
      <Form
        method="post"
        noValidate
        data-edit-form={name}
        {...form}
        {...guard.formProps}
        onSubmitCapture={(event) => {
          // The browser's own check finds a mistake before anything (a chosen file included) is sent.
          const found = check?.(new FormData(event.currentTarget)) ?? {};
          setBrowserErrors(found);
          if (Object.keys(found).length) event.preventDefault();
          guard.formProps.onSubmitCapture(event);
        }}
        onSubmit={(event) => {
          if (!event.defaultPrevented) onSubmit?.(event);
        }}
        onReset={() => {
          setBrowserErrors({});
          guard.formProps.onReset();
        }}
      >
        <input type="hidden" name={FORM_NAME} value={name} />
        {children({ values, errors, restored: Boolean(restored), closeProps: guard.closeProps, form: guard.formRef })}
        {guard.dialog}
      </Form>
    </>
  );
}

/** Whether a kept draft holds anything a person typed or chose (not only the form's own starting values). */
function typedInto(draft: FormDraft, defaults: Record<string, string>) {
  if (draft[DRAFT_FILES]) return true;
  return Object.entries(withoutMarkers(draft)).some(([field, value]) => value !== (defaults[field] ?? ""));
}

function withoutMarkers(draft: FormDraft) {
  const { [FORM_NAME]: _form, [DRAFT_FILES]: _files, ...values } = draft;
  return values;
}

type SummaryProps = {
  ref: Ref<HTMLDivElement>;
  idPrefix: string;
  message?: string;
  errors: Record<string, string>;
  restored: boolean;
  files: string[];
};

/** The top of a refused or restored form: what happened, a link to each field to correct, files to choose again. */
function FormSummary({ ref, idPrefix, message, errors, restored, files }: SummaryProps) {
  const fields = Object.entries(errors).filter(([field]) => field !== "_form");
  const shown = Boolean(message || fields.length || restored || files.length);
  const tone = restored && !message && !fields.length ? "info" : "error";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={shown ? `form-summary form-summary--${tone}` : "form-summary is-empty"}
      data-form-summary
      // The page answering a refused post (without JavaScript too): the browser focuses the summary and scrolls to it.
      autoFocus={shown}
    >
      {shown ? (
        <>
          {restored ? (
            <p>You were signed out before this was saved. What you typed is back: check it and save again.</p>
          ) : null}
          {message ? <p className="form-summary__message">{message}</p> : null}
          {errors._form && errors._form !== message ? <p>{errors._form}</p> : null}
          {fields.length ? (
            <ul>
              {fields.map(([field, text]) => (
                <li key={field}>
                  <a href={`#${idPrefix}-${field}`} onClick={(event) => focusField(event, idPrefix, field)}>
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {files.map((noun) => (
            <p key={noun}>Files are not kept when a form comes back: choose {noun} again.</p>
          ))}
        </>
      ) : null}
    </div>
  );
}

/** Goes to the field itself (by id, else by name within the form), label in view under the sticky header. */
function focusField(event: MouseEvent<HTMLAnchorElement>, idPrefix: string, field: string) {
  const form = event.currentTarget.closest("[data-form-summary]")?.nextElementSibling;
  const target =
    document.getElementById(`${idPrefix}-${field}`) ??
    (form instanceof HTMLFormElement ? (form.elements.namedItem(field) as HTMLElement | RadioNodeList | null) : null);
  const element = target instanceof RadioNodeList ? (target[0] as HTMLElement | undefined) : target;
  if (!element) return;
  event.preventDefault();
  element.scrollIntoView({ block: "center" });
  element.focus();
}
