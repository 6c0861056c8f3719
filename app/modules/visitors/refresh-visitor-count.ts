/**
 * Asks /visit (the answer of GET /api/visitor-count), which counts this visitor (once a
 * day, without a cookie) and answers the new count, and shows it. A failure is only logged (the spec) and the
 * count stays as it is. Returns a function that drops a late answer.
 */
export function refreshVisitorCount(target: HTMLElement): () => void {
  let current = true;
  fetch("/visit", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then((response) =>
      response.ok
        ? (response.json() as Promise<{ count?: unknown }>)
        : Promise.reject(new Error(`status ${response.status}`)),
    )
    .then((body) => {
      if (current && typeof body.count === "number") target.textContent = String(body.count);
    })
    .catch((error: unknown) => console.warn("visitor count unavailable", error));
  return () => {
    current = false;
  };
}
