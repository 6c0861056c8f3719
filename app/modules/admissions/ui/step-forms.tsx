import { FormField } from "~/ui/form/form-field";
import { PHONE_INPUT } from "~/kernel/phone-input";
import { GENDERS } from "~/kernel/validation";
import { useLocalPath, usePageLanguage, useT } from "~/ui/i18n";
import type { AdmissionApplicationRow } from "../tables";
import { ChoiceField, SelectField, TickField, type Failed } from "./fields";
import { className, longDate } from "./words";

type Application = Omit<AdmissionApplicationRow, "access_hash">;

/** The saved answers as the form's fields, overridden by what was just typed and refused. */
export function fieldValues(application: Application, typed: Record<string, string>): Record<string, string> {
  return {
    childName: application.child_name,
    dateOfBirth: application.date_of_birth,
    gender: application.gender,
    classSought: application.class_sought,
    boarding: application.boarding,
    previousSchool: application.previous_school,
    aadhaar: application.aadhaar,
    fatherName: application.father_name,
    motherName: application.mother_name,
    guardianName: application.guardian_name,
    phone: application.phone,
    otherPhone: application.other_phone,
    email: application.email,
    occupation: application.occupation,
    address: application.address,
    needsTransport:
      application.saved_step === "child" || application.saved_step === "family"
        ? ""
        : application.needs_transport
          ? "yes"
          : "no",
    transportRoute: application.transport_route,
    pickupPoint: application.pickup_point,
    ...typed,
  };
}

export function ChildFields({
  values,
  errors,
  classes,
  cutoffDate,
}: Failed & { classes: string[]; cutoffDate: string }) {
  const { translator } = usePageLanguage();
  const t = translator.t;
  return (
    <>
      <FormField
        id="apply-childName"
        name="childName"
        label={t("apply.childName")}
        maxLength={100}
        required
        autoComplete="off"
        defaultValue={values.childName}
        error={errors.childName}
      />
      <FormField
        id="apply-dateOfBirth"
        name="dateOfBirth"
        label={t("apply.dateOfBirth")}
        type="date"
        required
        defaultValue={values.dateOfBirth}
        error={errors.dateOfBirth}
      />
      <p className="hint">{t("apply.cutoffHint", { date: longDate(translator, cutoffDate) })}</p>
      <SelectField
        id="apply-classSought"
        name="classSought"
        label={t("apply.classSought")}
        required
        value={values.classSought}
        error={errors.classSought}
        options={[["", t("apply.chooseClass")], ...classes.map((name) => [name, className(t, name)] as const)]}
      />
      <ChoiceField
        id="apply-gender"
        name="gender"
        legend={t("apply.gender")}
        value={values.gender}
        error={errors.gender}
        options={GENDERS.map((gender) => [gender, t(`apply.gender.${gender}`)] as const)}
      />
      <ChoiceField
        id="apply-boarding"
        name="boarding"
        legend={t("apply.boarding")}
        value={values.boarding}
        error={errors.boarding}
        options={[
          ["day", t("apply.boarding.day")],
          ["boarding", t("apply.boarding.hostel")],
        ]}
      />
      <FormField
        id="apply-previousSchool"
        name="previousSchool"
        label={t("apply.previousSchool")}
        maxLength={150}
        defaultValue={values.previousSchool}
        error={errors.previousSchool}
      />
      <FormField
        id="apply-aadhaar"
        name="aadhaar"
        label={t("apply.aadhaar")}
        inputMode="numeric"
        maxLength={12}
        defaultValue={values.aadhaar}
        error={errors.aadhaar}
      />
    </>
  );
}

