import { z } from "zod";
import { adminUserSchema } from "../auth/schema";
import { siteSettingsSchema } from "~/lib/site-settings/schema";

/** The first-run setup form: the school's facts and look, and the first administrator. */
export const setupSchema = siteSettingsSchema
  .pick({
    schoolName: true,
    shortName: true,
    tagline: true,
    affiliationLine: true,
    registrationLine: true,
    phone: true,
    phone2: true,
    email: true,
    email2: true,
    address: true,
    brandPrimary: true,
    brandAccent: true,
    timeZone: true,
  })
  .extend({
    token: z.string().max(200).default(""),
    userid: adminUserSchema.shape.userid,
    displayName: adminUserSchema.shape.displayName,
    adminEmail: adminUserSchema.shape.email,
    password: adminUserSchema.shape.password,
    confirmPassword: z.string({ error: "Please repeat the password" }).max(200),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "The two passwords do not match",
    path: ["confirmPassword"],
  });

export type SetupInput = z.infer<typeof setupSchema>;

/** Largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
