import { STEP_TITLES, type ApplicationStep } from "../schema";

/** The steps as a list of links: done and current ones can be opened, later ones not yet. */
export function StepNav({
  current,
  steps,
  reachable,
}: {
  current: ApplicationStep;
  steps: readonly ApplicationStep[];
  reachable: number;
}) {
  return (
    <nav aria-label="Application steps" className="apply-steps">
      <ol>
        {steps.map((step, index) => (
          <li key={step} className={step === current ? "apply-steps__current" : undefined}>
            {index <= reachable && step !== current ? (
              <a href={`/admissions/apply/${step}`}>{STEP_TITLES[step]}</a>
            ) : (
              <span aria-current={step === current ? "step" : undefined}>{STEP_TITLES[step]}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back (a link: nothing is lost, every step was saved when it was left), save and go on, or save and leave. */
export function StepButtons({ back, submitLabel = "Save and continue" }: { back?: string; submitLabel?: string }) {
  return (
    <p className="apply-buttons">
      {back ? (
        <a className="button button--ghost" href={back}>
          Back
        </a>
      ) : null}
      <button type="submit" className="button" name="intent" value="next">
        {submitLabel}
      </button>
      {submitLabel === "Save and continue" ? (
        <button type="submit" className="button button--ghost" name="intent" value="save-exit">
          Save and finish later
        </button>
      ) : null}
    </p>
  );
}
