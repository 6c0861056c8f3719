import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" paints the confirming button red (deleting, discarding). */
  tone?: "danger" | "normal";
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * An in-page question ("Discard your changes?") in place of the browser's confirm(): a modal <dialog>
 * that keeps focus inside, closes with Escape (as Cancel), and names its buttons in plain words.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "normal",
  onConfirm,
  onCancel,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      {children ? <div className="confirm-dialog__body">{children}</div> : null}
      <div className="confirm-dialog__buttons">
        <button type="button" className={`button${tone === "danger" ? " button--danger" : ""}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
