import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt with OWASP's current parameters N=2^17, r=8, p=1 (128 MiB and about 4 times the work of the
// earlier N=2^15): memory-hard, built into Node. Decision record 113 has the measured times.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** Hashes stored with a smaller N (older releases) still verify, and are replaced at the next sign-in. */
const MAX_N = 2 ** 20;

// scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless maxmem says otherwise.
const memoryFor = (params: { N: number; r: number }) => 128 * params.N * params.r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", all base64url, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    scheme === "scrypt" &&
    salt &&
    hash &&
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16;
  return sane ? { params, salt, hash } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, "base64url");
  const actual = await derive(password, Buffer.from(parsed.salt, "base64url"), parsed.params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with weaker parameters than today's (then it is replaced at sign-in). */
export function passwordNeedsRehash(stored: string) {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.params;
  return N < PARAMS.N || r < PARAMS.r || p < PARAMS.p;
}

/** A hash to compare against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
