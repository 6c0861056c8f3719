import { z } from "zod";
import { accountEmailSchema, ADMIN_ROLES, newPasswordSchema } from "./schema";
import { requiredText } from "~/kernel/validation";

export { adminUserSchema } from "./schema";

/** An admin's change to an account: any of role, display name and the disabled flag. */
export const updateAdminUserSchema = z
  .object({
    displayName: requiredText(
      "Display name is required",
      100,
      "Display name must be at most 100 characters",
    ).optional(),
    role: z.enum(ADMIN_ROLES, { error: "Role must be admin or editor" }).optional(),
    email: accountEmailSchema.optional(),
    /** Asked when an account changes its own e-mail. */
    currentPassword: z.string().max(200, { error: "Current password is incorrect" }).optional(),
    disabled: z.preprocess(
      (value) => (value === "true" || value === "on" ? true : value === "false" || value === "off" ? false : value),
      z.boolean({ error: "Disabled must be true or false" }).optional(),
    ),
  })
  .refine(
    (value) =>
      value.displayName !== undefined ||
      value.role !== undefined ||
      value.disabled !== undefined ||
      value.email !== undefined,
    {
      error: "Nothing to change",
    },
  );
export type AdminUserUpdate = z.infer<typeof updateAdminUserSchema>;

/** An admin setting someone's password (the office is locked out). */
export const resetPasswordSchema = z.object({ password: newPasswordSchema });

/** Anyone changing their own password. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, { error: "Current password is required" })
      .max(200, { error: "Current password is incorrect" }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: "The two new passwords do not match",
    path: ["confirmPassword"],
  });

/** An account as the API lists it (never the password hash). */
export type AdminUserSummary = {
  id: number;
  userid: string;
  displayName: string;
  role: "admin" | "editor";
  disabled: boolean;
  /** Where password reset links go; null when the account has none. */
  email: string | null;
  createdAt: string;
  lastLoginAt: string | null;
};

export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed.";