export function FamilyFields({ values, errors }: Failed) {
  const t = useT();
  return (
    <>
      <p className="hint">{t("apply.familyHint")}</p>
      <FormField
        id="apply-fatherName"
        name="fatherName"
        label={t("apply.fatherName")}
        maxLength={100}
        defaultValue={values.fatherName}
        error={errors.fatherName}
      />
      <FormField
        id="apply-motherName"
        name="motherName"
        label={t("apply.motherName")}
        maxLength={100}
        defaultValue={values.motherName}
        error={errors.motherName}
      />
      <FormField
        id="apply-guardianName"
        name="guardianName"
        label={t("apply.guardianName")}
        maxLength={100}
        defaultValue={values.guardianName}
        error={errors.guardianName}
      />
      <FormField
        id="apply-phone"
        name="phone"
        label={t("apply.phone")}
        {...PHONE_INPUT}
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        id="apply-otherPhone"
        name="otherPhone"
        label={t("apply.otherPhone")}
        {...PHONE_INPUT}
        defaultValue={values.otherPhone}
        error={errors.otherPhone}
      />
      <FormField
        id="apply-email"
        name="email"
        label={t("apply.email")}
        type="email"
        maxLength={254}
        required
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <FormField
        id="apply-occupation"
        name="occupation"
        label={t("apply.occupation")}
        maxLength={100}
        defaultValue={values.occupation}
        error={errors.occupation}
      />
      <FormField
        id="apply-address"
        name="address"
        label={t("apply.address")}
        multiline
        maxLength={500}
        required
        autoComplete="street-address"
        defaultValue={values.address}
        error={errors.address}
      />
    </>
  );
}

export function TransportFields({ values, errors }: Failed) {
  const t = useT();
  return (
    <>
      <ChoiceField
        id="apply-needsTransport"
        name="needsTransport"
        legend={t("apply.needsTransport")}
        value={values.needsTransport}
        error={errors.needsTransport}
        options={[
          ["yes", t("apply.yes")],
          ["no", t("apply.transport.no")],
        ]}
      />
      <FormField
        id="apply-transportRoute"
        name="transportRoute"
        label={t("apply.transportRoute")}
        maxLength={100}
        defaultValue={values.transportRoute}
        error={errors.transportRoute}
      />
      <FormField
        id="apply-pickupPoint"
        name="pickupPoint"
        label={t("apply.pickupPoint")}
        maxLength={150}
        defaultValue={values.pickupPoint}
        error={errors.pickupPoint}
      />
    </>
  );
}

export function DeclarationFields({
  values,
  errors,
  schoolName,
  privacyVersion,
}: Failed & { schoolName: string; privacyVersion: number }) {
  const t = useT();
  const local = useLocalPath();
  return (
    <>
      <section className="apply-notice" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t("apply.privacyHeading")}</h2>
        <p>{t("apply.privacyUse", { school: schoolName })}</p>
        <p>
          <a href={local("/privacy")}>{t("apply.privacyLink")}</a> {t("apply.privacyMore", { version: privacyVersion })}
        </p>
      </section>
      <input type="hidden" name="privacyNoticeVersion" value={privacyVersion} />
      <TickField id="apply-truthful" name="truthful" checked={values.truthful === "on"} error={errors.truthful}>
        {t("apply.truthful")}
      </TickField>
      <TickField id="apply-privacy" name="privacy" checked={values.privacy === "on"} error={errors.privacy}>
        {t("apply.privacyAgree")}
      </TickField>
    </>
  );
}

/** What was saved, to check before submitting. */
export function ReviewList({ application, uploaded }: { application: Application; uploaded: { kind: string }[] }) {
  const { translator } = usePageLanguage();
  const t = translator.t;
  const gender = GENDERS.find((known) => known === application.gender);
  const rows: [string, string][] = [
    [t("apply.review.number"), application.number],
    [t("apply.review.child"), application.child_name],
    [t("apply.dateOfBirth"), longDate(translator, application.date_of_birth)],
    [t("apply.gender"), gender ? t(`apply.gender.${gender}`) : application.gender],
    [t("apply.classSought"), className(t, application.class_sought)],
    [t("apply.boarding"), t(application.boarding === "boarding" ? "apply.boarding.boarder" : "apply.boarding.day")],
    [t("apply.review.previousSchool"), application.previous_school],
    [
      t("apply.review.parents"),
      [application.father_name, application.mother_name, application.guardian_name].filter(Boolean).join(", "),
    ],
    [t("apply.review.mobile"), [application.phone, application.other_phone].filter(Boolean).join(", ")],
    [t("apply.email"), application.email],
    [t("apply.review.address"), application.address],
    [
      t("apply.review.bus"),
      application.needs_transport
        ? `${t("apply.yes")}: ${application.transport_route} ${application.pickup_point}`.trim()
        : t("apply.no"),
    ],
    [t("apply.review.documents"), translator.number(uploaded.length)],
  ];
  return (
    <dl className="apply-review">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
