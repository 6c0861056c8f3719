// The site's script on every public page: an information alert hidden once stays hidden in this browser (per
// alert, so a new alert shows again). Without script the check box still hides it for this page view.
const KEY = "school.hiddenAlerts";
const KEEP = 30;

function hiddenIds(storage: Storage): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function rememberHiddenAlerts(root: Document) {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  const hidden = hiddenIds(storage);
  root.querySelectorAll<HTMLElement>(".alert-banner[data-alert-id]").forEach((banner) => {
    const id = banner.dataset.alertId!;
    const box = banner.querySelector<HTMLInputElement>(".alert-banner__hide-box");
    if (!box) return;
    if (hidden.includes(id)) box.checked = true;
    box.addEventListener("change", () => {
      if (!box.checked) return;
      const kept = hiddenIds(storage).filter((other) => other !== id);
      try {
        storage.setItem(KEY, JSON.stringify([...kept, id].slice(-KEEP)));
      } catch {
        // A full or refused store: hidden for this page view only.
      }
      // The hidden banner took the focus with it: the page's content is next.
      root.getElementById("main")?.focus({ preventScroll: true });
    });
  });
}
