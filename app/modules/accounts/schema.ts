import { z } from "zod";
import { ADMIN_ROLES, type AdminRole } from "~/kernel/roles";
import { optionalEmail, requiredText } from "~/kernel/validation";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "./password-limits";

// Passwords are never trimmed: spaces are part of a password. The 200 cap keeps hashing cheap.
const PASSWORD_MAX = 200;

/** The Login form (and POST /api/login). */
export const loginSchema = z.object({
  userid: requiredText("User ID is required", 100, "User ID must be at most 100 characters"),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .min(6, { error: "Password must be at least 6 characters" })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
  /** The two-factor code, for API clients that send it with the password (the form asks on a second page). */
  code: z.string().trim().max(32, { error: "The code is too long" }).optional(),
});
export type Login = z.infer<typeof loginSchema>;

/**
 * A password being set: for a new administrator, a password change or a reset. The length is checked
 * here (browser and server); the server then applies the full rule (common passwords, the account's
 * names) with `newPasswordProblem` from password-policy.server.ts.
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/** An account's e-mail for password reset links: one plain address, or empty for none. */
export const accountEmailSchema = optionalEmail("Enter a valid e-mail address", { bare: true });

export { ADMIN_ROLES, type AdminRole };

/** A new dashboard account (create-admin script and account management). */
export const adminUserSchema = z.object({
  userid: requiredText("User ID is required", 100, "User ID must be at most 100 characters").regex(
    /^[A-Za-z0-9._@-]+$/,
    {
      error: "User ID may contain only letters, digits and . _ @ -",
    },
  ),
  displayName: requiredText("Display name is required", 100, "Display name must be at most 100 characters"),
  role: z.enum(ADMIN_ROLES, { error: "Role must be admin or editor" }),
  password: newPasswordSchema,
  email: accountEmailSchema.optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
