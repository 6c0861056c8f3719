import { GeneralErrorBoundary } from "~/ui/errors/error-boundary";

/** A dashboard section's error screen: replaces the section only, the navigation stays. */
export function SectionErrorBoundary({ error }: { error: unknown }) {
  return (
    <section className="dashboard-panel">
      <GeneralErrorBoundary
        error={error}
        headingLevel={2}
        home={{ href: "/welcome", label: "Back to the dashboard" }}
      />
    </section>
  );
}
