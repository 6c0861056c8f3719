import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { config } from "~/kernel/config";

// scrypt, memory-hard and built into Node, at OWASP's current parameters (N=2^17, r=8, p=1) unless the test
// suites ask for a cheap cost (PASSWORD_HASH_COST). Decision record 113 has the measured times.
export const PASSWORD_HASH_COSTS = { owasp: { N: 2 ** 17, r: 8, p: 1 }, test: { N: 2 ** 12, r: 8, p: 1 } } as const;
const KEY_LENGTH = 64;
/** The largest N a stored hash may ask for (a forged hash must not make a sign-in eat the memory). */
const MAX_N = 2 ** 20;

type Params = { N: number; r: number; p: number };
const currentParams = (): Params => PASSWORD_HASH_COSTS[config().PASSWORD_HASH_COST];

// scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless maxmem says otherwise.
const memoryFor = (params: Params) => 128 * params.N * params.r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", all base64url, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const params = currentParams();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
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

/** Whether a stored hash is weaker than today's parameters (an older release made it): replace it at sign-in. */
export function passwordNeedsRehash(stored: string, params: Params = currentParams()) {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r;
}

/** A hash to compare against when the user does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
