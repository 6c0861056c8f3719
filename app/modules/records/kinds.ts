import type { z } from "zod";
import type { Database } from "../../../db/schema";
import { alumniSchema } from "./alumni-schema";
import { committeeMemberSchema } from "./committee-schema";
import { facultySchema } from "./faculty-schema";
import { GENDERS } from "~/kernel/validation";
import { studentSchema, studentUpdateSchema } from "./students-schema";
import { ALUMNI_KINDS } from "./alumni-schema";

// The four kinds of record the dashboard manages, described once for the API, the CSV
// import/export, the tables and the forms. Browser-safe: no database code here.

export type RecordKindId = "students" | "faculty" | "alumni" | "committee";

/**
 * Who may write records (create, change, delete), by API or dashboard. Approving an alumni registration creates an
 * alumni record, so it needs this role on both paths too (decision 112); editors see the queue and may reject.
 */
export const RECORD_WRITE_ROLE = "admin" as const;

export const APPROVE_NEEDS_ADMIN =
  "Only an administrator can approve a registration, because approving creates an alumni record. You may reject it.";

/** The tables of the four kinds, with Kysely's column types. */
export type RecordTables = Pick<Database, "students" | "faculty" | "alumni" | "committee_members">;
export type RecordTable = keyof RecordTables;
/** A column of the table `T` (by default: of any record table). */
export type RecordColumn<T extends RecordTable = RecordTable> = { [N in T]: keyof RecordTables[N] & string }[T];

export type FieldSpec<Column extends string = RecordColumn> = {
  name: Column;
  label: string;
  input?: "text" | "email" | "tel" | "number" | "url" | "textarea" | "select" | "checkbox";
  options?: readonly string[];
  /** Shown masked (last four digits) in lists and exports. */
  aadhaar?: boolean;
};

/** `Column` is spelt out (it defaults from `T`) so a kind of one table is a kind of any table. */
export type RecordKind<T extends RecordTable = RecordTable, Column extends string = RecordColumn<T>> = {
  id: RecordKindId;
  /** The API path segment: /api/{resource}. */
  resource: string;
  /** Database table. */
  table: T;
  /** Key field of the spec (stdadmid, facultyadmid, registerid, sno). */
  key: Column;
  keyLabel: string;
  /** The server-assigned id column, or the key itself for the committee. */
  idColumn: Column;
  /** The column searched by name prefix and sorted by "name". */
  nameColumn: Column;
  /** Singular and plural words for messages. */
  noun: string;
  plural: string;
  fields: FieldSpec<Column>[];
  /** Columns of the dashboard table (and the default CSV columns are all fields). */
  columns: { field: Column; header: string }[];
  createSchema: z.ZodType<Record<string, unknown>>;
  updateSchema: z.ZodType<Record<string, unknown>>;
  duplicateMessage: string;
  notFoundMessage: string;
  registeredMessage: string;
  updatedMessage: string;
  deletedMessage: string;
  searchMessage: string;
  searchPlaceholder: string;
  /** The count API's field (/api/{resource}/count → { [countField]: n }). */
  countField: string;
  /** Label of the dashboard's count box. */
  countLabel: string;
  /**
   * The columns anyone may read, for a kind whose list is public (the committee, decision 110); a signed-in
   * editor reads every column. Unset: the list is for editors only.
   */
  publicColumns?: Column[];
  /** A record of this kind may carry a photo (the `photo_key` column), stored under this media folder. */
  photo?: { folder: string };
};

const genderField = { name: "gender", label: "Gender", input: "select", options: GENDERS } as const;

