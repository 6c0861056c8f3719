import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-limits";

// The rule for every password being set (new account, own change, admin reset, reset by e-mail), after
// OWASP ASVS 5.0 6.2: a length floor, no composition rules, no upper bound below 64, refused when it is
// a common password or built from the account's own names. Existing passwords keep working until changed.
// This module loads the password lists (~1 MB): the browser imports it lazily, for the strength meter only.

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH };
/** zxcvbn's 0–4 scale; 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

/** What a password must not be built from: the account's user id and name, the school's name. */
export type PasswordContext = { userid?: string; displayName?: string; schoolName?: string };

let checker: ZxcvbnFactory | undefined;
function zxcvbn() {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return checker;
}

const folded = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

function contextWords(context: PasswordContext) {
  const words = new Set<string>();
  for (const value of [context.userid, context.displayName, context.schoolName]) {
    if (!value) continue;
    const whole = folded(value);
    if (whole.length >= 3) words.add(whole);
    // Each word of a name counts too ("Sample Vidya Niketan School" -> "vidya", "niketan"...), short ones aside.
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 4) words.add(folded(part));
  }
  return [...words];
}

export type PasswordStrength = {
  /** 0 (very weak) to 4 (strong), zxcvbn's estimate with the account's own names as known words. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The first rule the password breaks, as a field message; undefined when it may be used. */
  problem: string | undefined;
  /** zxcvbn's hint, for the meter ("Add more words that are less common"). */
  hint: string | undefined;
};

/** Scores a password and names the first rule it breaks. Synchronous; runs in the browser and on the server. */
export function passwordStrength(password: string, context: PasswordContext = {}): PasswordStrength {
  if (!password) return { score: 0, problem: PASSWORD_MESSAGES.required, hint: undefined };
  const words = contextWords(context);
  const result = zxcvbn().check(password.slice(0, PASSWORD_MAX_LENGTH), words);
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? undefined;
  const score = result.score as PasswordStrength["score"];
  const plain = folded(password);
  const wholeIsCommon = result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      match.dictionaryName === "passwords-common" &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
  let problem: string | undefined;
  if (password.length < PASSWORD_MIN_LENGTH) problem = PASSWORD_MESSAGES.tooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) problem = PASSWORD_MESSAGES.tooLong;
  else if (words.some((word) => plain.includes(word) || (plain.length >= 3 && word.includes(plain))))
    problem = PASSWORD_MESSAGES.personal;
  else if (wholeIsCommon) problem = PASSWORD_MESSAGES.common;
  else if (score < PASSWORD_MIN_SCORE) problem = PASSWORD_MESSAGES.weak;
  return { score, problem, hint };
}

/** The field message for a password being set, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}) {
  return passwordStrength(password, context).problem;
}

/** A zod schema for a password being set, for a form or body that knows the account (reset by e-mail, scripts). */
export function strongPasswordSchema(context: PasswordContext = {}) {
  return z.string({ error: PASSWORD_MESSAGES.required }).superRefine((password, ctx) => {
    const problem = passwordProblem(password, context);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
