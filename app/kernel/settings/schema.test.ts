import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { siteSettingsSchema } from "./schema";

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(siteSettingsSchema, input);
  return result.ok ? {} : result.fields;
};

describe("siteSettingsSchema", () => {
  it("accepts the defaults unchanged", () =>
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS));

  it("keeps the defaults plainly fictional", () => {
    expect(DEFAULT_SITE_SETTINGS.schoolName).toMatch(/^Sample /);
    expect(DEFAULT_SITE_SETTINGS.phone).toBe("+919000000001");
    for (const key of ["email", "email2"] as const) expect(DEFAULT_SITE_SETTINGS[key]).toMatch(/@example\.org$/);
    for (const key of ["facebookUrl", "instagramUrl", "linkedinUrl", "youtubeUrl", "registrationFormUrl"] as const)
      expect(DEFAULT_SITE_SETTINGS[key]).toMatch(/^https:\/\/example\.org\//);
  });

  it("allows the optional lines and social profiles to be empty", () => {
    const blank = {
      tagline: "",
      affiliationLine: "",
      registrationLine: "",
      centralOffice: "",
      facebookUrl: "",
      instagramUrl: "",
      linkedinUrl: "",
      youtubeUrl: "",
    };
    expect(siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, ...blank })).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      ...blank,
    });
  });

  it.each([
    ["schoolName", " ", "School name is required"],
    ["schoolName", "s".repeat(121), "School name must be at most 120 characters"],
    ["shortName", "", "Short name is required"],
    ["shortName", "s".repeat(41), "Short name must be at most 40 characters"],
    ["tagline", "t".repeat(201), "Tagline must be at most 200 characters"],
    ["affiliationLine", "a".repeat(201), "Affiliation line must be at most 200 characters"],
    ["registrationLine", "r".repeat(201), "Registration line must be at most 200 characters"],
    ["phone", "", "Phone number is required"],
    [
      "phone",
      "+91 90000 0000",
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "phone",
      "040 2345 678x",
      "Phone number has letters in it: write only digits, spaces, dashes or a +, as in a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["phone2", "", "Second phone number is required"],
    [
      "phone2",
      "123",
      "Second phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["email", "", "Email is required"],
    ["email", "office", "Invalid email address"],
    ["email2", "", "Second email is required"],
    ["email2", "careers@", "Invalid email address"],
    ["address", "", "Registered address is required"],
    ["address", "a".repeat(301), "Registered address must be at most 300 characters"],
    ["centralOffice", "c".repeat(301), "Central office must be at most 300 characters"],
    ["facebookUrl", "facebook.com/school", "Enter a full web address starting with https://"],
    ["instagramUrl", "http://example.org", "Enter a full web address starting with https://"],
    ["linkedinUrl", "javascript:alert(1)", "Enter a full web address starting with https://"],
    ["youtubeUrl", "https://", "Enter a full web address starting with https://"],
    ["chatNumber", "", "Chat number is required"],
    [
      "chatNumber",
      "9000000",
      "Chat number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "chatNumber",
      "9".repeat(31),
      "Chat number is too long: write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["mapEmbedUrl", "maps", "Enter a full web address starting with https://"],
    [
      "mapEmbedUrl",
      "https://example.org/map",
      "Use a Google Maps embed address (https://www.google.com/maps/embed?pb=...)",
    ],
    [
      "videoUrl",
      "https://www.youtube.com/watch?v=abc",
      "Use a YouTube embed address (https://www.youtube-nocookie.com/embed/...)",
    ],
    ["registrationFormUrl", "", "Registration form address is required"],
    ["registrationFormUrl", "forms/alumni", "Enter a full web address starting with https://"],
    ["networkName", "", "Network name is required"],
    ["networkName", "n".repeat(201), "Network name must be at most 200 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...DEFAULT_SITE_SETTINGS, [field]: value })).toEqual({ [field]: expected });
  });

  it("reads phone numbers as written and keeps them in E.164", () => {
    const written = { phone: "040 2345 6789", phone2: "+91 98480 12345", chatNumber: "98480-12345" };
    expect(siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, ...written })).toMatchObject({
      phone: "+914023456789",
      phone2: "+919848012345",
      chatNumber: "+919848012345",
    });
  });

  it("accepts the YouTube and Maps embed hosts the security headers allow", () => {
    const embeds = {
      mapEmbedUrl: "https://maps.google.com/maps/embed?pb=x",
      videoUrl: "https://www.youtube.com/embed/abc",
    };
    expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...embeds }).success).toBe(true);
  });
});
