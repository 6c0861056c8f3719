import { useId } from "react";

type ModalProps = {
  /** The dialog's id: links with `data-opens-dialog` set to it open it. */
  id: string;
  title: React.ReactNode;
  /** Sent open by the server (the page address asked for it), so it also works without JavaScript. */
  open?: boolean;
  /** Where the close link goes when scripts do not run (the page without the open dialog). */
  closeHref: string;
  children: React.ReactNode;
  className?: string;
  /** data-* attributes for the script that opens it. */
  data?: Record<string, string | undefined>;
};

/**
 * A native <dialog>. The markup only: enhanceDialogs (the `dialogs` module, or the component around it
 * under React) opens it with showModal(), closes it on the backdrop, the close link and Escape, and
 * gives focus back to whatever opened it.
 */
export function Modal({ id, title, open, closeHref, children, className, data }: ModalProps) {
  const titleId = useId();
  return (
    <dialog
      id={id}
      className={`modal ${className ?? ""}`}
      aria-labelledby={titleId}
      open={open || undefined}
      {...Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]))}
    >
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <a href={closeHref} role="button" className="modal__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </a>
        </div>
        {children}
      </div>
    </dialog>
  );
}