export const studentsKind: RecordKind<"students"> = {
  id: "students",
  resource: "students",
  table: "students",
  key: "stdadmid",
  keyLabel: "Admission ID",
  idColumn: "stdid",
  nameColumn: "stdname",
  noun: "student",
  plural: "students",
  fields: [
    { name: "stdadmid", label: "Admission ID" },
    { name: "stdaadhar", label: "Aadhaar number", aadhaar: true, input: "text" },
    { name: "stdname", label: "Name" },
    { name: "studentclass", label: "Class" },
    { name: "section", label: "Section" },
    { name: "contactnum", label: "Contact number", input: "tel" },
    { name: "emailid", label: "Email", input: "email" },
    { name: "address", label: "Address", input: "textarea" },
    genderField,
    { name: "admissionyear", label: "Admission year", input: "number" },
  ],
  columns: [
    { field: "stdid", header: "Id" },
    { field: "stdadmid", header: "Admission ID" },
    { field: "stdname", header: "Name" },
    { field: "studentclass", header: "Class" },
    { field: "section", header: "Section" },
    { field: "contactnum", header: "Contact" },
    { field: "emailid", header: "Email" },
    { field: "gender", header: "Gender" },
    { field: "admissionyear", header: "Admission year" },
    { field: "stdaadhar", header: "Aadhaar" },
  ],
  createSchema: studentSchema,
  updateSchema: studentUpdateSchema,
  duplicateMessage: "Admission ID already exists",
  notFoundMessage: "No student has this Admission ID",
  registeredMessage: "Student registered successfully!",
  updatedMessage: "Student updated successfully!",
  deletedMessage: "Student deleted successfully!",
  searchMessage: "Please enter an Admission ID",
  searchPlaceholder: "Enter Admission ID",
  countField: "totalStudents",
  countLabel: "TOTAL STUDENTS",
};

export const facultyKind: RecordKind<"faculty"> = {
  id: "faculty",
  resource: "faculty",
  table: "faculty",
  key: "facultyadmid",
  keyLabel: "Staff ID",
  idColumn: "facultyid",
  nameColumn: "facultyname",
  noun: "faculty member",
  plural: "faculty",
  fields: [
    { name: "facultyadmid", label: "Staff ID" },
    { name: "facultyaadhar", label: "Aadhaar number", aadhaar: true },
    { name: "facultyname", label: "Name" },
    { name: "subject", label: "Subject" },
    { name: "qualification", label: "Qualification" },
    { name: "experience", label: "Experience" },
    { name: "contactnum", label: "Contact number", input: "tel" },
    { name: "emailid", label: "Email", input: "email" },
    { name: "address", label: "Address", input: "textarea" },
    genderField,
    { name: "showOnWebsite", label: "Show on website (Our Faculty page)", input: "checkbox" },
    {
      name: "websiteOrder",
      label: "Order on the website (1 first; empty: after the numbered ones, by name)",
      input: "number",
    },
  ],
  columns: [
    { field: "facultyid", header: "Id" },
    { field: "facultyadmid", header: "Staff ID" },
    { field: "facultyname", header: "Name" },
    { field: "subject", header: "Subject" },
    { field: "qualification", header: "Qualification" },
    { field: "experience", header: "Experience" },
    { field: "contactnum", header: "Contact" },
    { field: "emailid", header: "Email" },
    { field: "gender", header: "Gender" },
    { field: "facultyaadhar", header: "Aadhaar" },
  ],
  createSchema: facultySchema,
  updateSchema: facultySchema,
  duplicateMessage: "Staff ID already exists",
  notFoundMessage: "No faculty member has this Staff ID",
  registeredMessage: "Faculty registered successfully!",
  updatedMessage: "Faculty updated successfully!",
  deletedMessage: "Faculty deleted successfully!",
  searchMessage: "Please enter a Staff ID",
  searchPlaceholder: "Enter Staff ID",
  countField: "totalFaculty",
  photo: { folder: "faculty" },
  countLabel: "TOTAL FACULTY",
};

