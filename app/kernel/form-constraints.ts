import { z } from "zod";

// The HTML constraints of a form's fields, read from the same zod schema that checks it (through z.toJSONSchema),
// so a field's maxLength, required and the like cannot drift from the server's rule. Dashboard forms post with
// noValidate and show the schema's own messages; these attributes stop typing past a limit and tell assistive
// technology what is required.

/** Attributes of an <input>; a <textarea> takes required, minLength and maxLength (`text`), a <select> required. */
export type InputConstraints = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  type?: "number" | "email" | "url" | "date" | "time";
};
export type TextConstraints = Pick<InputConstraints, "required" | "minLength" | "maxLength">;

export type FormConstraints = {
  /** Attributes to spread on a field's <input> (explicit props written after the spread win). */
  input: (field: string) => InputConstraints;
  /** The same for a <textarea>. */
  text: (field: string) => TextConstraints;
  /** The same for a <select>. */
  choice: (field: string) => Pick<InputConstraints, "required">;
};

type JsonSchema = {
  type?: string | string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const FORMAT_TYPES: Record<string, InputConstraints["type"]> = {
  email: "email",
  uri: "url",
  date: "date",
  time: "time",
};

/** A pattern the browser can use as is: it compiles it in "v" mode, which refuses some patterns "u" accepts. */
function usablePattern(pattern: string | undefined) {
  if (!pattern) return undefined;
  try {
    new RegExp(pattern, "v");
    return pattern;
  } catch {
    return undefined;
  }
}

function constraintsOf(json: JsonSchema, listedAsRequired: boolean): InputConstraints {
  const types = [json.type ?? []].flat();
  const numeric = types.includes("number") || types.includes("integer");
  const required =
    (types.includes("string") && (json.minLength ?? 0) > 0 && !json.enum?.includes("")) ||
    (numeric && listedAsRequired) ||
    (json.enum !== undefined && json.enum.length > 0 && !json.enum.includes(""));
  const found: InputConstraints = {
    required: required || undefined,
    minLength: (json.minLength ?? 0) > 1 ? json.minLength : undefined,
    maxLength: json.maxLength,
    min: json.minimum,
    max: json.maximum,
    pattern: types.includes("string") ? usablePattern(json.pattern) : undefined,
    type: numeric ? "number" : json.format ? FORMAT_TYPES[json.format] : undefined,
  };
  // Only what the schema says: an absent key never overrides an attribute the form writes itself.
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined)) as InputConstraints;
}

/** The object's fields, a union's branches merged (the first branch that names a field describes it). */
function fieldsOf(json: JsonSchema): Map<string, InputConstraints> {
  const fields = new Map<string, InputConstraints>();
  const branches = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];
  for (const branch of branches)
    for (const [name, field] of Object.entries(branch.properties ?? {}))
      if (!fields.has(name)) fields.set(name, constraintsOf(field, branch.required?.includes(name) ?? false));
  return fields;
}

const cache = new WeakMap<z.ZodType, Map<string, InputConstraints>>();

/**
 * The constraints of each top-level field of a form's schema, from what it accepts (its input side: the text a
 * field may hold before the schema converts it). Checks JSON Schema cannot say (a refine) are the server's alone.
 */
export function formConstraints(schema: z.ZodType): FormConstraints {
  let fields = cache.get(schema);
  if (!fields) {
    fields = fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
    cache.set(schema, fields);
  }
  const known = fields;
  const only = <K extends keyof InputConstraints>(field: string, keys: K[]) =>
    Object.fromEntries(
      keys.flatMap((key) => (known.get(field)?.[key] === undefined ? [] : [[key, known.get(field)![key]]])),
    ) as Pick<InputConstraints, K>;
  return {
    input: (field) => known.get(field) ?? {},
    text: (field) => only(field, ["required", "minLength", "maxLength"]),
    choice: (field) => only(field, ["required"]),
  };
}
