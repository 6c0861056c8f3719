import { useState, type ReactNode } from "react";
import { FormField } from "~/ui/form/form-field";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { AA_NORMAL_TEXT, HEX_COLOUR, lowestContrast } from "~/kernel/settings/contrast";
import type { TimeZoneOption } from "~/kernel/time-zones";
import { TIME_ZONE_HINT, TimeZoneList } from "~/ui/form/time-zone-list";
import { meterMessageId, PasswordMeter, PasswordRules } from "./password-meter";
import { PHONE_INPUT } from "~/kernel/phone-input";

/** A setup field's value: what was typed, else the saved setting, else `fallback`. */
export type SetupValue = (name: string, fallback?: string) => string;
type SetupField = (name: string, label: string, extra?: Record<string, unknown>) => ReactNode;

/** Renders one field of the setup form, its message and its value back (never a password's). */
export function setupField(errors: Record<string, string>, value: SetupValue): SetupField {
  return (name, label, extra = {}) => (
    <FormField
      id={`setup-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={extra.type === "password" ? undefined : value(name)}
      {...extra}
    />
  );
}

export function SchoolFields({ field }: { field: SetupField }) {
  return (
    <fieldset className="public-form__fields">
      <legend>
        <h2>The school</h2>
      </legend>
      <div className="public-form__grid">
        {field("schoolName", "School name", {
          required: true,
          maxLength: 120,
          placeholder: "for example Vidya Niketan Public School",
        })}
        {field("shortName", "Short name (menu bar)", {
          required: true,
          maxLength: 40,
          placeholder: "for example VN School",
        })}
      </div>
      {field("tagline", "Tagline", { maxLength: 200, placeholder: "for example Learning with joy since 1998" })}
      {field("affiliationLine", "Affiliation line", {
        maxLength: 200,
        placeholder: "for example Affiliated to CBSE, New Delhi (No. 1234567)",
      })}
      {field("registrationLine", "Registration line", {
        maxLength: 200,
        placeholder: "for example Registration No. 12/345/2010",
      })}
      <div className="public-form__grid">
        {field("phone", "Phone", { required: true, ...PHONE_INPUT })}
        {field("phone2", "Second phone", { required: true, ...PHONE_INPUT })}
        {field("email", "E-mail", { required: true, type: "email", placeholder: "for example office@yourschool.in" })}
        {field("email2", "Second e-mail (job applications)", {
          required: true,
          type: "email",
          placeholder: "for example jobs@yourschool.in",
        })}
      </div>
      {field("address", "Address", {
        required: true,
        multiline: true,
        maxLength: 300,
        placeholder: "for example 12 Station Road, Secunderabad, Telangana 500003",
      })}
    </fieldset>
  );
}

/** The logo, the two brand colours with their contrast as they are picked, and the time zone. */
export function LookFields({
  field,
  value,
  errors,
  timeZones,
}: {
  field: SetupField;
  value: SetupValue;
  errors: Record<string, string>;
  timeZones: TimeZoneOption[];
}) {
  const [colours, setColours] = useState({
    brandPrimary: value("brandPrimary", DEFAULT_SITE_SETTINGS.brandPrimary),
    brandAccent: value("brandAccent", DEFAULT_SITE_SETTINGS.brandAccent),
  });
  return (
    <fieldset className="public-form__fields">
      <legend>
        <h2>Look</h2>
      </legend>
      {field("logo", "Logo (PNG, JPEG or WebP, at most 2 MB; optional)", {
        type: "file",
        accept: "image/png,image/jpeg,image/webp",
      })}
      <div className="public-form__grid">
        {(["brandPrimary", "brandAccent"] as const).map((name) => (
          <BrandColourField
            key={name}
            name={name}
            colour={colours[name]}
            error={errors[name]}
            onChange={(colour) => setColours({ ...colours, [name]: colour })}
          />
        ))}
      </div>
      {field("timeZone", "Time zone", {
        required: true,
        list: "setup-timeZone-list",
        autoComplete: "off",
        spellCheck: false,
        "aria-describedby": errors.timeZone ? undefined : "setup-timeZone-hint",
      })}
      <p id="setup-timeZone-hint" className="hint">
        {TIME_ZONE_HINT}
      </p>
      <TimeZoneList id="setup-timeZone-list" zones={timeZones} />
    </fieldset>
  );
}

function BrandColourField({
  name,
  colour,
  error,
  onChange,
}: {
  name: "brandPrimary" | "brandAccent";
  colour: string;
  error?: string;
  onChange: (colour: string) => void;
}) {
  const role = name === "brandPrimary" ? "primary" : "accent";
  const ratio = HEX_COLOUR.test(colour) ? lowestContrast(colour, role) : 0;
  return (
    <div>
      <FormField
        id={`setup-${name}`}
        name={name}
        label={name === "brandPrimary" ? "Main colour (menu bar, buttons, links)" : "Accent colour"}
        type="color"
        error={error}
        value={colour}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p className={ratio >= AA_NORMAL_TEXT ? "hint contrast-ok" : "hint contrast-low"} aria-live="polite">
        Contrast {ratio}:1 {ratio >= AA_NORMAL_TEXT ? "(passes WCAG AA)" : "(too low: WCAG AA needs 4.5:1)"}
      </p>
    </div>
  );
}

export function FirstAdminFields({ field, busy }: { field: SetupField; busy: boolean }) {
  return (
    <fieldset className="public-form__fields">
      <legend>
        <h2>First administrator</h2>
      </legend>
      <div className="public-form__grid">
        {field("userid", "User ID (to sign in)", { required: true, autoComplete: "username", maxLength: 100 })}
        {field("displayName", "Name", { required: true, autoComplete: "name", maxLength: 100 })}
      </div>
      {field("adminEmail", "E-mail (for password resets)", { type: "email", autoComplete: "email" })}
      <PasswordRules id="setup-password-rules" />
      <div className="public-form__grid">
        {field("password", "Password", {
          required: true,
          type: "password",
          autoComplete: "new-password",
          "aria-describedby": `setup-password-rules ${meterMessageId("setup-password")}`,
        })}
        {field("confirmPassword", "Repeat the password", {
          required: true,
          type: "password",
          autoComplete: "new-password",
        })}
      </div>
      <PasswordMeter inputId="setup-password" />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Setting up..." : "Finish setup"}
      </button>
    </fieldset>
  );
}
