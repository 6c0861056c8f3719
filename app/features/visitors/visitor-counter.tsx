import { useEffect, useState } from "react";

/**
 * 'Visitor Count: N' in the footer. The page arrives with the stored count; once loaded, the browser
 * asks /visit (a route loader with the rule of GET /api/visitor-count), which counts this visit (once a day per browser) and answers the new count.
 */
export function VisitorCounter({ initialCount }: { initialCount: number }) {
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    let current = true;
    fetch("/visit", { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{ count?: unknown }>)
          : Promise.reject(new Error(`status ${response.status}`)),
      )
      .then((body) => {
        if (current && typeof body.count === "number") setCount(body.count);
      })
      // The spec: a failure is only logged and the count stays as it is.
      .catch((error: unknown) => console.warn("visitor count unavailable", error));
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="site-footer__visitors">
      Visitor Count: <span data-testid="visitor-count">{count}</span>
    </p>
  );
}
