/**
 * What a <dialog class="modal"> needs from script, the same with and without React: a link marked
 * `data-opens-dialog="<id>"` opens its dialog with showModal() (focus kept inside, Escape closes it),
 * a click on the backdrop or the close link closes it, and focus goes back to whatever opened it. A
 * dialog the server sent open (the page address asked for it, for readers without JavaScript) is
 * reopened as a modal one. Returns a function that undoes it.
 */
export function enhanceDialogs(scope: ParentNode = document): () => void {
  const openers = new WeakMap<HTMLDialogElement, Element | null>();

  const onClick = (event: Event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>("[data-opens-dialog]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.opensDialog ?? "");
      if (dialog instanceof HTMLDialogElement) {
        event.preventDefault();
        showModal(dialog, opener);
      }
      return;
    }
    const dialog = target.closest<HTMLDialogElement>("dialog.modal");
    if (!dialog) return;
    // The dialog box fills its inner wrapper, so a click on the <dialog> itself is a click on the backdrop.
    if (target === dialog || target.closest(".modal__close")) {
      event.preventDefault();
      dialog.close();
    }
  };

  const onClose = (event: Event) => {
    const dialog = event.target as HTMLDialogElement;
    if (!(dialog instanceof HTMLDialogElement) || !openers.has(dialog)) return;
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener instanceof HTMLElement) opener.focus();
  };

  function showModal(dialog: HTMLDialogElement, opener: Element | null) {
    if (dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    openers.set(dialog, opener);
    dialog.showModal();
  }

  scope.addEventListener("click", onClick);
  // `close` does not bubble: listen in the capture phase.
  scope.addEventListener("close", onClose, true);
  scope.querySelectorAll<HTMLDialogElement>("dialog.modal[open]").forEach((dialog) => showModal(dialog, null));
  return () => {
    scope.removeEventListener("click", onClick);
    scope.removeEventListener("close", onClose, true);
  };
}

/** Opens a dialog as a modal one, focus returning to what had it (the welcome popup, opened by a timer). */
export function openDialog(dialog: HTMLDialogElement) {
  const opener = document.activeElement;
  dialog.addEventListener(
    "close",
    () => {
      if (opener instanceof HTMLElement) opener.focus();
    },
    { once: true },
  );
  dialog.showModal();
}
