import { Link } from "react-router";
import { FormField } from "~/ui/form/form-field";
import { PHONE_INPUT } from "~/kernel/phone-input";
import { GENDERS } from "~/kernel/validation";
import type { AdmissionApplicationRow } from "../tables";
import { ChoiceField, SelectField, TickField, type Failed } from "./fields";

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
  return (
    <>
      <FormField
        id="apply-childName"
        name="childName"
        label="Child's full name"
        maxLength={100}
        required
        autoComplete="off"
        defaultValue={values.childName}
        error={errors.childName}
      />
      <FormField
        id="apply-dateOfBirth"
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        required
        defaultValue={values.dateOfBirth}
        error={errors.dateOfBirth}
      />
      <p className="hint">Ages are counted on {cutoffDate}, the cut-off date for this year&apos;s admissions.</p>
      <SelectField
        id="apply-classSought"
        name="classSought"
        label="Class sought"
        required
        value={values.classSought}
        error={errors.classSought}
        options={[["", "Choose a class"], ...classes.map((name) => [name, name] as const)]}
      />
      <ChoiceField
        id="apply-gender"
        name="gender"
        legend="Gender"
        value={values.gender}
        error={errors.gender}
        options={GENDERS.map((gender) => [gender, gender[0].toUpperCase() + gender.slice(1)] as const)}
      />
      <ChoiceField
        id="apply-boarding"
        name="boarding"
        legend="Day scholar or boarder"
        value={values.boarding}
        error={errors.boarding}
        options={[
          ["day", "Day scholar"],
          ["boarding", "Boarder (hostel)"],
        ]}
      />
      <FormField
        id="apply-previousSchool"
        name="previousSchool"
        label="Previous school (if any)"
        maxLength={150}
        defaultValue={values.previousSchool}
        error={errors.previousSchool}
      />
      <FormField
        id="apply-aadhaar"
        name="aadhaar"
        label="Child's Aadhaar number (optional)"
        inputMode="numeric"
        maxLength={12}
        defaultValue={values.aadhaar}
        error={errors.aadhaar}
      />
    </>
  );
}

export function FamilyFields({ values, errors }: Failed) {
  return (
    <>
      <p className="hint">Write at least one parent&apos;s or guardian&apos;s name.</p>
      <FormField
        id="apply-fatherName"
        name="fatherName"
        label="Father's name"
        maxLength={100}
        defaultValue={values.fatherName}
        error={errors.fatherName}
      />
      <FormField
        id="apply-motherName"
        name="motherName"
        label="Mother's name"
        maxLength={100}
        defaultValue={values.motherName}
        error={errors.motherName}
      />
      <FormField
        id="apply-guardianName"
        name="guardianName"
        label="Guardian's name (if not a parent)"
        maxLength={100}
        defaultValue={values.guardianName}
        error={errors.guardianName}
      />
      <FormField
        id="apply-phone"
        name="phone"
        label="Mobile number"
        {...PHONE_INPUT}
        required
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        id="apply-otherPhone"
        name="otherPhone"
        label="Other phone number"
        {...PHONE_INPUT}
        defaultValue={values.otherPhone}
        error={errors.otherPhone}
      />
      <FormField
        id="apply-email"
        name="email"
        label="E-mail"
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
        label="Occupation"
        maxLength={100}
        defaultValue={values.occupation}
        error={errors.occupation}
      />
      <FormField
        id="apply-address"
        name="address"
        label="Home address"
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
  return (
    <>
      <ChoiceField
        id="apply-needsTransport"
        name="needsTransport"
        legend="Does your child need the school bus?"
        value={values.needsTransport}
        error={errors.needsTransport}
        options={[
          ["yes", "Yes"],
          ["no", "No, we will bring the child"],
        ]}
      />
      <FormField
        id="apply-transportRoute"
        name="transportRoute"
        label="Area or route (if yes)"
        maxLength={100}
        defaultValue={values.transportRoute}
        error={errors.transportRoute}
      />
      <FormField
        id="apply-pickupPoint"
        name="pickupPoint"
        label="Pick-up point (if yes)"
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
  return (
    <>
      <section className="apply-notice" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Privacy notice for admissions</h2>
        <p>
          {schoolName} uses the details and documents in this application only to decide on the admission and, if your
          child is admitted, to make the student record. Documents are kept privately: only the school office can open
          them. An application that does not lead to an admission is deleted after the admission year.
        </p>
        <p>
          The school&apos;s <Link to="/privacy">privacy notice</Link> (version {privacyVersion}) says what else is
          collected, how long it is kept and your rights under the DPDP Act 2023.
        </p>
      </section>
      <input type="hidden" name="privacyNoticeVersion" value={privacyVersion} />
      <TickField id="apply-truthful" name="truthful" checked={values.truthful === "on"} error={errors.truthful}>
        The details I have given are true and the documents are genuine.
      </TickField>
      <TickField id="apply-privacy" name="privacy" checked={values.privacy === "on"} error={errors.privacy}>
        I have read the privacy notice and agree to the school using these details for the admission.
      </TickField>
    </>
  );
}

/** What was saved, to check before submitting. */
export function ReviewList({ application, uploaded }: { application: Application; uploaded: { kind: string }[] }) {
  const rows: [string, string][] = [
    ["Application number", application.number],
    ["Child", application.child_name],
    ["Date of birth", application.date_of_birth],
    ["Gender", application.gender],
    ["Class sought", application.class_sought],
    ["Day scholar or boarder", application.boarding === "boarding" ? "Boarder" : "Day scholar"],
    ["Previous school", application.previous_school],
    [
      "Parents or guardian",
      [application.father_name, application.mother_name, application.guardian_name].filter(Boolean).join(", "),
    ],
    ["Mobile", [application.phone, application.other_phone].filter(Boolean).join(", ")],
    ["E-mail", application.email],
    ["Address", application.address],
    [
      "School bus",
      application.needs_transport ? `Yes: ${application.transport_route} ${application.pickup_point}`.trim() : "No",
    ],
    ["Documents uploaded", String(uploaded.length)],
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
