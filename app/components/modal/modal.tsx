import { useEffect, useId, useRef, useState } from "react";

type ModalProps = {
  /** Shown when true. */
  open: boolean;
  title: React.ReactNode;
  onClose: () => void;
  /** Where the close link goes when scripts do not run (the page without the open dialog). */
  closeHref: string;
  children: React.ReactNode;
  className?: string;
};

/**
 * A native <dialog> shown with showModal(): focus is kept inside, Escape closes it, a click on the
 * backdrop closes it, and focus goes back to whatever opened it. Rendered open by the server when the
 * page address asks for it, so it also works without JavaScript.
 */
export function Modal({ open, title, onClose, closeHref, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  // The server opens the dialog with the `open` attribute (the page without scripts); React never changes it afterwards.
  const [openedByServer] = useState(open);
  const ignoreNextClose = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      opener.current = document.activeElement;
      if (dialog.open) {
        // Opened by the server as a plain dialog: reopen it as a modal one, without reporting a close.
        ignoreNextClose.current = true;
        dialog.close();
      }
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ""}`}
      aria-labelledby={titleId}
      open={openedByServer ? true : undefined}
      onClose={() => {
        if (ignoreNextClose.current) {
          ignoreNextClose.current = false;
          return;
        }
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onClick={(event) => {
        // The dialog box fills its inner wrapper, so a click on the <dialog> itself is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <a
            href={closeHref}
            role="button"
            className="modal__close"
            aria-label="Close"
            onClick={(event) => {
              event.preventDefault();
              ref.current?.close();
            }}
          >
            <span aria-hidden="true">×</span>
          </a>
        </div>
        {children}
      </div>
    </dialog>
  );
}
