/** A small "sample" tag beside what a new install put on the site, drawn only for a signed-in viewer. */
export function SampleMark({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return (
    <small className="sample-mark" title="A sample: replace it from the dashboard (Make the site yours)">
      sample
    </small>
  );
}
