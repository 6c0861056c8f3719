// The light part of the password rule, safe for any bundle (password-policy.ts carries the word lists).
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: "This password is too common. Choose a longer phrase of a few unrelated words.",
  personal: "The password must not contain your user ID, your name or the school's name.",
  breached: "This password is on a list of passwords known from data breaches. Choose another.",
  weak: "This password is too easy to guess. Add another word or two.",
} as const;

/** Every rule, as the forms list them before anything is typed. */
export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}); spaces are fine.`,
  "Not a common password, nor one known from data breaches (checked when you save).",
  "Not containing the user ID, the person's name or the school's name.",
  "Hard to guess: a phrase of three or four unrelated words is easy to remember and strong.",
] as const;
