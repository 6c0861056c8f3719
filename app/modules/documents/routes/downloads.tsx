import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { loadDownloadsPage } from "~/modules/documents/documents.server";
import { formatFileSize } from "~/modules/documents/schema";
import type { Route } from "./+types/downloads";

// One module serves /Downloads (the spec's order) and /Download (brochure first): each list has its own order.
const isBrochureList = (url: string) => new URL(url).pathname.toLowerCase() === "/download";

export async function loader({ request }: Route.LoaderArgs) {
  const brochure = isBrochureList(request.url);
  return { brochure, documents: await loadDownloadsPage(brochure ? "brochure" : "downloads") };
}

export default function DownloadsPage() {
  const { brochure, documents } = useLoaderData<typeof loader>();
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
      {documents.length === 0 ? (
        <p className="empty-note">No documents have been published yet.</p>
      ) : (
        <ol className="download-list">
          {documents.map((doc) => {
            const size = formatFileSize(doc.size);
            const facts = doc.type === "Link" ? "link" : [doc.type, size].filter(Boolean).join(", ");
            return (
              <li key={doc.id}>
                <a href={doc.url} target="_blank" rel="noopener" className="download-list__link">
                  <span className="download-list__icon" aria-hidden="true">
                    {doc.type === "PowerPoint" ? "PPT" : doc.type === "Link" ? "LINK" : doc.type.toUpperCase()}
                  </span>
                  <span className="download-list__text">
                    <span className="download-list__title">{doc.title}</span>
                    <span className="download-list__facts">
                      {facts}
                      <span className="visually-hidden">, opens in a new tab</span>
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
