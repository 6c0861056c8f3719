import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isSafeHref } from "~/kernel/content/page-blocks";
import { email, isEmailAddress, optionalEmail } from "~/kernel/validation";
import { isDeliverableAddress } from "~/modules/mail/index.server";

// Audit finding H1: a pattern that backtracks (the e-mail pattern was quadratic on `a@....@`) let one posted field
// hold a worker for seconds. Every exported schema and check that sees outside input is run here on 100 kB of
// hostile text and must answer quickly.

const SIZE = 100_000;
const HOSTILE = {
  "at, dots, at": `a@${".".repeat(SIZE)}@`,
  "at, dotted labels": `a@${"a.".repeat(SIZE / 2)}@`,
  "many at-signs": "a@".repeat(SIZE / 2),
  "slashes then a letter": `${"/".repeat(SIZE)}x`,
  "spaces then a letter": `${" ".repeat(SIZE)}x`,
  "tabs inside": `a${"\t".repeat(SIZE)}a`,
  digits: `${"1".repeat(SIZE)}!`,
  letters: `${"a".repeat(SIZE)}!`,
  "word characters and marks": "é".repeat(SIZE),
  "dashes and colons": "-:".repeat(SIZE / 2),
};
const BOUND_MS = 50;

/** The quickest of three runs, so a busy machine does not fail a linear check. */
function quickestMs(run: () => unknown) {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const schemaFiles = import.meta.glob(
  [
    "../app/modules/*/schema.ts",
    "../app/modules/*/*-schema.ts",
    "../app/modules/pages/menu.ts",
    "../app/modules/help-desk/help-desk.ts",
    "../app/modules/help-desk/mail-settings.ts",
    "../app/kernel/settings/schema.ts",
    "../app/kernel/content/page-blocks.ts",
  ],
  { eager: true },
);

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === "object" && value !== null && typeof (value as z.ZodType).safeParse === "function";

const schemas = Object.entries(schemaFiles).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => [`${file.replace("../app/", "")} ${name}`, value as z.ZodType] as const),
);

/** Hostile text as the whole input, and in every field of an object schema. */
function inputsFor(schema: z.ZodType, text: string): unknown[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? [text, Object.fromEntries(Object.keys(shape).map((key) => [key, text]))] : [text];
}

describe("H1: no pattern that sees outside input holds a worker", () => {
  it("finds the schemas to check", () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  const checks: [string, (text: string) => unknown][] = [
    ["isEmailAddress", (text) => isEmailAddress(text)],
    ["isEmailAddress (bare)", (text) => isEmailAddress(text, { bare: true })],
    ["email()", (text) => email("m").safeParse(text)],
    ["optionalEmail()", (text) => optionalEmail("m").safeParse(text)],
    ["mail's isDeliverableAddress", (text) => isDeliverableAddress(text)],
    ["isSafeHref", (text) => isSafeHref(text)],
  ];
  for (const [name, check] of checks)
    it(`${name} answers 100 kB of hostile text within ${BOUND_MS} ms`, () => {
      const slow = Object.entries(HOSTILE)
        .map(([shape, text]) => [shape, quickestMs(() => check(text))] as const)
        .filter(([, ms]) => ms >= BOUND_MS);
      expect(slow).toEqual([]);
    });

  it(`every exported schema answers 100 kB of hostile text within ${BOUND_MS} ms`, () => {
    const slow: string[] = [];
    for (const [name, schema] of schemas)
      for (const [shape, text] of Object.entries(HOSTILE))
        for (const input of inputsFor(schema, text)) {
          const ms = quickestMs(() => schema.safeParse(input));
          if (ms >= BOUND_MS) slow.push(`${name} on ${shape}: ${Math.round(ms)} ms`);
        }
    expect(slow).toEqual([]);
  });

  it("keeps the e-mail shape the spec asks for", () => {
    for (const good of ["a@b.c", "office@school.edu.in", "x.y+z@sub.example.org"])
      expect([good, isEmailAddress(good)]).toEqual([good, true]);
    for (const bad of ["", "@b.c", "a@", "a@b", "a@.c", "a@b.", "a@b@c.d", "a b@c.d", "a@b.c\n"])
      expect([bad, isEmailAddress(bad)]).toEqual([bad, false]);
    expect(isEmailAddress('"a"@b.c')).toBe(true);
    expect(isEmailAddress('"a"@b.c', { bare: true })).toBe(false);
  });

  it("stops at the length before checking the shape", () => {
    const result = email("Enter an e-mail").safeParse(`a@${".".repeat(SIZE)}@`);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.code)).toEqual(["too_big"]);
  });
});
