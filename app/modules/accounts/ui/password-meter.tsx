import { useEffect, useState } from "react";
import { useSiteData } from "~/ui/site-data";
import { PASSWORD_RULES } from "../password-limits";
import type { PasswordContext, PasswordStrength } from "../password-policy";

// The password rules, listed before anything is typed, and a meter that names the first rule the typed
// password breaks. The meter runs the server's own rule (password-policy.ts); the server still decides,
// and also checks the breached-password list, which stays out of the browser.

/** The rules as a list; give its id to the password field's aria-describedby. */
export function PasswordRules({ id }: { id: string }) {
  return (
    <div id={id} className="password-rules">
      <p>The password must be:</p>
      <ul>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

type Policy = typeof import("../password-policy");
// The rule's word lists are about a megabyte: loaded once, when a password field is first focused.
let policy: Promise<Policy> | undefined;
const loadPolicy = () => (policy ??= import("../password-policy"));

const STRENGTH_WORDS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

/** The id of the meter's message, for the password field's aria-describedby. */
export const meterMessageId = (inputId: string) => `${inputId}-meter`;

/** A new-password field's aria-describedby: the rules, the meter's message, and its error when it has one. */
export const describedBy = (inputId: string, error?: string) =>
  [`${inputId}-rules`, meterMessageId(inputId), error ? `${inputId}-error` : ""].filter(Boolean).join(" ");

/**
 * The live meter under the password field `inputId`. The account's names come from `context`, or from the
 * same form's userid, displayName and schoolName fields when it has them (a new account, the setup).
 */
export function PasswordMeter({ inputId, context = {} }: { inputId: string; context?: PasswordContext }) {
  const { settings } = useSiteData();
  const [strength, setStrength] = useState<PasswordStrength & { empty: boolean }>();
  const { userid, displayName, schoolName = settings.schoolName } = context;

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let current = true;
    const typed = (name: string) => {
      const field = input.form?.elements.namedItem(name);
      return field instanceof HTMLInputElement && field.value.trim() ? field.value : undefined;
    };
    const check = async () => {
      const { passwordStrength } = await loadPolicy();
      if (!current) return;
      const password = input.value;
      const result = passwordStrength(password, {
        userid: typed("userid") ?? userid,
        displayName: typed("displayName") ?? displayName,
        schoolName: typed("schoolName") ?? schoolName,
      });
      setStrength({ ...result, empty: password === "" });
    };
    const prepare = () => void loadPolicy();
    input.addEventListener("focus", prepare);
    input.addEventListener("input", check);
    if (input.value) void check();
    return () => {
      current = false;
      input.removeEventListener("focus", prepare);
      input.removeEventListener("input", check);
    };
  }, [inputId, userid, displayName, schoolName]);

  const typed = strength && !strength.empty ? strength : undefined;
  // A password that breaks a rule is not shown as strong, however zxcvbn scores it.
  const shown = typed && { ...typed, score: typed.problem ? (Math.min(typed.score, 1) as 0 | 1) : typed.score };
  return (
    <div className="password-meter" data-testid="password-meter">
      {shown ? (
        <>
          <meter
            min={0}
            max={4}
            low={2}
            high={3}
            optimum={4}
            value={shown.score}
            aria-label={`Password strength: ${STRENGTH_WORDS[shown.score]}`}
          />
          <span className="password-meter__strength" aria-hidden="true">
            {STRENGTH_WORDS[shown.score]}
          </span>
        </>
      ) : null}
      <p
        id={meterMessageId(inputId)}
        className={`password-meter__message${shown?.problem ? " password-meter__message--unmet" : ""}`}
        aria-live="polite"
      >
        {shown ? (shown.problem ? `Not yet: ${shown.problem}` : "Meets the rules.") : ""}
      </p>
    </div>
  );
}
