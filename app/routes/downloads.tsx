import { useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { DOWNLOAD_BROCHURE_ORDER, DOWNLOADS_ORDER, downloadList } from "~/content/downloads";
import { loadDocumentLinks } from "~/features/settings/settings.server";

// The office can point any document elsewhere from the dashboard's site settings.
export async function loader() {
  return { links: (await loadDocumentLinks()) as Record<string, string> };
}

export default function DownloadsPage() {
  // One module serves /Downloads (the spec's order) and /Download (brochure first).
  const brochure = useLocation().pathname.toLowerCase() === "/download";
  const { links } = useLoaderData<typeof loader>();
  const documents = downloadList(brochure ? DOWNLOAD_BROCHURE_ORDER : DOWNLOADS_ORDER).map((doc) =>
    links[doc.id] ? { ...doc, url: links[doc.id], sample: false } : doc,
  );
  return (
    <section className="page">
      {brochure ? (
        <PageMeta
          title="Download Brochure"
          description="Download the {school} brochure, admission form, fee structure and academic calendar."
          path="/Download"
        />
      ) : (
        <PageMeta
          title="Downloads"
          description="All {school} documents: development plan and project status reports, calendar, policies, handbook and annual report."
          path="/Downloads"
        />
      )}
      <header className="page-head">
        <h1>{brochure ? "Download Brochure" : "Downloads"}</h1>
        <p className="lead">Each document opens in a new tab.</p>
      </header>
      <ol className="download-list">
        {documents.map((doc) => (
          <li key={doc.id}>
            <a href={doc.url} target="_blank" rel="noopener" className="download-list__link">
              <span className="download-list__icon" aria-hidden="true">
                PDF
              </span>
              <span>
                {doc.title}
                {doc.sample ? <span className="doc-badge">Sample</span> : null}
                <span className="visually-hidden"> (PDF, opens in a new tab)</span>
              </span>
            </a>
            {doc.sample ? (
              <p className="download-list__note">
                This link is a placeholder sample; the full syllabus will be published here.
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