export const alumniKind: RecordKind<"alumni"> = {
  id: "alumni",
  resource: "alumni",
  table: "alumni",
  key: "registerid",
  keyLabel: "Register ID",
  idColumn: "alumniid",
  nameColumn: "name",
  noun: "alumnus",
  plural: "alumni",
  fields: [
    { name: "registerid", label: "Register ID" },
    { name: "name", label: "Name" },
    genderField,
    { name: "studentorteacher", label: "Student or Teacher", input: "select", options: ALUMNI_KINDS },
    { name: "admissionyear", label: "Admission Year", input: "number" },
    { name: "passoutyear", label: "Passout Year", input: "number" },
    { name: "branch", label: "Branch" },
    { name: "contactnum", label: "Contact number", input: "tel" },
    { name: "typeofemployee", label: "Type of Employee" },
    { name: "designation", label: "Designation" },
    { name: "companyname", label: "Company Name" },
    { name: "companylocation", label: "Company Location" },
    { name: "facebookurl", label: "Facebook URL", input: "url" },
    { name: "linkedinurl", label: "LinkedIn URL", input: "url" },
    { name: "blogurl", label: "Blog URL", input: "url" },
    { name: "websiteurl", label: "Website URL", input: "url" },
    { name: "comments", label: "Comments", input: "textarea" },
    { name: "showOnWebsite", label: "Show on website (/Alumini)", input: "checkbox" },
  ],
  columns: [
    { field: "alumniid", header: "Id" },
    { field: "registerid", header: "Register ID" },
    { field: "name", header: "Name" },
    { field: "studentorteacher", header: "Student/Teacher" },
    { field: "admissionyear", header: "Admission" },
    { field: "passoutyear", header: "Passout" },
    { field: "branch", header: "Branch" },
    { field: "designation", header: "Designation" },
    { field: "companyname", header: "Company" },
    { field: "contactnum", header: "Contact" },
  ],
  createSchema: alumniSchema as unknown as z.ZodType<Record<string, unknown>>,
  updateSchema: alumniSchema as unknown as z.ZodType<Record<string, unknown>>,
  duplicateMessage: "Register ID already exists",
  notFoundMessage: "No alumnus has this Register ID",
  registeredMessage: "Alumni registered successfully!",
  updatedMessage: "Alumni updated successfully!",
  deletedMessage: "Alumni deleted successfully!",
  searchMessage: "Please enter a Register ID",
  searchPlaceholder: "Enter Register ID",
  countField: "totalAlumni",
  countLabel: "TOTAL ALUMNI",
};

export const committeeKind: RecordKind<"committee_members"> = {
  id: "committee",
  resource: "committee_members",
  table: "committee_members",
  key: "sno",
  keyLabel: "SNO",
  idColumn: "sno",
  nameColumn: "name",
  noun: "committee member",
  plural: "committee members",
  fields: [
    { name: "sno", label: "SNO", input: "number" },
    { name: "designation", label: "Designation" },
    { name: "name", label: "Name" },
    { name: "address", label: "Address", input: "textarea" },
  ],
  columns: [
    { field: "sno", header: "Id" },
    { field: "designation", header: "Designation" },
    { field: "name", header: "Name" },
    { field: "address", header: "Address" },
  ],
  createSchema: committeeMemberSchema as unknown as z.ZodType<Record<string, unknown>>,
  updateSchema: committeeMemberSchema as unknown as z.ZodType<Record<string, unknown>>,
  duplicateMessage: "SNO already exists",
  notFoundMessage: "No committee member has this SNO",
  registeredMessage: "Committee member registered successfully!",
  updatedMessage: "Committee member updated successfully!",
  deletedMessage: "Committee member deleted successfully!",
  // The spec reuses the Admission ID message for the committee search.
  searchMessage: "Please enter an Admission ID",
  searchPlaceholder: "Enter sno",
  countField: "totalCommitteeMembers",
  countLabel: "TOTAL EXEC COMITY",
  // The public page shows who serves and in what role, in the office's order (SNO); home addresses stay in the office.
  publicColumns: ["sno", "designation", "name"],
  photo: { folder: "committee" },
};

export const RECORD_KINDS: Record<RecordKindId, RecordKind> = {
  students: studentsKind,
  faculty: facultyKind,
  alumni: alumniKind,
  committee: committeeKind,
};

/** Sortable columns of a kind: every field plus the id column. */
export function sortableColumns(kind: RecordKind): string[] {
  return [...new Set([kind.idColumn, ...kind.fields.map((field) => field.name)])];
}

/** The kind a dashboard address is about: /welcome/students/... → students. */
export function recordKindOfPath(path: string): RecordKind | undefined {
  const segment = path
    .replace(/\.data$/, "")
    .split("/")[2]
    ?.toLowerCase();
  return segment && segment in RECORD_KINDS ? RECORD_KINDS[segment as RecordKindId] : undefined;
}

/** The dashboard's address of a kind's list, registration form or record. */
export const recordPath = (kind: RecordKind, key?: string | number | "new") =>
  key === undefined ? `/welcome/${kind.id}` : `/welcome/${kind.id}/${encodeURIComponent(String(key))}`;
