import { z } from "zod";
import { AA_NORMAL_TEXT, HEX_COLOUR, lowestContrast } from "./contrast";
import { email, optionalEmail, optionalText, requiredText, wholeNumber } from "~/kernel/validation";
import { optionalPhoneNumber, phoneNumber } from "~/kernel/phone";
import { resolveTimeZone } from "../time-zones";
import { checkClassOrder, schoolFactsShape } from "./school-facts";
import { CBSE_SAMPLES } from "./facts";
import { DEFAULT_LANGUAGE, KNOWN_LANGUAGES } from "../i18n/languages";
import {
  factKey,
  sampleFactTranslation,
  TRANSLATED_FACT_NAMES,
  TRANSLATED_FACTS,
  type TranslatedFact,
} from "./fact-translations";

const DOCUMENT_MAX_MB_MESSAGE = "Enter the largest document size as a whole number of MB from 1 to 100";

const TIME_ZONE_MESSAGE = "Choose a time zone from the list: type a city or country, for example Kolkata or India";

const URL_MESSAGE = "Enter a full web address starting with https://";
const HTTPS_URL = z.url({ protocol: /^https$/ });
const isHttpsUrl = (value: string) => HTTPS_URL.safeParse(value).success;

const requiredHttpsUrl = (requiredMessage: string) =>
  requiredText(requiredMessage, 500, URL_MESSAGE).refine(isHttpsUrl, { error: URL_MESSAGE });

// A social profile the school does not have is left empty and its footer icon is not shown.
const optionalHttpsUrl = () =>
  optionalText(500, URL_MESSAGE).refine((value) => value === "" || isHttpsUrl(value), { error: URL_MESSAGE });

// The security headers only allow frames from Google Maps and YouTube, so only their embed addresses work.
const MAP_EMBED = /^https:\/\/(www|maps)\.google\.com\/maps\/embed\?/;
const VIDEO_EMBED = /^https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\//;

/**
 * The school's own facts, edited from the dashboard and filled into the pages' {school},
 * {phone}, {email}... tokens. Required: whatever a page cannot do without; the header lines,
 * the central office and the social profiles may be left empty.
 */
/** A brand colour, refused when the text the site puts on or around it would fall below WCAG AA (4.5:1). */
const brandColour = (role: "primary" | "accent", label: string, advice: string) =>
  requiredText(`${label} is required`, 7, `${label} must be a colour like #7a1f1f`)
    .transform((value) => value.toLowerCase())
    .refine((value) => HEX_COLOUR.test(value), { error: `${label} must be a colour like #7a1f1f` })
    .refine((value) => !HEX_COLOUR.test(value) || lowestContrast(value, role) >= AA_NORMAL_TEXT, {
      error: (issue) =>
        `${label} gives text a contrast of ${lowestContrast(String(issue.input).toLowerCase(), role)}:1; WCAG AA needs 4.5:1. ${advice}`,
    });

/** A field added after installs had saved their settings: left out of a request, it keeps its sample. */
const cbseFact = (key: keyof typeof CBSE_SAMPLES, max: number, message: string) =>
  z.preprocess((value) => value ?? CBSE_SAMPLES[key], optionalText(max, message));

/**
 * The free-text facts in every known language besides English (`tagline_hi`…), each with its English field's limit;
 * empty is "no translation". Left out of a request, one keeps its sample, as the facts do (decision 143).
 */
const factTranslationsShape = Object.fromEntries(
  KNOWN_LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE).flatMap(({ code, name }) =>
    TRANSLATED_FACT_NAMES.map((field) => {
      const { max, label } = TRANSLATED_FACTS[field];
      const key = factKey(field, code);
      return [
        key,
        z.preprocess(
          (value) => value ?? sampleFactTranslation(key),
          optionalText(max, `${label} in ${name} must be at most ${max} characters`),
        ),
      ];
    }),
  ),
) as unknown as Record<`${TranslatedFact}_${string}`, z.ZodType<string, unknown>>;

