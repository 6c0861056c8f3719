import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { useBlocker, type Blocker } from "react-router";
import { ConfirmDialog } from "../dialog/confirm-dialog";

// React Router heeds only the blocker registered last on a page, so each form's blocker asks about every form
// of the page (a list's per-row forms, a page's several forms): a change in any of them asks before leaving.
const changedForms = new Set<{ current: boolean }>();

/**
 * Guards a form against losing what was typed: leaving the page (a link, Back, closing the tab) with
 * changes asks first, and so does the form's Close/Cancel button. Spread `formProps` on the <form>,
 * `closeProps` on the Close button (a type="reset" button), and render `dialog` once.
 */
export function useUnsavedChanges(options: { startsChanged?: boolean } = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const changed = useRef(options.startsChanged ?? false);
  const [isChanged, setChanged] = useState(options.startsChanged ?? false);
  const [askClose, setAskClose] = useState(false);

  const mark = useCallback((value: boolean) => {
    changed.current = value;
    setChanged(value);
  }, []);

  const blocker = useLeaveBlocker(changed);
  useWarnBeforeUnload(isChanged);

  const formProps = {
    ref: formRef,
    onInput: () => {
      if (!changed.current) mark(true);
    },
    onChange: () => {
      if (!changed.current) mark(true);
    },
    onSubmitCapture: (event: FormEvent<HTMLFormElement>) => {
      if (!event.defaultPrevented) changed.current = false;
    },
    onReset: () => mark(false),
  };

  const closeProps = {
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (!changed.current) return;
      event.preventDefault();
      setAskClose(true);
    },
  };

  const dialog = (
    <UnsavedChangesQuestions
      askClose={askClose}
      onDiscard={() => {
        setAskClose(false);
        formRef.current?.reset();
        mark(false);
      }}
      onKeepEditing={() => setAskClose(false)}
      blocker={blocker}
      onLeave={() => mark(false)}
    />
  );

  /** Call when the form was submitted successfully or reloaded with fresh values. */
  const markSaved = useCallback(() => mark(false), [mark]);
  /** Call when the form comes back refused or restored from a draft: its text is still unsaved. */
  const markChanged = useCallback(() => mark(true), [mark]);

  return { formProps, closeProps, dialog, isChanged, markSaved, markChanged, formRef };
}

/** Blocks leaving the page while any form of it holds changes; a submission is not leaving. */
function useLeaveBlocker(changed: { current: boolean }) {
  useEffect(() => {
    changedForms.add(changed);
    return () => {
      changedForms.delete(changed);
    };
  }, [changed]);

  return useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
        historyAction,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
        historyAction: string;
      }) =>
        [...changedForms].some((form) => form.current) &&
        historyAction !== "REPLACE" &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
}

/** Closing or reloading the tab with changes asks the browser's own question. */
function useWarnBeforeUnload(isChanged: boolean) {
  useEffect(() => {
    if (!isChanged) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isChanged]);
}

function UnsavedChangesQuestions({
  askClose,
  onDiscard,
  onKeepEditing,
  blocker,
  onLeave,
}: {
  askClose: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
  blocker: Blocker;
  onLeave: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={askClose}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={onDiscard}
        onCancel={onKeepEditing}
      >
        <p>What you typed in this form has not been saved.</p>
      </ConfirmDialog>
      {/* Only the page's last blocker is asked, and its form may sit in a closed panel: the question stands on the
       page itself while it is asked. */}
      {blocker.state === "blocked"
        ? createPortal(
            <ConfirmDialog
              open
              title="Leave without saving?"
              confirmLabel="Leave this page"
              cancelLabel="Stay here"
              tone="danger"
              onConfirm={() => {
                onLeave();
                blocker.proceed?.();
              }}
              onCancel={() => blocker.reset?.()}
            >
              <p>What you typed in this form has not been saved.</p>
            </ConfirmDialog>,
            document.body,
          )
        : null}
    </>
  );
}
