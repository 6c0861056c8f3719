import { useLocalPath, useT } from "~/ui/i18n";
import type { ApplicationStep } from "../schema";
import { stepTitle } from "./words";

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
  const t = useT();
  const local = useLocalPath();
  return (
    <nav aria-label={t("apply.stepsNav")} className="apply-steps">
      <ol>
        {steps.map((step, index) => (
          <li key={step} className={step === current ? "apply-steps__current" : undefined}>
            {index <= reachable && step !== current ? (
              <a href={local(`/admissions/apply/${step}`)}>{stepTitle(t, step)}</a>
            ) : (
              <span aria-current={step === current ? "step" : undefined}>{stepTitle(t, step)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back (a link: nothing is lost, every step was saved when it was left), save and go on, or save and leave. */
export function StepButtons({ back, submitLabel }: { back?: string; submitLabel?: string }) {
  const t = useT();
  return (
    <p className="apply-buttons">
      {back ? (
        <a className="button button--ghost" href={back}>
          {t("apply.back")}
        </a>
      ) : null}
      <button type="submit" className="button" name="intent" value="next">
        {submitLabel ?? t("apply.saveContinue")}
      </button>
      {submitLabel === undefined ? (
        <button type="submit" className="button button--ghost" name="intent" value="save-exit">
          {t("apply.saveLater")}
        </button>
      ) : null}
    </p>
  );
}
