import "~/kernel/zod-setup";
import { z } from "zod";
import { requiredText } from "~/kernel/validation";
import { newPasswordSchema } from "./schema";

// Password reset by e-mail: the request form on /forgot-password and the new-password form behind the link.

export const forgotPasswordSchema = z.object({
  identifier: requiredText("Enter your user ID or e-mail address", 254, "Enter your user ID or e-mail address"),
});

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Please repeat the new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "The two passwords do not match",
    path: ["confirmPassword"],
  });

export const RESET_REQUESTED =
  "If that user ID or e-mail address belongs to an account with an e-mail address, a link to set a new password is on its way. It works once, for 30 minutes.";
export const RESET_TOO_MANY = "Too many requests from your address. Please wait 15 minutes and try again.";
export const RESET_LINK_INVALID =
  "This link does not work any more: it was already used, it is older than 30 minutes, or it was copied incompletely. Ask for a new one.";
export const RESET_DONE = "Your password has been changed and every session of your account has been signed out.";
