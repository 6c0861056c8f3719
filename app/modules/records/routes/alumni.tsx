import type { PageHandle } from "~/behaviours/names";
import { Pager } from "~/ui/pager/pager";
import { Form, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { useLocalPath, useT } from "~/ui/i18n";
import { ReadMoreTable } from "~/ui/modal/read-more-table";
import { PageMeta } from "~/ui/page-meta";
import { preview } from "~/kernel/text-preview";
import { loadPublicAlumni, type PublicAlumnus } from "~/modules/records/community.server";
import type { Route } from "./+types/alumni";

export const handle: PageHandle = { behaviours: ["dialogs"] };

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicAlumni(new URL(request.url).searchParams);
}

function initials(name: string) {
  return name
    .replace(/^(Capt|Major|Dr|Sri|Smt)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function Profile({ alumnus }: { alumnus: PublicAlumnus }) {
  return alumnus.photoUrl ? (
    <img src={alumnus.photoUrl} alt="" width={48} height={48} className="avatar" loading="lazy" />
  ) : (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials(alumnus.name)}
    </span>
  );
}

const pageHref = (q: string, page: number) => {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  return search.size ? `/Alumini?${search}` : "/Alumini";
};

export default function AlumniPage() {
  const { alumni, q, page, pages, total } = useLoaderData<typeof loader>();
  const offset = (page - 1) * 20;
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="page">
      <PageMeta
        title="Alumni Details"
        description="Alumni of {school}: former students and teachers in the army, sport, medicine and service, with their stories."
        path={pageHref(q, page)}
      />
      <header className="page-head">
        <h1>Alumni Details</h1>
        <p className="lead">Former students and teachers who carry the school's values into their work.</p>
      </header>
      <Form method="get" className="alumni-search" role="search">
        <label htmlFor="alumni-q">Search alumni by name, work or place</label>
        <div className="alumni-search__row">
          <input id="alumni-q" type="search" name="q" defaultValue={q} maxLength={100} />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      {q ? (
        <p className="empty-note">
          {total === 0 ? `No alumni match "${q}".` : `${total} alumni match "${q}".`}{" "}
          <Link to="/Alumini">Show all</Link>
        </p>
      ) : null}
      {alumni.length ? (
        <ReadMoreTable
          caption="Our alumni"
          path="/Alumini"
          rows={alumni}
          columns={[
            { header: "No.", cell: (row) => offset + alumni.indexOf(row) + 1, className: "num" },
            { header: "Profile", cell: (row) => <Profile alumnus={row} /> },
            { header: "Name", cell: (row) => row.name },
            { header: "Profession", cell: (row) => row.profession },
            { header: "Batch", cell: (row) => row.yearOfStudied },
            { header: "Location", cell: (row) => row.location },
          ]}
          preview={(row) => preview(row.details)}
          readMoreLabel={(row) => `Read more about ${row.name}`}
          modalTitle={(row) => row.name}
          modalBody={(row) => (
            <dl className="record">
              <dt>Profession</dt>
              <dd>{row.profession}</dd>
              <dt>Batch</dt>
              <dd>{row.yearOfStudied}</dd>
              <dt>Location</dt>
              <dd>{row.location}</dd>
              <dt>Details</dt>
              <dd>{row.details}</dd>
            </dl>
          )}
        />
      ) : null}
      <Pager label={t("pager.alumniPages")} page={page} pageCount={pages} href={(n) => localPath(pageHref(q, n))} />
      <div className="notice">
        <p>Studied or taught at the school? Join the alumni network.</p>
        <Link to="/Alumniregistration" className="button">
          Alumni and teacher registration
        </Link>
      </div>
    </section>
  );
}