/** The settings' fields without the check across them, for forms that take some of them (`.pick`). */
export const siteSettingsFields = z.object({
  schoolName: requiredText("School name is required", 120, "School name must be at most 120 characters"),
  shortName: requiredText("Short name is required", 40, "Short name must be at most 40 characters"),
  tagline: optionalText(200, "Tagline must be at most 200 characters"),
  affiliationLine: optionalText(200, "Affiliation line must be at most 200 characters"),
  registrationLine: optionalText(200, "Registration line must be at most 200 characters"),
  phone: phoneNumber({ required: "Phone number is required", label: "Phone number" }),
  phone2: phoneNumber({ required: "Second phone number is required", label: "Second phone number" }),
  email: email("Invalid email address", "Email is required"),
  email2: email("Invalid email address", "Second email is required"),
  address: requiredText("Registered address is required", 300, "Registered address must be at most 300 characters"),
  centralOffice: optionalText(300, "Central office must be at most 300 characters"),
  facebookUrl: optionalHttpsUrl(),
  instagramUrl: optionalHttpsUrl(),
  linkedinUrl: optionalHttpsUrl(),
  youtubeUrl: optionalHttpsUrl(),
  chatNumber: phoneNumber({ required: "Chat number is required", label: "Chat number" }),
  // Left empty, the contact page shows the address with a directions link and the video cards show a still picture.
  mapEmbedUrl: optionalHttpsUrl().refine((value) => value === "" || MAP_EMBED.test(value), {
    error: "Use a Google Maps embed address (https://www.google.com/maps/embed?pb=...)",
  }),
  videoUrl: optionalHttpsUrl().refine((value) => value === "" || VIDEO_EMBED.test(value), {
    error: "Use a YouTube embed address (https://www.youtube-nocookie.com/embed/...)",
  }),
  registrationFormUrl: requiredHttpsUrl("Registration form address is required"),
  networkName: requiredText("Network name is required", 200, "Network name must be at most 200 characters"),
  /** The logo in the header and menu bar: a path on this site or an https address. */
  logoUrl: requiredText("Logo is required", 500, "Logo address must be at most 500 characters").refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || isHttpsUrl(value),
    { error: "Logo must be a path on this site or an https address" },
  ),
  brandPrimary: brandColour("primary", "Main colour", "Choose a darker colour: white text sits on it."),
  brandAccent: brandColour("accent", "Accent colour", "Choose a lighter colour: dark text sits on it."),
  // Events' dates and times are read in this zone (calendar feeds carry it as TZID).
  timeZone: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? "Asia/Kolkata" : value),
    z
      .string({ error: TIME_ZONE_MESSAGE })
      .max(80, { error: TIME_ZONE_MESSAGE, abort: true })
      .refine((value) => resolveTimeZone(value) !== undefined, { error: TIME_ZONE_MESSAGE })
      .transform((value) => resolveTimeZone(value)!),
  ),
  // The largest document the office may upload to the documents library, in MB.
  documentMaxMb: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? 20 : value),
    wholeNumber(
      DOCUMENT_MAX_MB_MESSAGE,
      DOCUMENT_MAX_MB_MESSAGE,
      1,
      100,
      "Write the largest document size in digits, for example 20",
    ),
  ),
  // The languages the site is shown in besides English, as codes ("en,hi,te"); each needs its catalogue.
  languages: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? DEFAULT_LANGUAGE : value),
    z
      .string()
      .trim()
      .max(100)
      .refine((value) => value.split(/[\s,]+/).every((code) => KNOWN_LANGUAGES.some((known) => known.code === code)), {
        error: `Languages are codes separated by commas, from: ${KNOWN_LANGUAGES.map(({ code }) => code).join(", ")}`,
      }),
  ),
  // The privacy notice's grievance officer (DPDP Act 2023); left empty, the notice names the school office.
  grievanceName: optionalText(100, "The grievance officer's name must be at most 100 characters"),
  grievanceEmail: optionalEmail("Enter the grievance officer's e-mail address, like name@example.org", {
    bare: true,
    tooLongMessage: "The grievance officer's e-mail address must be at most 254 characters",
  }),
  grievancePhone: optionalPhoneNumber({ label: "The grievance officer's phone number" }),
  // The accessibility statement's known gaps, one per line.
  accessibilityGaps: optionalText(3000, "Known accessibility gaps must be at most 3000 characters"),
  // CBSE's affiliation and the principal, for the Mandatory Public Disclosure's general information (section A).
  affiliationNumber: cbseFact("affiliationNumber", 20, "Affiliation number must be at most 20 characters"),
  schoolCode: cbseFact("schoolCode", 20, "School code must be at most 20 characters"),
  principalName: cbseFact("principalName", 100, "Principal's name must be at most 100 characters"),
  principalQualification: cbseFact(
    "principalQualification",
    200,
    "Principal's qualification must be at most 200 characters",
  ),
  ...schoolFactsShape,
  ...factTranslationsShape,
});

export const siteSettingsSchema = siteSettingsFields.superRefine(checkClassOrder);

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
