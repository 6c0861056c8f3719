import { Link } from "react-router";
import { ReadMoreTable } from "~/components/modal/read-more-table";
import { PageMeta } from "~/components/page-meta";
import { preview, publicAlumni, type PublicAlumnus } from "~/content/alumni";

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
  return alumnus.imageUrl ? (
    <img src={alumnus.imageUrl} alt="" width={48} height={48} className="avatar" loading="lazy" />
  ) : (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials(alumnus.name)}
    </span>
  );
}

export default function AlumniPage() {
  return (
    <section className="page">
      <PageMeta
        title="Alumni Details"
        description="Alumni of {school}: officers in the Indian Army and a state cricketer, with their stories."
        path="/Alumini"
      />
      <header className="page-head">
        <h1>Alumni Details</h1>
        <p className="lead">Former students who carry the school's values into the army, sport and service.</p>
      </header>
      <ReadMoreTable
        caption="Our alumni"
        path="/Alumini"
        rows={publicAlumni}
        columns={[
          { header: "S.no", cell: (row) => publicAlumni.indexOf(row) + 1, className: "num" },
          { header: "Profile", cell: (row) => <Profile alumnus={row} /> },
          { header: "Person Name", cell: (row) => row.name },
          { header: "Profession", cell: (row) => row.profession },
          { header: "Year of Studied", cell: (row) => row.yearOfStudied },
          { header: "Location", cell: (row) => row.location },
        ]}
        preview={(row) => preview(row.details)}
        readMoreLabel={(row) => `Read more about ${row.name}`}
        modalTitle={(row) => row.name}
        modalBody={(row) => (
          <dl className="record">
            <dt>Profession</dt>
            <dd>{row.profession}</dd>
            <dt>Year of Studied</dt>
            <dd>{row.yearOfStudied}</dd>
            <dt>Location</dt>
            <dd>{row.location}</dd>
            <dt>Details</dt>
            <dd>{row.details}</dd>
          </dl>
        )}
      />
      <div className="notice">
        <p>Studied or taught at the school? Join the alumni network.</p>
        <Link to="/Alumniregistration" className="button">
          Alumni and teacher registration
        </Link>
      </div>
    </section>
  );
}
