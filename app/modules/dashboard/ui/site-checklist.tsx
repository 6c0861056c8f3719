import { Link } from "~/ui/link";
import type { ChecklistItem } from "../checklist";

/** "Make the site yours": what of a new install's samples is still on the public site, each with where to change it. */
export function SiteChecklist({ items }: { items: ChecklistItem[] }) {
  const left = items.filter((item) => item.left > 0);
  if (left.length === 0) return null;
  return (
    <section className="card site-checklist" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">Make the site yours</h2>
      <p>
        {left.length} of {items.length} still show the samples a new site comes with. Parents see them as they are;
        replace each with the school&apos;s own.
      </p>
      <ul className="site-checklist__items">
        {items.map((item) => (
          <li key={item.key} className={item.left > 0 ? "site-checklist__todo" : "site-checklist__done"}>
            <span className="site-checklist__mark" aria-hidden="true">
              {item.left > 0 ? "○" : "✓"}
            </span>
            <span>
              <Link to={item.href}>{item.label}</Link>
              <span className="visually-hidden">{item.left > 0 ? ": still a sample" : ": done"}</span>
              {item.left > 0 ? (
                <span className="site-checklist__hint">
                  {" "}
                  · {item.hint}
                  {item.left > 1 ? ` (${item.left} left)` : ""}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
